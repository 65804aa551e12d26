import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { shops } from './marketplace.js';

const shopId = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });

/**
 * Sales of each shop by category and by price band over the kept windows (today, 7 and 30 days to
 * yesterday; see sync/rolling.ts), so /home's breakdown cards read a few rows per shop instead of
 * summing 30 days of daily rows. `dim` is 'category' or 'band'; sales_cny is null where a day had no rate.
 */
export const salesMixRolling = pgTable(
  'sales_mix_rolling',
  {
    shopId: shopId(),
    win: smallint().notNull(),
    dim: text().notNull(),
    key: text().notNull(),
    units: integer().notNull(),
    salesCents: bigint('sales_cents', { mode: 'number' }).notNull(),
    salesCny: doublePrecision('sales_cny'),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.win, t.dim, t.key] })],
);

/** Reviews per SKC over the kept windows (Beijing days): how many, the sum of stars, how many of ≤ 2 stars. */
export const reviewRolling = pgTable(
  'review_rolling',
  {
    shopId: shopId(),
    win: smallint().notNull(),
    skcId: text('skc_id').notNull(),
    n: integer().notNull(),
    stars: integer().notNull(),
    bad: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.win, t.skcId] }),
    // Each shop's most-reviewed SKCs of a window from the index's start (the review ranking's per-shop top N).
    index('review_rolling_top_idx').on(t.shopId, t.win, t.n.desc()),
  ],
);

/**
 * Sales per SKC and calendar month (month = its first day), rewritten whole whenever a sync touches a
 * day of it, so a long custom range reads its full months here and only its edge days from skc_daily.
 * sales_cny: the month in yuan at each day's rate (null while a day had none).
 */
export const skcMonthly = pgTable(
  'skc_monthly',
  {
    shopId: shopId(),
    month: date({ mode: 'string' }).notNull(),
    skcId: text('skc_id').notNull(),
    units: integer().notNull(),
    salesCents: bigint('sales_cents', { mode: 'number' }).notNull(),
    salesCny: doublePrecision('sales_cny'),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.month, t.skcId] })],
);

/**
 * Sales of each shop by category ('category') and by price band ('band') per calendar month, rewritten
 * with skc_monthly (sync/monthly.ts): the breakdown cards of a long custom range read months here.
 */
export const salesMixMonthly = pgTable(
  'sales_mix_monthly',
  {
    shopId: shopId(),
    month: date({ mode: 'string' }).notNull(),
    dim: text().notNull(),
    key: text().notNull(),
    units: integer().notNull(),
    salesCents: bigint('sales_cents', { mode: 'number' }).notNull(),
    salesCny: doublePrecision('sales_cny'),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.month, t.dim, t.key] })],
);

/** The months of each shop that skc_monthly and sales_mix_monthly hold, and whether their yuan figures are complete. */
export const monthlyState = pgTable(
  'monthly_state',
  {
    shopId: shopId(),
    month: date({ mode: 'string' }).notNull(),
    cnyComplete: boolean('cny_complete').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.month] })],
);
