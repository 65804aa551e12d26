import { Topics } from '@ksa/contract';
import { eq, sql } from 'drizzle-orm';
import { marketplaceAccounts, shopStaff, shopSyncState, shops } from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';
import { MarketplaceError } from '../../integrations/marketplace-types.js';
import { addDays, bjDay, maxDay } from '../../lib/days.js';
import { observeSync } from '../../lib/metrics.js';
import { audit } from '../audit/audit.service.js';
import { recordIntraday } from './intraday.js';
import { refreshRolling } from './rolling.js';
import { refreshShopDaily } from './shop-daily.js';
import { extendLease, releaseAsQueued, takeLease } from './sync.repo.js';
import type { TSyncJob, TSyncOutcome } from './sync.types.js';
import type { TSyncHooks } from './sync-hooks.js';
import { syncProducts, syncSkuDays, syncSmallStreams, syncStock } from './sync-streams.js';

export type { TSyncJob, TSyncMode, TSyncOutcome } from './sync.types.js';

/** The wait before a deferred shop runs again: doubling with each deferral in a row, up to the scheduler's interval. */
export const deferDelayMs = (deps: Pick<TDeps, 'config'>, deferrals: number) =>
  Math.min(deps.config.syncDeferMs * 2 ** deferrals, Math.max(deps.config.syncIntervalMinutes, 1) * 60_000);

/** A first sync reaches back this far; incremental syncs re-read the last days (today keeps changing). */
const HISTORY_DAYS = 730;
const INCREMENTAL_OVERLAP_DAYS = 2;

/** What the user is told about a failed run (shop_sync_state.cursor keeps it beside the raw message). */
const errorCursor = (err: unknown): Record<string, string> =>
  err instanceof MarketplaceError
    ? { errorKind: err.kind === 'transient' ? 'unavailable' : 'rejected', errorCode: err.code }
    : { errorKind: 'internal' };

const setState = (deps: TDeps, shopId: number, patch: Partial<typeof shopSyncState.$inferInsert>) =>
  deps.db
    .insert(shopSyncState)
    .values({ shopId, ...patch })
    .onConflictDoUpdate({ target: shopSyncState.shopId, set: patch });

/**
 * One shop, one run: read every stream the shop's source serves, upsert (idempotent), refresh the
 * daily aggregate for the touched days, record the outcome and tell the owner's browsers.
 * A dead credential marks the account for re-login instead of retrying.
 */
export const runShopSync = async (
  deps: TDeps,
  hooks: TSyncHooks,
  job: TSyncJob,
  signal?: AbortSignal,
): Promise<TSyncOutcome> => {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  deps.log.debug({ shopId: job.shopId, mode: job.mode }, 'sync started');
  const [row] = await deps.db
    .select({ shop: shops, account: marketplaceAccounts, state: shopSyncState })
    .from(shops)
    .leftJoin(marketplaceAccounts, eq(marketplaceAccounts.id, shops.accountId))
    .leftJoin(shopSyncState, eq(shopSyncState.shopId, shops.id))
    .where(eq(shops.id, job.shopId))
    .limit(1);
  if (!row) {
    return { rows: 0 };
  }
  const { shop, account, state } = row;
  if (account?.status !== 'active') {
    await setState(deps, shop.id, { status: 'needs_relogin' });
    return { rows: 0 };
  }
  const now = deps.clock.now();
  const today = bjDay(now);
  const full = job.mode === 'full' || !state?.lastFullSyncAt;
  const from = full
    ? maxDay(addDays(today, -HISTORY_DAYS), shop.openedDay ?? '1970-01-01')
    : addDays(bjDay(state?.lastSuccessAt ?? now), -INCREMENTAL_OVERLAP_DAYS);
  signal?.throwIfAborted();
  // The lease says this server runs the shop; the heartbeat keeps it while we are alive (recovery.ts).
  const leaseMs = deps.config.syncLeaseSeconds * 1000;
  const owner = deps.config.syncOwnerId;
  await takeLease(deps.db, shop.id, owner, new Date(Date.now() + leaseMs));
  const heartbeat = setInterval(
    () =>
      void extendLease(deps.db, shop.id, owner, new Date(Date.now() + leaseMs)).catch((err) =>
        deps.log.warn({ err: (err as Error).message, shopId: shop.id }, 'sync lease heartbeat failed'),
      ),
    Math.max(500, leaseMs / 3),
  );
  heartbeat.unref();
  try {
    const source = await deps.marketSources.forShop(shop, account);
    const ctx = { db: deps.db, source, ext: shop.externalId, shopId: shop.id, signal };
    let n = await syncProducts(ctx);
    n += await syncSkuDays(ctx, from, today);
    n += await syncStock(ctx);
    n += await syncSmallStreams(ctx, full ? addDays(today, -90) : from, today);
    signal?.throwIfAborted();
    for (const stream of hooks.streams) {
      n += await stream(deps, shop.id);
    }
    await refreshShopDaily(deps.db, shop.id, from, today);
    await recordIntraday(deps.db, shop.id, today, now);
    await refreshRolling(deps.db, shop.id, today);
    for (const after of hooks.afterAggregates) {
      await after(deps, shop.id, today);
    }
    await deps.db
      .update(shopSyncState)
      .set({
        status: 'ok',
        leaseOwner: null,
        leaseUntil: null,
        lastSuccessAt: now,
        lastError: null,
        cursor: {},
        ...(full ? { lastFullSyncAt: now } : {}),
        rowsSynced: sql`${shopSyncState.rowsSynced} + ${n}`,
      })
      .where(eq(shopSyncState.shopId, shop.id));
    // Topics are per user: the BOSS and every staff member assigned to the shop get their own copy.
    const staff = await deps.db.select({ id: shopStaff.userId }).from(shopStaff).where(eq(shopStaff.shopId, shop.id));
    for (const uid of [shop.bossId, ...staff.map((s) => s.id)]) {
      await deps.realtime.publish(Topics.shopRefresh(uid, shop.id), {
        shopId: shop.id,
        mode: job.mode,
        rows: n,
        at: now.toISOString(),
      });
    }
    observeSync(shop.platform, 'ok', seconds());
    return { rows: n };
  } catch (err) {
    if (signal?.aborted) {
      // Shutdown: nothing failed; the shop is left for the next start (or a peer) to re-queue.
      await releaseAsQueued(deps.db, shop.id);
      throw err;
    }
    const msg = err instanceof Error ? err.message.slice(0, 300) : String(err);
    if (err instanceof MarketplaceError && err.kind === 'rateLimited') {
      // The app's quota is spent (other shops, other servers): a limit defers the shop, it never fails it.
      // What was stored so far stays (upserts); the next run asks again.
      await setState(deps, shop.id, {
        status: 'queued',
        lastError: msg,
        cursor: { errorKind: 'rateLimited', errorCode: err.code },
        leaseOwner: null,
        leaseUntil: null,
      });
      const deferMs = deferDelayMs(deps, job.deferrals ?? 0);
      deps.log.info({ shopId: shop.id, deferMs, err: msg }, 'sync deferred by a rate limit');
      observeSync(shop.platform, 'deferred', seconds());
      return { rows: 0, deferMs };
    }
    if (err instanceof MarketplaceError && err.needsRelogin) {
      await deps.db
        .update(marketplaceAccounts)
        .set({ status: 'needs_relogin', updatedAt: now })
        .where(eq(marketplaceAccounts.id, account.id));
      await deps.db
        .update(shopSyncState)
        .set({ status: 'needs_relogin', lastErrorAt: now, lastError: msg })
        .where(sql`${shopSyncState.shopId} in (select id from shops where account_id = ${account.id})`);
      await deps.realtime.publish(Topics.rebind(shop.bossId), {
        accountId: account.id,
        phone: account.phone,
        platform: account.platform,
      });
      await audit(deps.db, {
        event: 'sync.needsRelogin',
        ok: false,
        bossId: shop.bossId,
        detail: { shopId: shop.id, accountId: account.id },
      });
      observeSync(shop.platform, 'relogin', seconds());
      return { rows: 0 };
    }
    await setState(deps, shop.id, {
      status: 'error',
      lastErrorAt: now,
      lastError: msg,
      cursor: errorCursor(err),
      leaseOwner: null,
      leaseUntil: null,
    });
    observeSync(shop.platform, 'error', seconds());
    throw err;
  } finally {
    clearInterval(heartbeat);
  }
};
