import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type marketplaceAccounts, shopStaff, shops, users } from '../../db/schema/index.js';

export const shopIdsOf = async (db: Db, userId: number) =>
  (
    await db
      .select({ id: shopStaff.shopId, platform: shops.platform })
      .from(shopStaff)
      .innerJoin(shops, eq(shops.id, shopStaff.shopId))
      .where(eq(shopStaff.userId, userId))
      .orderBy(shopStaff.shopId)
  ).reduce(
    (acc, s) => {
      (s.platform === 'temu' ? acc.temuShopIdList : acc.sheinShopIdList).push(s.id);
      return acc;
    },
    { temuShopIdList: [] as number[], sheinShopIdList: [] as number[] },
  );

/** Replaces a staff member's shops with exactly these. */
export const setShops = async (db: Db, userId: number, shopIds: number[]) => {
  await db.delete(shopStaff).where(eq(shopStaff.userId, userId));
  if (shopIds.length) {
    await db
      .insert(shopStaff)
      .values([...new Set(shopIds)].map((shopId) => ({ shopId, userId })))
      .onConflictDoNothing();
  }
};

/** Deletes a user row; their sessions, assignments and permissions go with it (cascade). */
export const deleteUser = (db: Db, userId: number) => db.delete(users).where(eq(users.id, userId));

/** How a main account reads in lists: the Temu phone, or the Shein supplier id. */
export const accountLabel = (a: Pick<typeof marketplaceAccounts.$inferSelect, 'platform' | 'phone' | 'externalId'>) =>
  a.platform === 'temu' ? (a.phone ?? a.externalId) : `SHEIN ${a.externalId}`;
