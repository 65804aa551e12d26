import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './marketplace.js';
import { users } from './users.js';

/**
 * created → applied (paid and every shop extended, in one transaction) | closed (cancelled or expired unpaid).
 * paid: the provider took the money but nothing was extended (a payment that arrived after the order was closed):
 * kept for the operator to refund or apply. refunded: money returned.
 */
export type TRenewalOrderState = 'created' | 'paid' | 'applied' | 'closed' | 'refunded';

/** One renewal: some shops × some months, paid once by WeChat Pay (payType 2) or Alipay (payType 1). */
export const renewalOrders = pgTable(
  'renewal_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Our out_trade_no at the provider (unique: the provider's idempotency key). */
    orderNo: text('order_no').notNull(),
    bossId: integer('boss_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    payType: integer('pay_type').notNull().$type<1 | 2>(),
    months: integer().notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    couponValueFen: integer('coupon_value_fen').notNull(),
    /** The coupons the price was lowered by (reserved while open, used up when applied). */
    couponIds: integer('coupon_ids').array().notNull().default(sql`'{}'::integer[]`),
    amountFen: integer('amount_fen').notNull(),
    currency: text().notNull().default('CNY'),
    state: text().notNull().$type<TRenewalOrderState>().default('created'),
    temuUid: text('temu_uid'),
    /** The WeChat Native code_url, or the Alipay cashier URL. */
    payUrl: text('pay_url'),
    /** After this the provider refuses the payment (time_expire) and reconciliation closes the order. */
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    providerTradeNo: text('provider_trade_no'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Last time reconciliation asked the provider about this order. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** Refunded so far (accepted by the provider), in fen. */
    refundedFen: integer('refunded_fen').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('renewal_orders_no_uq').on(t.orderNo),
    index('renewal_orders_boss_idx').on(t.bossId, t.createdAt),
    index('renewal_orders_open_idx').on(t.state, t.expireAt).where(sql`${t.state} = 'created'`),
  ],
);

/** The shops an order renews, with the expiry each had and got (filled when the order is applied). */
export const renewalOrderShops = pgTable(
  'renewal_order_shops',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => renewalOrders.id, { onDelete: 'cascade' }),
    /** Null once the shop was unbound; platform + externalId still name the marketplace shop. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    platform: text().notNull().$type<'temu' | 'shein'>(),
    externalId: text('external_id').notNull(),
    shopName: text('shop_name').notNull(),
    expireBefore: timestamp('expire_before', { withTimezone: true }),
    expireAfter: timestamp('expire_after', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.platform, t.externalId] })],
);

/**
 * A provider's payment of an order, recorded once: the unique keys make a duplicate or concurrent
 * notification (or a reconciliation racing one) a no-op inside the applying transaction.
 */
export const renewalPayments = pgTable(
  'renewal_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => renewalOrders.id, { onDelete: 'cascade' }),
    provider: text().notNull().$type<'wechatpay' | 'alipay'>(),
    providerTradeNo: text('provider_trade_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    currency: text().notNull(),
    /** notify (WeChat/Alipay notification), query (reconciliation or the status poll), cancel (close found it paid). */
    source: text().notNull().$type<'notify' | 'query' | 'cancel'>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('renewal_payments_order_uq').on(t.orderId),
    uniqueIndex('renewal_payments_trade_uq').on(t.provider, t.providerTradeNo),
  ],
);

/**
 * A coupon code (certNo). Redeeming (核销, destructionCet) makes it the BOSS's; an order reserves it while open and
 * uses it up when applied; a closed order gives it back.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    valueFen: integer('value_fen').notNull(),
    currency: text().notNull().default('CNY'),
    ownerBossId: integer('owner_boss_id').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => renewalOrders.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The admin batch the code was made in (null for codes made otherwise). */
    batchId: integer('batch_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    index('coupons_owner_idx').on(t.ownerBossId),
    index('coupons_batch_idx').on(t.batchId),
  ],
);

/**
 * What a marketplace shop has been given, kept beyond its binding: unbinding and binding it again (by anyone)
 * neither starts a fresh trial nor loses paid time.
 */
export const shopEntitlements = pgTable(
  'shop_entitlements',
  {
    platform: text().notNull().$type<'temu' | 'shein'>(),
    externalId: text('external_id').notNull(),
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }).notNull(),
    /** The expiry the shop had when last unbound (or its trial end). */
    expireAt: timestamp('expire_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.platform, t.externalId] })],
);
