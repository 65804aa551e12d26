import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coupons, renewalOrders } from '../../db/schema/index.js';

type TOwner = { bossId: number };

export const getCouponByCode = async (db: Db, code: string) =>
  (await db.select().from(coupons).where(eq(coupons.code, code)).limit(1))[0] ?? null;

/** Makes an unowned coupon the BOSS's (核销); false when someone else took it first. */
export const claimCoupon = async (db: Db, id: number, owner: TOwner, now: Date) =>
  (
    await db
      .update(coupons)
      .set({ ownerBossId: owner.bossId, redeemedAt: now })
      .where(and(eq(coupons.id, id), isNull(coupons.ownerBossId), isNull(coupons.usedAt)))
      .returning({ id: coupons.id })
  ).length === 1;

/** The BOSS's redeemed coupons not used by a paid order, with the open order holding each (if any). */
export const findUnusedCoupons = (db: Db, owner: TOwner) =>
  db
    .select({
      id: coupons.id,
      code: coupons.code,
      valueFen: coupons.valueFen,
      redeemedAt: coupons.redeemedAt,
      reservedBy: renewalOrders.orderNo,
    })
    .from(coupons)
    .leftJoin(renewalOrders, eq(renewalOrders.id, coupons.orderId))
    .where(and(eq(coupons.ownerBossId, owner.bossId), isNull(coupons.usedAt)))
    .orderBy(asc(coupons.redeemedAt), asc(coupons.id));

/** Holds the BOSS's free coupons for an open order; returns the ids held (fewer than asked: some were not free). */
export const reserveCoupons = async (db: Db, owner: TOwner, ids: number[], orderId: number) =>
  ids.length === 0
    ? []
    : (
        await db
          .update(coupons)
          .set({ orderId })
          .where(
            and(
              inArray(coupons.id, ids),
              eq(coupons.ownerBossId, owner.bossId),
              isNull(coupons.usedAt),
              isNull(coupons.orderId),
            ),
          )
          .returning({ id: coupons.id, valueFen: coupons.valueFen })
      ).map((c) => c.id);

/** Gives back the coupons a closed order held. */
export const releaseCoupons = (db: Db, orderId: number) =>
  db
    .update(coupons)
    .set({ orderId: null })
    .where(and(eq(coupons.orderId, orderId), isNull(coupons.usedAt)));

/** The owner's unused coupons among ids that are free or held by this order. */
const usableBy = (owner: TOwner, ids: number[], orderId: number) =>
  and(
    inArray(coupons.id, ids),
    eq(coupons.ownerBossId, owner.bossId),
    isNull(coupons.usedAt),
    or(isNull(coupons.orderId), eq(coupons.orderId, orderId)),
  );

/** How many of an order's coupons can still be used by it (locked until the transaction ends). */
export const countConsumableCoupons = async (db: Db, owner: TOwner, ids: number[], orderId: number) =>
  ids.length === 0
    ? 0
    : (
        await db
          .select({ id: coupons.id })
          .from(coupons)
          .where(usableBy(owner, ids, orderId))
          .for('update')
      ).length;

/**
 * Uses up an order's coupons (held by it, or free again after it was closed); returns how many. Fewer than the
 * order's count means one was used elsewhere meanwhile.
 */
export const consumeCoupons = async (db: Db, owner: TOwner, ids: number[], orderId: number, now: Date) =>
  ids.length === 0
    ? 0
    : (
        await db
          .update(coupons)
          .set({ usedAt: now, orderId })
          .where(usableBy(owner, ids, orderId))
          .returning({ id: coupons.id })
      ).length;

/** New unowned codes of one value (the operator's batches; tests). */
export const insertCoupons = (db: Db, codes: string[], valueFen: number) =>
  db
    .insert(coupons)
    .values(codes.map((code) => ({ code, valueFen })))
    .returning({ id: coupons.id, code: coupons.code });
