import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { marketplaceAccounts, shopDisplayNames, shops } from '../../db/schema/index.js';
import { forBoss } from '../../db/scope.js';

type TOwner = { bossId: number };

/** The tenant's Temu accounts, each with its shops (one row per shop; none → shop null). */
export const findTemuAccountsWithShops = (db: Db, owner: TOwner) =>
  db
    .select({ account: marketplaceAccounts, shop: shops, custom: shopDisplayNames.displayName })
    .from(marketplaceAccounts)
    .leftJoin(shops, eq(shops.accountId, marketplaceAccounts.id))
    .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
    .where(and(forBoss(marketplaceAccounts, owner), eq(marketplaceAccounts.platform, 'temu')))
    .orderBy(marketplaceAccounts.id, shops.id);

/** The tenant's Shein stores with their authorization. */
export const findSheinShopsWithAccounts = (db: Db, owner: TOwner) =>
  db
    .select({ account: marketplaceAccounts, shop: shops, custom: shopDisplayNames.displayName })
    .from(shops)
    .innerJoin(marketplaceAccounts, eq(marketplaceAccounts.id, shops.accountId))
    .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
    .where(and(forBoss(shops, owner), eq(shops.platform, 'shein')))
    .orderBy(shops.id);

export const getTemuAccount = async (db: Db, owner: TOwner, accountId: number) =>
  (
    await db
      .select()
      .from(marketplaceAccounts)
      .where(
        and(
          eq(marketplaceAccounts.id, accountId),
          forBoss(marketplaceAccounts, owner),
          eq(marketplaceAccounts.platform, 'temu'),
        ),
      )
      .limit(1)
  )[0] ?? null;

/** Deletes an account's shops (their synced rows go by cascade); returns their ids. */
export const deleteAccountShops = async (db: Db, owner: TOwner, accountId: number) =>
  await db
    .delete(shops)
    .where(and(eq(shops.accountId, accountId), forBoss(shops, owner)))
    .returning({
      id: shops.id,
      platform: shops.platform,
      externalId: shops.externalId,
      expireAt: shops.expireAt,
      createdAt: shops.createdAt,
    });

/** Open-API tokens of the tenant that no shop uses any more. */
export const deleteOrphanOpenTokens = (db: Db, owner: TOwner) =>
  db.execute(
    sql`delete from marketplace_accounts where boss_id = ${owner.bossId} and kind = 'temu_open' and not exists (select 1 from shops where open_account_id = marketplace_accounts.id or account_id = marketplace_accounts.id)`,
  );

export const deleteAccount = (db: Db, accountId: number) =>
  db.delete(marketplaceAccounts).where(eq(marketplaceAccounts.id, accountId));

/** Deletes one of the tenant's Shein stores; null when there is none. */
export const deleteSheinShop = async (db: Db, owner: TOwner, shopId: number) =>
  (
    await db
      .delete(shops)
      .where(and(eq(shops.id, shopId), forBoss(shops, owner), eq(shops.platform, 'shein')))
      .returning()
  )[0] ?? null;

/** An authorization goes when its last store goes. */
export const deleteAccountIfUnused = (db: Db, accountId: number) =>
  db.execute(
    sql`delete from marketplace_accounts where id = ${accountId} and not exists (select 1 from shops where account_id = ${accountId})`,
  );
