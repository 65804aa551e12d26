import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  deliveryActions,
  marketplaceAccounts,
  shipOrders,
  shopDisplayNames,
  shopStaff,
  shops,
  stockOrders,
  users,
} from '../../db/schema/index.js';
import type { TMkShipOrder, TMkStockOrder } from '../../integrations/temu/market-stock-orders.js';

export type TShipRow = typeof shipOrders.$inferSelect;
export type TStockRow = typeof stockOrders.$inferSelect;

/** The shop and the credentials its delivery calls may use (its own account, or a pasted Open API token). */
export const shopWithAccounts = async (db: Db, shopId: number) => {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  if (!shop) {
    return null;
  }
  const ids = [shop.accountId, shop.openAccountId].filter((x): x is number => x !== null);
  const accounts = ids.length
    ? await db.select().from(marketplaceAccounts).where(inArray(marketplaceAccounts.id, ids))
    : [];
  return { shop, accounts };
};

export const shopNames = async (db: Db, shopIds: number[]) =>
  shopIds.length
    ? db
        .select({
          id: shops.id,
          name: shops.name,
          custom: shopDisplayNames.displayName,
          platform: shops.platform,
          bossId: shops.bossId,
        })
        .from(shops)
        .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
        .where(inArray(shops.id, shopIds))
    : [];

/** Upserts the marketplace's stock orders; the seller's own shipType is never overwritten. */
export const upsertStockOrders = async (db: Db, shopId: number, rows: TMkStockOrder[], now: Date) => {
  for (const o of rows) {
    const values = {
      shopId,
      orderSn: o.orderSn,
      skcId: o.skcId,
      productName: o.productName,
      picture: o.picture,
      urgent: o.urgent,
      warehouseName: o.warehouseName,
      purchaseAt: o.purchaseAt,
      requiredDay: o.requiredDay,
      marketStatus: o.marketStatus,
      quantity: o.skus.reduce((n, s) => n + s.quantity, 0),
      skus: o.skus,
      syncedAt: now,
    };
    const { shopId: _s, orderSn: _o, ...set } = values;
    await db
      .insert(stockOrders)
      .values(values)
      .onConflictDoUpdate({ target: [stockOrders.shopId, stockOrders.orderSn], set });
  }
};

/** Upserts shipping orders; photos are ours and stay. */
export const upsertShipOrders = async (db: Db, shopId: number, rows: TMkShipOrder[]) => {
  for (const s of rows) {
    const values = { shopId, ...s };
    const { shopId: _s, deliverySn: _d, ...set } = values;
    await db
      .insert(shipOrders)
      .values(values)
      .onConflictDoUpdate({ target: [shipOrders.shopId, shipOrders.deliverySn], set });
  }
};

/** Stock orders by (shop, number) pairs: one page of the list. */
export const stockOrdersByKeys = (db: Db, keys: { shop_id: number; order_sn: string }[]) =>
  keys.length
    ? db
        .select()
        .from(stockOrders)
        .where(or(...keys.map((k) => and(eq(stockOrders.shopId, k.shop_id), eq(stockOrders.orderSn, k.order_sn)))))
    : Promise.resolve([] as TStockRow[]);

/** Every shipping order of those stock orders, oldest first (delivery-rows picks the current one). */
export const shipOrdersByKeys = (db: Db, keys: { shop_id: number; order_sn: string }[]) =>
  keys.length
    ? db
        .select()
        .from(shipOrders)
        .where(or(...keys.map((k) => and(eq(shipOrders.shopId, k.shop_id), eq(shipOrders.stockOrderSn, k.order_sn)))))
        .orderBy(shipOrders.createdAt, shipOrders.id)
    : Promise.resolve([] as TShipRow[]);

export const openStockOrderSns = async (db: Db, shopId: number, notIn: number[]) =>
  (
    await db
      .select({ sn: stockOrders.orderSn, status: stockOrders.marketStatus })
      .from(stockOrders)
      .where(eq(stockOrders.shopId, shopId))
  )
    .filter((r) => !notIn.includes(r.status))
    .map((r) => r.sn);

export const receivedStockOrderSns = async (db: Db, shopId: number) =>
  (
    await db
      .select({ sn: shipOrders.stockOrderSn })
      .from(shipOrders)
      .where(and(eq(shipOrders.shopId, shopId), isNotNull(shipOrders.receivedAt)))
  ).map((r) => r.sn);

export const stockOrderBySns = (db: Db, shopId: number, sns: string[]) =>
  db
    .select()
    .from(stockOrders)
    .where(and(eq(stockOrders.shopId, shopId), inArray(stockOrders.orderSn, sns)));

export const shipOrderBySn = async (db: Db, shopId: number, deliverySn: string) =>
  (
    await db
      .select()
      .from(shipOrders)
      .where(and(eq(shipOrders.shopId, shopId), eq(shipOrders.deliverySn, deliverySn)))
      .limit(1)
  )[0];

export const updateShipOrder = (
  db: Db,
  shopId: number,
  deliverySn: string,
  set: Partial<typeof shipOrders.$inferInsert>,
) =>
  db
    .update(shipOrders)
    .set(set)
    .where(and(eq(shipOrders.shopId, shopId), eq(shipOrders.deliverySn, deliverySn)));

export const setShipType = (db: Db, shopId: number, sns: string[], shipType: number) =>
  db
    .update(stockOrders)
    .set({ shipType })
    .where(and(eq(stockOrders.shopId, shopId), inArray(stockOrders.orderSn, sns)))
    .returning({ sn: stockOrders.orderSn });

export const findAction = async (db: Db, bossId: number, idemKey: string) =>
  (
    await db
      .select()
      .from(deliveryActions)
      .where(and(eq(deliveryActions.bossId, bossId), eq(deliveryActions.idemKey, idemKey)))
      .limit(1)
  )[0];

/** Inserts the action's row; false when another request with the same key got there first. */
export const insertAction = async (db: Db, row: typeof deliveryActions.$inferInsert) =>
  (await db.insert(deliveryActions).values(row).onConflictDoNothing().returning({ id: deliveryActions.id })).length ===
  1;

export const shipperByPhone = async (db: Db, bossId: number, phone: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.bossId, bossId), eq(users.phone, phone), eq(users.role, 'shipper')))
      .limit(1)
  )[0];

export const staffShopIds = async (db: Db, userId: number) =>
  (await db.select({ id: shopStaff.shopId }).from(shopStaff).where(eq(shopStaff.userId, userId))).map((r) => r.id);

/** Replaces a shipper's shops (all of them the BOSS's, checked by the caller). */
export const replaceStaffShops = async (db: Db, userId: number, shopIds: number[]) => {
  await db.delete(shopStaff).where(eq(shopStaff.userId, userId));
  if (shopIds.length) {
    await db.insert(shopStaff).values(shopIds.map((shopId) => ({ shopId, userId })));
  }
};
