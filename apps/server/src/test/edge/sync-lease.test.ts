import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { marketplaceAccounts, shopSyncState, shops } from '../../db/schema/index.js';
import { recoverInterruptedSyncs } from '../../modules/sync/recovery.js';
import { availableEngines } from '../engines.js';
import { registerBoss, startHarness, type THarness } from '../harness.js';

const engines = await availableEngines();

/** Fault 4, the rule behind the re-queue: lapsed or own (restarted) leases are taken, a live peer's never. */
describe.each(engines)('[EDGE] sync leases on %s', (engine) => {
  let h: THarness;
  let ids: number[];
  const me = 'host-a:8080';

  beforeAll(async () => {
    h = await startHarness(engine, { syncOwnerId: me });
    const boss = await registerBoss(h);
    const [acc] = await h.db.db
      .insert(marketplaceAccounts)
      .values({
        bossId: boss.uid,
        platform: 'temu',
        kind: 'temu_seller',
        externalId: `lease-${engine}`,
        secretSealed: 'x',
      })
      .returning();
    const made = await h.db.db
      .insert(shops)
      .values(
        ['peer-live', 'peer-lapsed', 'mine', 'queued', 'never', 'ok'].map((n) => ({
          bossId: boss.uid,
          accountId: acc!.id,
          platform: 'temu' as const,
          externalId: `${n}-${engine}`,
          name: n,
        })),
      )
      .returning();
    ids = made.map((s) => s.id);
    const now = Date.now();
    await h.db.db.insert(shopSyncState).values([
      { shopId: ids[0]!, status: 'running', leaseOwner: 'host-b:8080', leaseUntil: new Date(now + 30_000) },
      { shopId: ids[1]!, status: 'running', leaseOwner: 'host-b:8080', leaseUntil: new Date(now - 1_000) },
      { shopId: ids[2]!, status: 'running', leaseOwner: me, leaseUntil: new Date(now + 30_000) },
      { shopId: ids[3]!, status: 'queued', lastFullSyncAt: new Date(now - 86_400_000) },
      { shopId: ids[5]!, status: 'ok', lastFullSyncAt: new Date(now - 86_400_000) },
    ]);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('at start-up: own, lapsed, queued and never-synced shops; not a live peer’s, not a finished one', async () => {
    const enqueue = vi.spyOn(h.app.deps.syncQueue, 'enqueue').mockResolvedValue();
    await recoverInterruptedSyncs(h.app.deps, { startup: true });
    expect(enqueue.mock.calls.map(([j]) => j).sort((a, b) => a.shopId - b.shopId)).toEqual([
      { shopId: ids[1], mode: 'full' },
      { shopId: ids[2], mode: 'full' },
      { shopId: ids[3], mode: 'incremental' },
      { shopId: ids[4], mode: 'full' },
    ]);
    enqueue.mockRestore();
  });

  it('later sweeps take only lapsed leases', async () => {
    const enqueue = vi.spyOn(h.app.deps.syncQueue, 'enqueue').mockResolvedValue();
    await recoverInterruptedSyncs(h.app.deps, { startup: false });
    expect(enqueue.mock.calls.map(([j]) => j.shopId)).toEqual([ids[1]]);
    enqueue.mockRestore();
  });
});
