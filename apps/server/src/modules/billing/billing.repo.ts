import { and, asc, count, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  renewalOrderShops,
  renewalOrders,
  renewalPayments,
  shopDisplayNames,
  shopEntitlements,
  shops,
} from '../../db/schema/index.js';
import { forBoss } from '../../db/scope.js';

type TOwner = { bossId: number };
export type TOrderRow = typeof renewalOrders.$inferSelect;
export type TOrderShopRow = typeof renewalOrderShops.$inferSelect;

export const insertOrder = async (db: Db, values: typeof renewalOrders.$inferInsert) =>
  (await db.insert(renewalOrders).values(values).returning())[0]!;

export const insertOrderShops = (db: Db, values: (typeof renewalOrderShops.$inferInsert)[]) =>
  db.insert(renewalOrderShops).values(values);

export const setOrderPayUrl = (db: Db, id: number, payUrl: string) =>
  db.update(renewalOrders).set({ payUrl }).where(eq(renewalOrders.id, id));

/** The tenant's order by number, or null (another tenant's order reads as missing). */
export const getOwnOrder = async (db: Db, owner: TOwner, orderNo: string) =>
  (
    await db
      .select()
      .from(renewalOrders)
      .where(and(eq(renewalOrders.orderNo, orderNo), forBoss(renewalOrders, owner)))
      .limit(1)
  )[0] ?? null;

/** Any order by number, its row locked until the transaction ends (the provider's notifications name no tenant). */
export const lockOrderByNo = async (db: Db, orderNo: string) =>
  (await db.select().from(renewalOrders).where(eq(renewalOrders.orderNo, orderNo)).limit(1).for('update'))[0] ?? null;

export const findOrderShops = (db: Db, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as TOrderShopRow[])
    : db
        .select()
        .from(renewalOrderShops)
        .where(inArray(renewalOrderShops.orderId, orderIds))
        .orderBy(asc(renewalOrderShops.shopName));

/** Records the provider's payment of an order; null when one is already recorded (for the order or that trade). */
export const insertPaymentOnce = async (db: Db, values: typeof renewalPayments.$inferInsert) =>
  (await db.insert(renewalPayments).values(values).onConflictDoNothing().returning({ id: renewalPayments.id }))[0] ??
  null;

export const countPayments = async (db: Db, orderId: number) =>
  Number(
    (await db.select({ n: count() }).from(renewalPayments).where(eq(renewalPayments.orderId, orderId)))[0]?.n ?? 0,
  );

/** Moves an order from one state to another; false when it was no longer in `from` (someone else moved it). */
export const moveOrder = async (
  db: Db,
  id: number,
  from: TOrderRow['state'][],
  set: Partial<Pick<TOrderRow, 'state' | 'paidAt' | 'appliedAt' | 'closedAt' | 'providerTradeNo'>>,
) =>
  (
    await db
      .update(renewalOrders)
      .set(set)
      .where(and(eq(renewalOrders.id, id), inArray(renewalOrders.state, from)))
      .returning({ id: renewalOrders.id })
  ).length === 1;

export const setCheckedAt = (db: Db, id: number, at: Date) =>
  db.update(renewalOrders).set({ checkedAt: at }).where(eq(renewalOrders.id, id));

/** Open orders that expired, or were last asked about before `checkedBefore` (oldest first). */
export const findOrdersToReconcile = (db: Db, now: Date, checkedBefore: Date, limit: number) =>
  db
    .select()
    .from(renewalOrders)
    .where(
      and(
        eq(renewalOrders.state, 'created'),
        or(
          lt(renewalOrders.expireAt, now),
          isNull(renewalOrders.checkedAt),
          lt(renewalOrders.checkedAt, checkedBefore),
        ),
        lt(renewalOrders.createdAt, checkedBefore),
      ),
    )
    .orderBy(asc(renewalOrders.createdAt))
    .limit(limit);

export const countOwnOrders = async (db: Db, owner: TOwner) =>
  Number((await db.select({ n: count() }).from(renewalOrders).where(forBoss(renewalOrders, owner)))[0]?.n ?? 0);

export const findOwnOrders = (db: Db, owner: TOwner, limit: number, offset: number) =>
  db
    .select()
    .from(renewalOrders)
    .where(forBoss(renewalOrders, owner))
    .orderBy(desc(renewalOrders.createdAt), desc(renewalOrders.id))
    .limit(limit)
    .offset(offset);

/** The bound shop of a marketplace shop (whoever holds it now), locked for the extension. */
export const lockShopByExternal = async (db: Db, platform: 'temu' | 'shein', externalId: string) =>
  (
    await db
      .select({ id: shops.id, expireAt: shops.expireAt })
      .from(shops)
      .where(and(eq(shops.platform, platform), eq(shops.externalId, externalId)))
      .limit(1)
      .for('update')
  )[0] ?? null;

export const setShopExpiry = (db: Db, shopId: number, expireAt: Date) =>
  db.update(shops).set({ expireAt }).where(eq(shops.id, shopId));

export const lockEntitlement = async (db: Db, platform: 'temu' | 'shein', externalId: string) =>
  (
    await db
      .select()
      .from(shopEntitlements)
      .where(and(eq(shopEntitlements.platform, platform), eq(shopEntitlements.externalId, externalId)))
      .limit(1)
      .for('update')
  )[0] ?? null;

/** Remembers a marketplace shop's expiry beyond its binding (creates the row for a shop bound before trials were kept). */
export const saveEntitlementExpiry = (
  db: Db,
  v: { platform: 'temu' | 'shein'; externalId: string; expireAt: Date; now: Date },
) =>
  db
    .insert(shopEntitlements)
    .values({ platform: v.platform, externalId: v.externalId, trialStartedAt: v.now, expireAt: v.expireAt })
    .onConflictDoUpdate({
      target: [shopEntitlements.platform, shopEntitlements.externalId],
      set: { expireAt: v.expireAt },
    });

export const setOrderShopExpiry = (
  db: Db,
  v: { orderId: number; platform: 'temu' | 'shein'; externalId: string; before: Date | null; after: Date },
) =>
  db
    .update(renewalOrderShops)
    .set({ expireBefore: v.before, expireAfter: v.after })
    .where(
      and(
        eq(renewalOrderShops.orderId, v.orderId),
        eq(renewalOrderShops.platform, v.platform),
        eq(renewalOrderShops.externalId, v.externalId),
      ),
    );

/** The tenant's shops among ids with what an order line keeps. */
export const findOrderableShops = (db: Db, owner: TOwner, shopIds: number[]) =>
  db
    .select({
      id: shops.id,
      platform: shops.platform,
      externalId: shops.externalId,
      name: shops.name,
      displayName: shopDisplayNames.displayName,
    })
    .from(shops)
    .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
    .where(and(inArray(shops.id, shopIds), forBoss(shops, owner)))
    .orderBy(asc(shops.id));
