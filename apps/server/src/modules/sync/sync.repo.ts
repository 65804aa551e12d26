import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { marketplaceAccounts, shopSyncState, shops } from '../../db/schema/index.js';

/** Marks the shop's sync running under this server's lease. */
export const takeLease = (db: Db, shopId: number, owner: string, until: Date) =>
  db
    .insert(shopSyncState)
    .values({ shopId, status: 'running', leaseOwner: owner, leaseUntil: until })
    .onConflictDoUpdate({
      target: shopSyncState.shopId,
      set: { status: 'running', leaseOwner: owner, leaseUntil: until },
    });

/** The heartbeat: extends the lease while this server still holds it. */
export const extendLease = (db: Db, shopId: number, owner: string, until: Date) =>
  db
    .update(shopSyncState)
    .set({ leaseUntil: until })
    .where(and(eq(shopSyncState.shopId, shopId), eq(shopSyncState.leaseOwner, owner)));

/** An aborted run (shutdown) leaves the shop 'queued' without a lease: any server re-queues it. */
export const releaseAsQueued = (db: Db, shopId: number) =>
  db
    .update(shopSyncState)
    .set({ status: 'queued', leaseOwner: null, leaseUntil: null })
    .where(eq(shopSyncState.shopId, shopId));

/**
 * Shops of active accounts whose sync was interrupted: 'running' with a lapsed lease (or no lease),
 * and, when `restartedOwner` is given (this server's start-up), also 'running' under that same
 * owner (its previous life died), 'queued' ones, and shops never synced. A 'running' shop whose
 * lease another live server keeps renewing is never taken.
 */
export const findInterruptedShops = async (db: Db, now: Date, restartedOwner?: string) => {
  const lapsed = and(
    eq(shopSyncState.status, 'running'),
    or(isNull(shopSyncState.leaseUntil), lt(shopSyncState.leaseUntil, now)),
  );
  const where = restartedOwner
    ? or(
        lapsed,
        and(eq(shopSyncState.status, 'running'), eq(shopSyncState.leaseOwner, restartedOwner)),
        eq(shopSyncState.status, 'queued'),
        isNull(shopSyncState.shopId),
      )
    : lapsed;
  return db
    .select({ shopId: shops.id, lastFullSyncAt: shopSyncState.lastFullSyncAt })
    .from(shops)
    .innerJoin(marketplaceAccounts, eq(marketplaceAccounts.id, shops.accountId))
    .leftJoin(shopSyncState, eq(shopSyncState.shopId, shops.id))
    .where(and(eq(marketplaceAccounts.status, 'active'), where));
};

/** Used by tests and the shutdown path: how many shops are still marked running. */
export const countRunning = async (db: Db, shopIds: number[]) =>
  shopIds.length
    ? (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(shopSyncState)
          .where(and(inArray(shopSyncState.shopId, shopIds), eq(shopSyncState.status, 'running')))
      )[0]!.n
    : 0;
