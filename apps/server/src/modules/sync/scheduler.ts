import { eq } from 'drizzle-orm';
import { marketplaceAccounts, shops } from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';

/**
 * Every interval, queue an incremental sync of every shop whose credential is active. With several
 * servers each one does this; the queue's per-shop job id makes the duplicates harmless.
 */
export const startSyncScheduler = (deps: TDeps): (() => void) => {
  const minutes = deps.config.syncIntervalMinutes;
  if (!minutes) {
    return () => {};
  }
  const tick = async () => {
    const list = await deps.db
      .select({ id: shops.id })
      .from(shops)
      .innerJoin(marketplaceAccounts, eq(marketplaceAccounts.id, shops.accountId))
      .where(eq(marketplaceAccounts.status, 'active'));
    for (const s of list) {
      await deps.syncQueue.enqueue({ shopId: s.id, mode: 'incremental' });
    }
  };
  const timer = setInterval(
    () => void tick().catch((err) => deps.log.error({ err }, 'sync scheduler failed')),
    minutes * 60_000,
  );
  timer.unref();
  return () => clearInterval(timer);
};
