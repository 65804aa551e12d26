import type { TDeps } from '../../deps.js';
import { findInterruptedShops } from './sync.repo.js';

/**
 * Re-queues syncs a dead process left behind. The rule, for one server or several sharing a database:
 * - a running sync holds a lease (owner = this server's SYNC_OWNER_ID, default host:port) that its
 *   heartbeat renews every third of SYNC_LEASE_SECONDS;
 * - any server re-queues a 'running' shop whose lease lapsed (its owner died or hangs), so after a
 *   kill -9 a peer picks the shop up within one lease; a live peer's renewed lease is never taken;
 * - at start-up a server also re-queues what its own previous life held (same owner id: that process
 *   is gone), shops left 'queued' by a shutdown, and shops never synced (first syncs that were only
 *   waiting in a memory queue). A peer holding those in its own memory queue may sync them once more;
 *   the writers are idempotent upserts, so that costs time, never correctness.
 */
export const recoverInterruptedSyncs = async (deps: TDeps, opts: { startup: boolean }) => {
  const now = deps.clock.now();
  const list = await findInterruptedShops(deps.db, now, opts.startup ? deps.config.syncOwnerId : undefined);
  for (const s of list) {
    await deps.syncQueue.enqueue({ shopId: s.shopId, mode: s.lastFullSyncAt ? 'incremental' : 'full' });
  }
  if (list.length) {
    deps.log.info({ shops: list.length, startup: opts.startup }, 'interrupted syncs re-queued');
  }
  return list.length;
};

/** At start-up, then every third of a lease: picks up syncs whose owner stopped renewing. */
export const startSyncRecovery = (deps: TDeps): (() => void) => {
  const run = (startup: boolean) =>
    void recoverInterruptedSyncs(deps, { startup }).catch((err) => deps.log.error({ err }, 'sync recovery failed'));
  run(true);
  const timer = setInterval(() => run(false), Math.max(1_000, (deps.config.syncLeaseSeconds * 1000) / 3));
  timer.unref();
  return () => clearInterval(timer);
};
