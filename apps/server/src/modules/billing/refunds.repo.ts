import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { renewalOrders, renewalRefunds } from '../../db/schema/index.js';

// Refunds of renewal orders: the admin console asks for them, the providers' notifications settle them; both go
// through the billing module, which owns the orders they take money back from.

export type TRefundRow = typeof renewalRefunds.$inferSelect;

export const findRefunds = (db: Db, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as TRefundRow[])
    : db
        .select()
        .from(renewalRefunds)
        .where(inArray(renewalRefunds.orderId, orderIds))
        .orderBy(asc(renewalRefunds.createdAt), asc(renewalRefunds.id));

export const insertRefund = async (db: Db, v: typeof renewalRefunds.$inferInsert) =>
  (await db.insert(renewalRefunds).values(v).returning())[0]!;

export const updateRefund = async (
  db: Db,
  id: number,
  set: Partial<Pick<TRefundRow, 'state' | 'providerRefundId' | 'settledAt'>>,
) => (await db.update(renewalRefunds).set(set).where(eq(renewalRefunds.id, id)).returning())[0]!;

/** A processing refund settled by the provider's notification (a 'requested' one is finished by the refund call). */
export const settleProcessingRefund = (db: Db, refundNo: string, state: 'success' | 'failed', at: Date) =>
  db
    .update(renewalRefunds)
    .set({ state, settledAt: at })
    .where(and(eq(renewalRefunds.refundNo, refundNo), eq(renewalRefunds.state, 'processing')))
    .returning({ id: renewalRefunds.id });

export const setOrderRefunded = (db: Db, orderId: number, refundedFen: number, state: 'refunded' | null) =>
  db
    .update(renewalOrders)
    .set(state ? { refundedFen, state } : { refundedFen })
    .where(eq(renewalOrders.id, orderId));
