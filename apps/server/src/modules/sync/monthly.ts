import { COST_CURRENCY, minorDigits } from '@ksa/contract';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.js';

/** First day of the month of `day` (YYYY-MM-DD). */
export const monthOf = (day: string) => `${day.slice(0, 8)}01`;

/**
 * Rewrites skc_monthly and sales_mix_monthly for every month that has a day in [from, to] (the whole
 * month, from skc_daily and the daily category and price-band rows), or for all of the shop's months when
 * it has none yet (shops synced before the tables existed). Call it where skc_daily changed, in the same
 * transaction.
 */
export const refreshMonthly = async (db: Db, shopId: number, from: string, to: string) => {
  const [shop] = await rows<{ currency: string; any: boolean }>(
    db,
    sql`select currency, exists (select 1 from monthly_state where shop_id = ${shopId}) as any from shops where id = ${shopId}`,
  );
  const currency = shop?.currency ?? COST_CURRENCY;
  const first = shop?.any ? monthOf(from) : '1970-01-01';
  const last = sql`(date_trunc('month', ${to}::date) + interval '1 month' - interval '1 day')::date`;
  const own = currency === COST_CURRENCY;
  // Yuan per minor unit of the shop's currency on each day (as sync/rolling.ts converts).
  const rate = own
    ? sql``
    : sql`left join (select c.day, c.per_eur / s.per_eur * ${10 ** (minorDigits(COST_CURRENCY) - minorDigits(currency))}::float8 f
                       from fx_daily_rates c
                       join fx_daily_rates s on s.day = c.day and s.currency = ${currency}
                      where c.currency = ${COST_CURRENCY} and c.day between ${first}::date and ${last}) r
            on r.day = d.day`;
  const cny = own
    ? sql`sum(d.sales_cents)::float8`
    : sql`case when bool_and(r.f is not null) then sum(d.sales_cents * r.f) end`;
  await db.execute(sql`delete from skc_monthly where shop_id = ${shopId} and month between ${first}::date and ${last}`);
  await db.execute(
    sql`delete from monthly_state where shop_id = ${shopId} and month between ${first}::date and ${last}`,
  );
  await db.execute(sql`
    insert into skc_monthly (shop_id, month, skc_id, units, sales_cents, sales_cny)
    select ${shopId}, date_trunc('month', d.day)::date, d.skc_id, sum(d.units), sum(d.sales_cents), ${cny}
      from skc_daily d ${rate}
     where d.shop_id = ${shopId} and d.day between ${first}::date and ${last}
     group by 2, 3`);
  await db.execute(
    sql`delete from sales_mix_monthly where shop_id = ${shopId} and month between ${first}::date and ${last}`,
  );
  await db.execute(sql`
    insert into sales_mix_monthly (shop_id, month, dim, key, units, sales_cents, sales_cny)
    select ${shopId}, date_trunc('month', d.day)::date, d.dim, d.key, sum(d.units), sum(d.sales_cents), ${cny}
      from (select day, 'category' dim, category key, units, sales_cents from shop_daily_category
             where shop_id = ${shopId} and day between ${first}::date and ${last}
            union all
            select day, 'band', band::text, units, sales_cents from shop_daily_price
             where shop_id = ${shopId} and day between ${first}::date and ${last}) d ${rate}
     group by 2, 3, 4`);
  // Every month of the span that the shop had days in, sales or not (an empty month is complete).
  await db.execute(sql`
    insert into monthly_state (shop_id, month, cny_complete)
    select ${shopId}, m.month::date, not exists (select 1 from skc_monthly x
                                                  where x.shop_id = ${shopId} and x.month = m.month::date and x.sales_cny is null)
      from (select min(day) d from skc_daily where shop_id = ${shopId}) f,
           generate_series(date_trunc('month', greatest(${first}::date, f.d)), ${last}, interval '1 month') as m(month)
     where f.d is not null`);
};
