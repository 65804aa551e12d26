import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admins, couponBatches, coupons, renewalOrders, users } from '../../db/schema/index.js';

export const insertBatch = async (db: Db, v: typeof couponBatches.$inferInsert) =>
  (await db.insert(couponBatches).values(v).returning())[0]!;

/** The batch's codes; onConflictDoNothing leaves out a code that collided (the caller makes up the count). */
export const insertBatchCodes = (db: Db, batchId: number, codes: string[], valueFen: number, now: Date) =>
  db
    .insert(coupons)
    .values(codes.map((code) => ({ code, valueFen, batchId, createdAt: now })))
    .onConflictDoNothing()
    .returning({ id: coupons.id });

const batchColumns = {
  id: couponBatches.id,
  valueFen: couponBatches.valueFen,
  count: couponBatches.count,
  note: couponBatches.note,
  createdAt: couponBatches.createdAt,
  createdBy: admins.phone,
  redeemed: sql<number>`(select count(*) from ${coupons} c where c.batch_id = ${couponBatches.id} and c.owner_boss_id is not null)::int`,
  used: sql<number>`(select count(*) from ${coupons} c where c.batch_id = ${couponBatches.id} and c.used_at is not null)::int`,
};

export const findBatches = (db: Db) =>
  db
    .select(batchColumns)
    .from(couponBatches)
    .leftJoin(admins, eq(admins.id, couponBatches.adminId))
    .orderBy(desc(couponBatches.createdAt), desc(couponBatches.id))
    .limit(200);

export const getBatch = async (db: Db, id: number) =>
  (
    await db
      .select(batchColumns)
      .from(couponBatches)
      .leftJoin(admins, eq(admins.id, couponBatches.adminId))
      .where(eq(couponBatches.id, id))
  )[0] ?? null;

/** Every code of a batch with who redeemed it and the order that used it. */
export const findBatchCodes = (db: Db, batchId: number) =>
  db
    .select({
      code: coupons.code,
      valueFen: coupons.valueFen,
      ownerBossId: coupons.ownerBossId,
      ownerPhone: users.phone,
      redeemedAt: coupons.redeemedAt,
      usedAt: coupons.usedAt,
      orderNo: renewalOrders.orderNo,
    })
    .from(coupons)
    .leftJoin(users, eq(users.id, coupons.ownerBossId))
    .leftJoin(renewalOrders, eq(renewalOrders.id, coupons.orderId))
    .where(eq(coupons.batchId, batchId))
    .orderBy(asc(coupons.id));
