import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { marketplaceAccounts, shopEntitlements, shopSyncState, shops } from '../../db/schema/index.js';
import { forBoss } from '../../db/scope.js';
import type { TMkShop } from '../../integrations/marketplace-types.js';

const DAY_MS = 86_400_000;

/** Shops of these external ids already bound by another BOSS (a shop belongs to one BOSS). */
export const findShopsBoundElsewhere = async (
  db: Db,
  platform: 'temu' | 'shein',
  externalIds: string[],
  bossId: number,
) =>
  externalIds.length === 0
    ? []
    : db
        .select({ id: shops.id, externalId: shops.externalId })
        .from(shops)
        .where(and(eq(shops.platform, platform), inArray(shops.externalId, externalIds), ne(shops.bossId, bossId)));

/**
 * The expiry a marketplace shop starts with when it is bound: its trial the first time it is ever bound (by
 * anyone), else what it had when it was last unbound, so unbinding and binding again never restarts the trial.
 */
export const claimTrial = async (
  db: Db,
  platform: 'temu' | 'shein',
  externalId: string,
  now: Date,
  trialDays: number,
) => {
  await db
    .insert(shopEntitlements)
    .values({ platform, externalId, trialStartedAt: now, expireAt: new Date(now.getTime() + trialDays * DAY_MS) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ expireAt: shopEntitlements.expireAt })
    .from(shopEntitlements)
    .where(and(eq(shopEntitlements.platform, platform), eq(shopEntitlements.externalId, externalId)));
  return row?.expireAt ?? new Date(now.getTime() + trialDays * DAY_MS);
};

/** Keeps the expiry of shops about to be unbound, for when the marketplace shop is bound again. */
export const rememberExpiry = async (
  db: Db,
  list: { platform: 'temu' | 'shein'; externalId: string; expireAt: Date | null; createdAt: Date }[],
) => {
  for (const s of list) {
    await db
      .insert(shopEntitlements)
      .values({ platform: s.platform, externalId: s.externalId, trialStartedAt: s.createdAt, expireAt: s.expireAt })
      .onConflictDoUpdate({
        target: [shopEntitlements.platform, shopEntitlements.externalId],
        set: { expireAt: s.expireAt },
      });
  }
};

const isBound = async (db: Db, platform: 'temu' | 'shein', externalId: string) =>
  (
    await db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.platform, platform), eq(shops.externalId, externalId)))
      .limit(1)
  ).length > 0;

/** Inserts new shops (trial or remembered expiry) and refreshes names/types of known ones; returns their ids. */
export const upsertBoundShops = async (
  db: Db,
  bossId: number,
  accountId: number,
  list: TMkShop[],
  now: Date,
  trialDays: number,
): Promise<number[]> => {
  const ids: number[] = [];
  for (const s of list) {
    const expireAt = (await isBound(db, s.platform, s.externalId))
      ? null
      : await claimTrial(db, s.platform, s.externalId, now, trialDays);
    const [row] = await db
      .insert(shops)
      .values({
        bossId,
        accountId,
        platform: s.platform,
        externalId: s.externalId,
        name: s.name,
        semiManaged: s.semiManaged,
        currency: s.currency,
        openedDay: s.openedDay ?? null,
        // Only used by a real insert (a bound shop's row keeps its own expiry on conflict).
        expireAt: expireAt ?? new Date(now.getTime() + trialDays * DAY_MS),
      })
      .onConflictDoUpdate({
        target: [shops.platform, shops.externalId],
        set: { accountId, name: s.name, semiManaged: s.semiManaged, currency: s.currency },
        // Never take over another BOSS's shop: the update applies only to this BOSS's row.
        setWhere: forBoss(shops, { bossId }),
      })
      .returning({ id: shops.id });
    if (row) {
      ids.push(row.id);
      await db.insert(shopSyncState).values({ shopId: row.id }).onConflictDoNothing();
    }
  }
  return ids;
};

export const findAccount = async (db: Db, bossId: number, id: number) =>
  (
    await db
      .select()
      .from(marketplaceAccounts)
      .where(and(eq(marketplaceAccounts.id, id), forBoss(marketplaceAccounts, { bossId })))
      .limit(1)
  )[0] ?? null;

/**
 * Creates or refreshes a credential. An account already held by another BOSS is never taken over:
 * the update applies only to the same BOSS's row, and null comes back otherwise.
 */
export const upsertAccount = async (db: Db, values: typeof marketplaceAccounts.$inferInsert) => {
  const [row] = await db
    .insert(marketplaceAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: [marketplaceAccounts.platform, marketplaceAccounts.kind, marketplaceAccounts.externalId],
      set: values,
      setWhere: forBoss(marketplaceAccounts, values),
    })
    .returning({ id: marketplaceAccounts.id });
  return row ?? null;
};

/** The tenant's Temu shop for a mall id, or null. */
export const getTenantTemuShop = async (db: Db, bossId: number, mallId: string) =>
  (
    await db
      .select()
      .from(shops)
      .where(and(eq(shops.platform, 'temu'), eq(shops.externalId, mallId), forBoss(shops, { bossId })))
      .limit(1)
  )[0] ?? null;

export const setShopOpenAccount = (db: Db, shopId: number, openAccountId: number) =>
  db.update(shops).set({ openAccountId }).where(eq(shops.id, shopId));

/** A mall bound by its Open API token alone becomes a shop (with the trial period); returns its id. */
export const insertOpenApiShop = async (
  db: Db,
  v: { bossId: number; accountId: number; mallId: string; name: string; semiManaged: boolean; expireAt: Date },
) => {
  const [created] = await db
    .insert(shops)
    .values({
      bossId: v.bossId,
      accountId: v.accountId,
      openAccountId: v.accountId,
      platform: 'temu',
      externalId: v.mallId,
      name: v.name,
      semiManaged: v.semiManaged,
      expireAt: v.expireAt,
    })
    .returning({ id: shops.id });
  await db.insert(shopSyncState).values({ shopId: created!.id }).onConflictDoNothing();
  return created!.id;
};
