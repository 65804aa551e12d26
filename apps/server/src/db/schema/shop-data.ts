import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { shops } from './marketplace.js';

const shopId = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });
const day = (name = 'day') => date(name, { mode: 'string' });
const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name = 'at') => timestamp(name, { withTimezone: true });

/** Products: a SKC (colour variant) with its SKUs (sizes). Marketplace ids are text (Shein's are not numbers). */
export const skcs = pgTable(
  'skcs',
  {
    shopId: shopId(),
    skcId: text('skc_id').notNull(),
    productId: text('product_id').notNull(),
    skcExtCode: text('skc_ext_code'),
    name: text().notNull(),
    /** The seller's own name for the product (setInineSkcProductName), shown instead of name. */
    customName: text('custom_name'),
    category: text().notNull().default(''),
    categoryPath: jsonb('category_path').$type<string[]>().notNull().default([]),
    imageUrl: text('image_url'),
    createdDay: day('created_day').notNull(),
    offShelfDay: day('off_shelf_day'),
    /** The first day it sold (kept by refreshShopDaily): 'has had its first order' without scanning history. */
    firstSaleDay: day('first_sale_day'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.skcId] }),
    // Products created today / this week / in a range: a range scan, not every product of every shop.
    index('skcs_created_idx').on(t.shopId, t.createdDay),
  ],
);

export const skus = pgTable(
  'skus',
  {
    shopId: shopId(),
    skuId: text('sku_id').notNull(),
    skcId: text('skc_id').notNull(),
    extCode: text('ext_code'),
    className: text('class_name').notNull().default(''),
    priceCents: cents('price_cents').notNull(),
    /** The first day it sold (kept by refreshShopDaily), like skcs.first_sale_day. */
    firstSaleDay: day('first_sale_day'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.skuId] }),
    // With first_sale_day, /home's new-product counts read the index alone.
    index('skus_skc_idx').on(t.shopId, t.skcId, t.firstSaleDay),
  ],
);

/** Daily sales per SKU: the fact table. PK order (shop_id, day, sku_id) serves range scans. */
export const skuDailySales = pgTable(
  'sku_daily_sales',
  {
    shopId: shopId(),
    day: day().notNull(),
    skuId: text('sku_id').notNull(),
    skcId: text('skc_id').notNull(),
    units: integer().notNull(),
    salesCents: cents('sales_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.skuId] })],
);

/** Daily sales per SKC, maintained with shop_daily: product rankings and dead stock read this. */
export const skcDaily = pgTable(
  'skc_daily',
  {
    shopId: shopId(),
    day: day().notNull(),
    skcId: text('skc_id').notNull(),
    units: integer().notNull(),
    salesCents: cents('sales_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.skcId] })],
);

/** Daily aggregate per shop, maintained by the sync as rows land (dashboards read this). */
export const shopDaily = pgTable(
  'shop_daily',
  {
    shopId: shopId(),
    day: day().notNull(),
    units: integer().notNull(),
    salesCents: cents('sales_cents').notNull(),
    skusSold: integer('skus_sold').notNull(),
    /** Units × the cost valid that day, over the SKUs that had one; kept with the sync and with cost edits. */
    costCents: cents('cost_cents').notNull().default(0),
    costedUnits: integer('costed_units').notNull().default(0),
    costedSalesCents: cents('costed_sales_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day] })],
);

export const stockSnapshots = pgTable(
  'stock_snapshots',
  {
    shopId: shopId(),
    day: day().notNull(),
    skuId: text('sku_id').notNull(),
    warehouse: integer().notNull(),
    waitReceive: integer('wait_receive').notNull(),
    waitDelivery: integer('wait_delivery').notNull(),
    unavailable: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.skuId] })],
);

export const orderLines = pgTable(
  'order_lines',
  {
    shopId: shopId(),
    orderNo: text('order_no').notNull(),
    skuId: text('sku_id').notNull(),
    skcId: text('skc_id').notNull(),
    units: integer().notNull(),
    salesCents: cents('sales_cents').notNull(),
    at: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.orderNo, t.skuId] }), index('order_lines_at_idx').on(t.shopId, t.at)],
);

export const returns = pgTable(
  'returns',
  {
    shopId: shopId(),
    packageSn: text('package_sn').notNull(),
    skuId: text('sku_id').notNull(),
    skcId: text('skc_id').notNull(),
    units: integer().notNull(),
    amountCents: cents('amount_cents').notNull(),
    reason: text().notNull().default(''),
    outboundAt: at('outbound_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.packageSn, t.skuId] }),
    index('returns_at_idx').on(t.shopId, t.outboundAt),
  ],
);

export const activities = pgTable(
  'activities',
  {
    shopId: shopId(),
    activityId: text('activity_id').notNull(),
    name: text().notNull(),
    type: text().notNull(),
    startDay: day('start_day').notNull(),
    endDay: day('end_day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.activityId] })],
);

export const activityEnrollments = pgTable(
  'activity_enrollments',
  {
    shopId: shopId(),
    enrollId: text('enroll_id').notNull(),
    activityId: text('activity_id').notNull(),
    skcId: text('skc_id').notNull(),
    activityStock: integer('activity_stock').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.enrollId] })],
);

export const activityStockRecords = pgTable(
  'activity_stock_records',
  {
    shopId: shopId(),
    enrollId: text('enroll_id').notNull(),
    at: at().notNull(),
    remaining: integer().notNull(),
    total: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.enrollId, t.at] })],
);

export const deliveryRatings = pgTable(
  'delivery_ratings',
  {
    shopId: shopId(),
    weekStartDay: day('week_start_day').notNull(),
    level: text().notNull().$type<'none' | 'C' | 'B' | 'A' | 'S'>(),
    score: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.weekStartDay] })],
);

export const reviews = pgTable(
  'reviews',
  {
    shopId: shopId(),
    reviewId: text('review_id').notNull(),
    skcId: text('skc_id').notNull(),
    stars: integer().notNull(),
    text: text().notNull(),
    at: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.reviewId] }), index('reviews_at_idx').on(t.shopId, t.at)],
);

export const financeSnapshots = pgTable(
  'finance_snapshots',
  {
    shopId: shopId(),
    at: at().notNull(),
    balanceCents: cents('balance_cents').notNull(),
    pendingCents: cents('pending_cents').notNull(),
    currency: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.at] })],
);

/**
 * The seller centre's to-do counts (待办), the latest read per shop: products in 价格申报 (price declaration),
 * listings flagged 异常 and return packages on their way back. 店铺统计 shows 价格申报; the shop shows
 * 异常+退货 (sumnum). A shop whose source has no such page has no row.
 */
export const shopTodos = pgTable('shop_todos', {
  shopId: shopId().primaryKey(),
  priceDeclaring: integer('price_declaring').notNull(),
  abnormal: integer().notNull(),
  returnsPending: integer('returns_pending').notNull(),
  at: at().notNull(),
});

export const notices = pgTable(
  'notices',
  {
    shopId: shopId(),
    noticeId: text('notice_id').notNull(),
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    at: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.noticeId] }), index('notices_at_idx').on(t.shopId, t.at)],
);

/**
 * The seller's cost per SKU, kept with the day it applies from, so past profit uses the cost that
 * was valid then (a new cost never rewrites history).
 */
export const skuCosts = pgTable(
  'sku_costs',
  {
    shopId: shopId(),
    skuId: text('sku_id').notNull(),
    effectiveFrom: day('effective_from').notNull(),
    costCents: cents('cost_cents').notNull(),
    setAt: at('set_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.skuId, t.effectiveFrom] })],
);

/**
 * Each shop's stock figures at its latest snapshot (stock value, dead stock, stock risk, sold out),
 * computed once per sync rather than per dashboard view. A change that affects them (new data, a cost
 * edit, a rename) deletes the row; the next read recomputes it.
 */
export const shopStockSummary = pgTable('shop_stock_summary', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  asOf: day('as_of'),
  units: integer().notNull(),
  costTotal: cents('cost_total').notNull(),
  /** Warehouse units whose SKU has a cost (the stock value's cost coverage). */
  costedUnits: integer('costed_units').notNull().default(0),
  deadCount: integer('dead_count').notNull(),
  deadValue: cents('dead_value').notNull(),
  deadUnits: integer('dead_units').notNull().default(0),
  deadCostedUnits: integer('dead_costed_units').notNull().default(0),
  inRisk: integer('in_risk').notNull(),
  inStock: integer('in_stock').notNull(),
  /** Product counts and cost coverage as of the computation (shop statistics, cost coverage). */
  skcCount: integer('skc_count').notNull().default(0),
  skuCount: integer('sku_count').notNull().default(0),
  onShelf: integer('on_shelf').notNull().default(0),
  firstOrder: integer('first_order').notNull().default(0),
  hasCost: integer('has_cost').notNull().default(0),
  refunds30d: integer('refunds_30d').notNull().default(0),
  /** The shop's ten SKCs that sell out first (merged across shops by days left). */
  riskList: jsonb('risk_list').$type<unknown[]>().notNull(),
  /** Every sold-out SKU with its estimated 7-day loss. */
  soldOutList: jsonb('sold_out_list').$type<unknown[]>().notNull(),
  computedAt: at('computed_at').notNull().defaultNow(),
});

/** Daily sales per shop and product category (category breakdown reads this, not the SKU-days). */
export const shopDailyCategory = pgTable(
  'shop_daily_category',
  {
    shopId: shopId(),
    day: day().notNull(),
    category: text().notNull(),
    units: integer().notNull(),
    salesCents: cents('sales_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.category] })],
);

/** Daily sales per shop and price band (PriceBands index, 1-based as width_bucket gives it). */
export const shopDailyPrice = pgTable(
  'shop_daily_price',
  {
    shopId: shopId(),
    day: day().notNull(),
    band: smallint().notNull(),
    units: integer().notNull(),
    salesCents: cents('sales_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.band] })],
);

/**
 * Each shop's running total of today as of each sync: for shops whose marketplace reports daily sales
 * but no order times (the Temu seller centre), 'yesterday up to this minute' is the last of these
 * taken by then. Kept a few days.
 */
export const shopIntraday = pgTable(
  'shop_intraday',
  {
    shopId: shopId(),
    at: at().notNull(),
    day: day().notNull(),
    units: integer().notNull(),
    salesCents: cents('sales_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.at] })],
);

/**
 * Sales per SKC over the ranges /home asks for most (today, the 7 and the 30 days to yesterday),
 * kept by the sync: the product ranking reads these rows instead of summing a month of SKC-days.
 * salesCny is each day converted to yuan at that day's rate (null while a rate is missing); a range
 * or currency these rows do not cover takes the daily path.
 */
export const skcRolling = pgTable(
  'skc_rolling',
  {
    shopId: shopId(),
    win: smallint().notNull(),
    skcId: text('skc_id').notNull(),
    fromDay: day('from_day').notNull(),
    toDay: day('to_day').notNull(),
    units: integer().notNull(),
    salesCents: cents('sales_cents').notNull(),
    salesCny: doublePrecision('sales_cny'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.win, t.skcId] }),
    // Each shop's best sellers of a window read from the index's start (the ranking's per-shop top N).
    index('skc_rolling_top_cny_idx').on(t.shopId, t.win, t.salesCny.desc(), t.skcId),
    index('skc_rolling_top_idx').on(t.shopId, t.win, t.salesCents.desc(), t.skcId),
  ],
);

/** The day each shop's rolling rows were computed for (rows of an earlier day are not read). */
export const rollingState = pgTable('rolling_state', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  day: day().notNull(),
  /** The yuan figures are complete (every day of every window had a rate). */
  cnyComplete: boolean('cny_complete').notNull(),
});
