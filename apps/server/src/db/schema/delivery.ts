import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './marketplace.js';
import { users } from './users.js';

/**
 * The delivery centre's copy of each shop's stock orders (备货单) and shipping orders (发货单), as the sync last
 * read them from the marketplace and as our own actions left them. `marketStatus` is the marketplace's code; the
 * spec's four delivery statuses are derived from it (modules/delivery/delivery-status.ts).
 */
export const stockOrders = pgTable(
  'stock_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    orderSn: text('order_sn').notNull(),
    skcId: text('skc_id').notNull(),
    productName: text('product_name').notNull(),
    picture: text(),
    urgent: boolean().notNull().default(false),
    warehouseName: text('warehouse_name').notNull(),
    purchaseAt: timestamp('purchase_at', { withTimezone: true }).notNull(),
    requiredDay: date('required_day', { mode: 'string' }).notNull(),
    marketStatus: integer('market_status').notNull(),
    /** 0 自发 (our warehouse ships), 1 工厂直发 (the factory ships): the seller's choice, never overwritten by sync. */
    shipType: integer('ship_type').notNull().default(0),
    quantity: integer().notNull(),
    skus: jsonb().$type<{ skuId: string; extCode: string; className: string; quantity: number }[]>().notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_orders_uq').on(t.shopId, t.orderSn),
    // The delivery list's order (newest purchase first, then number): a page reads its rows straight from here.
    index('stock_orders_list_idx').on(t.shopId, t.purchaseAt.desc(), t.orderSn),
  ],
);

export const shipOrders = pgTable(
  'ship_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    deliverySn: text('delivery_sn').notNull(),
    stockOrderSn: text('stock_order_sn').notNull(),
    marketStatus: integer('market_status').notNull(),
    packed: boolean().notNull().default(false),
    packageCount: integer('package_count').notNull().default(1),
    expressCompanyId: integer('express_company_id'),
    expressCompany: text('express_company'),
    trackingNo: text('tracking_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedQty: integer('received_qty').notNull().default(0),
    rejectedQty: integer('rejected_qty').notNull().default(0),
    /** Photos of the packages the shipper attached (data URLs kept small by the app). */
    photos: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('ship_orders_uq').on(t.shopId, t.deliverySn),
    index('ship_orders_stock_idx').on(t.shopId, t.stockOrderSn),
  ],
);

/**
 * One row per delivery action a client sent, keyed by the client's idempotency key: a repeated key answers the
 * stored result and changes nothing (the shipper app's offline queue may send an action twice).
 */
export const deliveryActions = pgTable(
  'delivery_actions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bossId: integer('boss_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    idemKey: text('idem_key').notNull(),
    action: text().notNull(),
    /** The request's canonical form: the same key with a different request is a conflict. */
    request: text().notNull(),
    result: jsonb().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('delivery_actions_uq').on(t.bossId, t.idemKey)],
);
