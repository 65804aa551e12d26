import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  marketplaceAccounts,
  shopDisplayNames,
  shopStaff,
  shopSyncState,
  shops,
  shopTodos,
  users,
} from '../../db/schema/index.js';

/** Shops by id with their main account and the BOSS's rename, in the shop list's order. */
export const findShopsWithAccounts = (db: Db, ids: number[]) =>
  db
    .select({
      shop: shops,
      account: marketplaceAccounts,
      custom: shopDisplayNames.displayName,
      todo: { abnormal: shopTodos.abnormal, returnsPending: shopTodos.returnsPending },
    })
    .from(shops)
    .leftJoin(marketplaceAccounts, eq(marketplaceAccounts.id, shops.accountId))
    .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
    .leftJoin(shopTodos, eq(shopTodos.shopId, shops.id))
    .where(inArray(shops.id, ids))
    .orderBy(shops.platform, shops.semiManaged, shops.id);

/** Shops by id with their sync state and main account. */
export const findShopsWithSyncState = (db: Db, ids: number[]) =>
  db
    .select({ shop: shops, state: shopSyncState, account: marketplaceAccounts })
    .from(shops)
    .leftJoin(shopSyncState, eq(shopSyncState.shopId, shops.id))
    .leftJoin(marketplaceAccounts, eq(marketplaceAccounts.id, shops.accountId))
    .where(inArray(shops.id, ids));

/**
 * Marks a manual refresh at `now` unless one was asked after `notBefore`; one statement, so two
 * simultaneous requests cannot both pass. Returns whether this request claimed it.
 */
export const claimRefresh = async (db: Db, shopId: number, now: Date, notBefore: Date) => {
  const claimed = await db
    .update(shopSyncState)
    .set({ lastRefreshRequestAt: now })
    .where(
      and(
        eq(shopSyncState.shopId, shopId),
        or(isNull(shopSyncState.lastRefreshRequestAt), lte(shopSyncState.lastRefreshRequestAt, notBefore)),
      ),
    )
    .returning({ at: shopSyncState.lastRefreshRequestAt });
  return claimed.length > 0;
};

export const getSyncState = async (db: Db, shopId: number) =>
  (await db.select().from(shopSyncState).where(eq(shopSyncState.shopId, shopId)))[0] ?? null;

/** One shop with its main account, rename and sync state, or null. */
export const getShopDetail = async (db: Db, shopId: number) =>
  (
    await db
      .select({ shop: shops, account: marketplaceAccounts, custom: shopDisplayNames.displayName, state: shopSyncState })
      .from(shops)
      .leftJoin(marketplaceAccounts, eq(marketplaceAccounts.id, shops.accountId))
      .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
      .leftJoin(shopSyncState, eq(shopSyncState.shopId, shops.id))
      .where(eq(shops.id, shopId))
  )[0] ?? null;

/** Phones of the staff assigned to a shop, in assignment order. */
export const findShopStaffPhones = async (db: Db, shopId: number) =>
  (
    await db
      .select({ phone: users.phone })
      .from(shopStaff)
      .innerJoin(users, eq(users.id, shopStaff.userId))
      .where(eq(shopStaff.shopId, shopId))
      .orderBy(shopStaff.assignedAt)
  ).map((u) => u.phone ?? '');
