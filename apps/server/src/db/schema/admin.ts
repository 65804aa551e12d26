import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { renewalOrders } from './billing.js';

/**
 * The platform's operators (the company running the product), made only by `npm run admin -- create-admin`.
 * Kept apart from `users`: an admin is no tenant, and no seller token can become an admin one.
 */
export const admins = pgTable(
  'admins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    phone: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admins_phone_uq').on(t.phone)],
);

/** Admin tokens (only their SHA-256), short-lived and separate from the sellers' sessions. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text().primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text(),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

/** Every admin action: who, what, on which target, the state before and after; written in the action's transaction. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null for the command line (create-admin). */
    adminId: integer('admin_id'),
    actor: text().notNull(),
    action: text().notNull(),
    target: text(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    ip: text(),
  },
  (t) => [index('admin_audit_log_at_idx').on(t.at)],
);

/** N coupon codes of one value made together by an admin (the codes are rows of `coupons` with this batch id). */
export const couponBatches = pgTable('coupon_batches', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  valueFen: integer('value_fen').notNull(),
  count: integer().notNull(),
  note: text().notNull().default(''),
  adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A refund of a renewal order at its provider. requested (written before the provider is asked, so a crash
 * leaves a trace the operator can retry with the same out_refund_no) → processing | success | failed.
 */
export type TRefundState = 'requested' | 'processing' | 'success' | 'failed';

export const renewalRefunds = pgTable(
  'renewal_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => renewalOrders.id, { onDelete: 'cascade' }),
    /** out_refund_no (WeChat) / out_request_no (Alipay): the provider's idempotency key. */
    refundNo: text('refund_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    reason: text().notNull().default(''),
    state: text().notNull().$type<TRefundState>().default('requested'),
    providerRefundId: text('provider_refund_id'),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('renewal_refunds_no_uq').on(t.refundNo), index('renewal_refunds_order_idx').on(t.orderId)],
);
