import { date, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Euro reference rates as the ECB publishes them, one row per business day and currency. Amounts
 * convert between currencies through the euro cross rate of the latest published day on or before
 * the day the amount belongs to (weekends and holidays use the previous business day).
 */
export const fxRates = pgTable(
  'fx_rates',
  {
    day: date({ mode: 'string' }).notNull(),
    currency: text().notNull(),
    perEur: numeric('per_eur', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency] })],
);

/**
 * The rate in force on every calendar day (weekends and holidays carry the last published day
 * forward), so daily aggregates convert with one equi-join on (day, currency) in SQL.
 */
export const fxDailyRates = pgTable(
  'fx_daily_rates',
  {
    day: date({ mode: 'string' }).notNull(),
    currency: text().notNull(),
    perEur: numeric('per_eur', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    /** The ECB publication day the rate comes from (shown to the seller as the rate date). */
    publishedDay: date('published_day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency] })],
);
