import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { renewalOrders, shops, users } from '../../db/schema/index.js';

const PAID_STATES = ['applied', 'paid', 'refunded'] as const;

/** BOSS accounts (newest first), optionally those whose phone or nickname contains the keyword. */
export const findTenants = async (db: Db, keyword: string | undefined, offset: number, limit: number) => {
  const where = and(
    eq(users.role, 'boss'),
    keyword ? or(ilike(users.phone, `%${keyword}%`), ilike(users.nickName, `%${keyword}%`)) : undefined,
  );
  const list = await db
    .select({ id: users.id, phone: users.phone, nickName: users.nickName, createdAt: users.createdAt })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .offset(offset)
    .limit(limit);
  const total = Number((await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0);
  return { list, total };
};

export const findShopsOfBosses = (db: Db, bossIds: number[]) =>
  bossIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: shops.id,
          bossId: shops.bossId,
          platform: shops.platform,
          name: shops.name,
          expireAt: shops.expireAt,
        })
        .from(shops)
        .where(inArray(shops.bossId, bossIds))
        .orderBy(asc(shops.expireAt), asc(shops.id));

/** Paid orders per BOSS and what they paid net of refunds, in fen. */
export const sumOrdersOfBosses = (db: Db, bossIds: number[]) =>
  bossIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          bossId: renewalOrders.bossId,
          orders: count(),
          paidFen: sql<number>`coalesce(sum(${renewalOrders.amountFen} - ${renewalOrders.refundedFen}), 0)::int`,
        })
        .from(renewalOrders)
        .where(and(inArray(renewalOrders.bossId, bossIds), inArray(renewalOrders.state, [...PAID_STATES])))
        .groupBy(renewalOrders.bossId);
