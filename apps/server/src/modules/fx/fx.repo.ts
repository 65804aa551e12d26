import { desc, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fxRates } from '../../db/schema/index.js';
import type { TRateDay } from '../../integrations/fx/ecb-parse.js';
import { cachedRates, forgetRates } from './rate-cache.js';

/** Inserts or replaces published days (the ECB corrects a day's rate now and then). */
export const upsertRateDays = async (db: Db, days: TRateDay[]) => {
  const values = days.flatMap((d) =>
    Object.entries(d.perEur).map(([currency, perEur]) => ({ day: d.day, currency, perEur })),
  );
  for (let i = 0; i < values.length; i += 2000) {
    await db
      .insert(fxRates)
      .values(values.slice(i, i + 2000))
      .onConflictDoUpdate({
        target: [fxRates.day, fxRates.currency],
        set: { perEur: sql`excluded.per_eur`, fetchedAt: sql`now()` },
      });
  }
  forgetRates(db);

  return values.length;
};

/**
 * Writes the rate in force on each calendar day of [from, to]: the latest publication on or before it
 * (at most two weeks back; the ECB never pauses longer), so conversions join on the day itself.
 */
export const fillDailyRates = async (db: Db, from: string, to: string) => {
  await db.execute(sql`
    insert into fx_daily_rates (day, currency, per_eur, published_day)
    select d::date, r.currency, r.per_eur, r.day
      from generate_series(${from}::date, ${to}::date, interval '1 day') d
      cross join lateral (
        select distinct on (currency) currency, per_eur, day from fx_rates
         where day <= d::date and day > d::date - 15
         order by currency, day desc
      ) r
    on conflict (day, currency) do update set per_eur = excluded.per_eur, published_day = excluded.published_day`);
  forgetRates(db);
};

export const findLatestRateDay = async (db: Db): Promise<string | null> => {
  const [row] = await db.select({ day: max(fxRates.day) }).from(fxRates);

  return row?.day ?? null;
};

/** findLatestRateDay, from memory when read lately (rate-cache). */
export const latestRateDay = (db: Db) => cachedRates(db, 'latest', () => findLatestRateDay(db));

/**
 * Every published day from the last one on or before `from` up to `to`, with all currencies: the
 * caller carries each day's rates forward over weekends and holidays.
 */
export const findRateDays = async (db: Db, from: string, to: string): Promise<TRateDay[]> => {
  const rows = await db
    .select({ day: fxRates.day, currency: fxRates.currency, perEur: fxRates.perEur })
    .from(fxRates)
    .where(
      sql`${fxRates.day} <= ${to} and ${fxRates.day} >= coalesce((select max(day) from fx_rates where day <= ${from}), ${from})`,
    )
    .orderBy(fxRates.day);
  const byDay = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const perEur = byDay.get(r.day) ?? {};
    perEur[r.currency] = Number(r.perEur);
    byDay.set(r.day, perEur);
  }

  return [...byDay].map(([day, perEur]) => ({ day, perEur }));
};

export const findNewestRateDays = async (db: Db, limit: number): Promise<string[]> =>
  (await db.selectDistinct({ day: fxRates.day }).from(fxRates).orderBy(desc(fxRates.day)).limit(limit)).map(
    (r) => r.day,
  );
