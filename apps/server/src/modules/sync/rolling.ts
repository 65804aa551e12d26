import { COST_CURRENCY, minorDigits } from '@ksa/contract';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.js';
import { addDays } from '../../lib/days.js';
import { monthOf, refreshMonthly } from './monthly.js';

/** The ranges kept: today, the 7 and the 30 days to yesterday (what /home's date types ask for). */
export const rollingWindows = (today: string) =>
  [
    [1, today, today],
    [7, addDays(today, -7), addDays(today, -1)],
    [30, addDays(today, -30), addDays(today, -1)],
  ] as const;

/** The kept windows as instants: [from 00:00, to+1 00:00) at UTC+8 (reviews carry a time, not a day). */
const windowSpans = (today: string) =>
  rollingWindows(today).map(
    ([win, from, to]) =>
      [win, new Date(`${from}T00:00:00+08:00`), new Date(`${addDays(to, 1)}T00:00:00+08:00`)] as const,
  );

/**
 * Recomputes one shop's rolling sums for `today` (per SKC, per category and price band, reviews per
 * SKC) from its daily rows, with each day's sales also in yuan at that day's rate (fx_daily_rates);
 * one transaction, so readers see old or new rows.
 */
export const refreshRolling = (db: Db, shopId: number, today: string) =>
  db.transaction(async (tx) => {
    // A refresh that began before midnight (the hourly rates job) must not replace the sums a sync has
    // already written for the new day: the state row is locked and a later day kept.
    const [state] = await rows<{ day: string }>(
      tx,
      sql`select day::text from rolling_state where shop_id = ${shopId} for update`,
    );
    if (state && state.day > today) {
      return;
    }
    const [shop] = await rows<{ currency: string }>(tx, sql`select currency from shops where id = ${shopId}`);
    const currency = shop?.currency ?? COST_CURRENCY;
    const own = currency === COST_CURRENCY;
    const windows = sql.join(
      rollingWindows(today).map(([win, from, to]) => sql`(${win}::smallint, ${from}::date, ${to}::date)`),
      sql`, `,
    );
    // Yuan per minor unit of the shop's currency on each day (the latest publication carried forward).
    const rate = own
      ? sql``
      : sql`left join (select c.day, c.per_eur / s.per_eur * ${10 ** (minorDigits(COST_CURRENCY) - minorDigits(currency))}::float8 f
                         from fx_daily_rates c
                         join fx_daily_rates s on s.day = c.day and s.currency = ${currency}
                        where c.currency = ${COST_CURRENCY} and c.day between ${addDays(today, -30)} and ${today}) r
              on r.day = d.day`;
    const cny = own
      ? sql`sum(d.sales_cents)::float8`
      : sql`case when bool_and(r.f is not null) then sum(d.sales_cents * r.f) end`;
    const mix = (dim: string, table: string, key: string) => sql`
      insert into sales_mix_rolling (shop_id, win, dim, key, units, sales_cents, sales_cny)
      select ${shopId}, w.win, ${dim}, d.${sql.raw(key)}::text, sum(d.units), sum(d.sales_cents), ${cny}
        from (values ${windows}) as w(win, f, t)
        join ${sql.raw(table)} d on d.shop_id = ${shopId} and d.day between w.f and w.t
        ${rate}
       group by w.win, d.${sql.raw(key)}`;
    await tx.execute(sql`delete from skc_rolling where shop_id = ${shopId}`);
    await tx.execute(sql`delete from sales_mix_rolling where shop_id = ${shopId}`);
    await tx.execute(sql`delete from review_rolling where shop_id = ${shopId}`);
    await tx.execute(sql`
      insert into skc_rolling (shop_id, win, skc_id, from_day, to_day, units, sales_cents, sales_cny)
      select ${shopId}, w.win, d.skc_id, w.f, w.t, sum(d.units), sum(d.sales_cents), ${cny}
        from (values ${windows}) as w(win, f, t)
        join skc_daily d on d.shop_id = ${shopId} and d.day between w.f and w.t
        ${rate}
       group by w.win, d.skc_id, w.f, w.t`);
    await tx.execute(mix('category', 'shop_daily_category', 'category'));
    await tx.execute(mix('band', 'shop_daily_price', 'band'));
    const spans = sql.join(
      windowSpans(today).map(
        ([win, start, end]) => sql`(${win}::smallint, ${start}::timestamptz, ${end}::timestamptz)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      insert into review_rolling (shop_id, win, skc_id, n, stars, bad)
      select ${shopId}, w.win, r.skc_id, count(*), sum(r.stars), count(*) filter (where r.stars <= 2)
        from (values ${spans}) as w(win, s, e)
        join reviews r on r.shop_id = ${shopId} and r.at >= w.s and r.at < w.e
       group by w.win, r.skc_id`);
    await tx.execute(sql`
      insert into rolling_state (shop_id, day, cny_complete)
      values (${shopId}, ${today}, not exists (select 1 from skc_rolling where shop_id = ${shopId} and sales_cny is null))
      on conflict (shop_id) do update set day = excluded.day, cny_complete = excluded.cny_complete`);
  });

/** After new exchange rates: the shops in a foreign currency recompute their yuan figures. */
export const refreshForeignRolling = async (db: Db, today: string) => {
  const list = await rows<{ id: number }>(
    db,
    sql`select s.id from shops s join rolling_state r on r.shop_id = s.id where s.currency <> ${COST_CURRENCY}`,
  );
  for (const s of list) {
    await refreshRolling(db, Number(s.id), today);
    // The current and the previous month may have converted a day at a rate carried forward.
    await db.transaction((tx) => refreshMonthly(tx, Number(s.id), addDays(monthOf(today), -1), today));
  }
  return list.length;
};
