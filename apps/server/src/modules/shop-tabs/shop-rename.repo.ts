import { and, eq, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shopDisplayNames, shops } from '../../db/schema/index.js';
import { forBoss } from '../../db/scope.js';

type TOwner = { bossId: number };

/** A tenant's shop with its display name, or null. */
export const getNamedShop = async (db: Db, owner: TOwner, shopId: number) =>
  (
    await db
      .select({ shop: shops, custom: shopDisplayNames.displayName })
      .from(shops)
      .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
      .where(and(eq(shops.id, shopId), forBoss(shops, owner)))
      .limit(1)
  )[0] ?? null;

/** Whether another shop of the tenant shows or is named `name`. */
export const isShopNameTaken = async (db: Db, owner: TOwner, shopId: number, name: string) =>
  (
    await db
      .select({ id: shops.id })
      .from(shops)
      .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
      .where(
        and(
          forBoss(shops, owner),
          ne(shops.id, shopId),
          or(eq(shops.name, name), eq(shopDisplayNames.displayName, name)),
        ),
      )
      .limit(1)
  ).length > 0;

export const deleteDisplayName = (db: Db, shopId: number) =>
  db.delete(shopDisplayNames).where(eq(shopDisplayNames.shopId, shopId));

export const upsertDisplayName = (db: Db, owner: TOwner, shopId: number, name: string, at: Date) =>
  db
    .insert(shopDisplayNames)
    .values({ shopId, bossId: owner.bossId, displayName: name, updatedAt: at })
    .onConflictDoUpdate({ target: shopDisplayNames.shopId, set: { displayName: name, updatedAt: at } });
