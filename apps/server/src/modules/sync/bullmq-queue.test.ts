import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const reachable = await new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  .connect()
  .then(
    () => true,
    () => false,
  );

/**
 * Two API servers on one database and one Redis: the BullMQ queue spreads shops over both workers,
 * and no shop is ever synced by both at once (its job id is the shop id).
 */
describe.runIf(reachable || process.env.CI)('[SYNC] BullMQ across two servers', () => {
  let h: THarness;
  let second: Awaited<ReturnType<typeof buildApp>>;
  const prefix = `ksa-test-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    h = await startHarness('pglite', { redisUrl, queuePrefix: prefix }, undefined, { profile: 'tiny' });
    second = await buildApp({ config: h.app.deps.config, db: h.db, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await h?.close();
    const r = new Redis(redisUrl);
    const keys = await r.keys(`${prefix}:*`);
    if (keys.length) {
      await r.del(...keys);
    }
    r.disconnect();
  });

  it('syncs every shop once although both servers queue it, never twice at the same time', async () => {
    expect(h.app.deps.syncQueue.kind).toBe('bullmq');
    const boss = await registerBoss(h);
    const acc = h.sandbox.world.temuAccounts[0]!;
    // Bind (the first syncs get queued), and wait for them.
    const sent = await h.post('/api/auth/sendTemuCode', { phone: acc.phone, password: acc.password }, boss.token);
    if (sent.body.data?.needCode) {
      await h.post(
        '/api/auth/bindAccount',
        { phone: acc.phone, password: acc.password, code: (await h.lastCode(acc.phone))! },
        boss.token,
      );
    }
    let list: { mallId: number }[] = [];
    for (let i = 0; i < 100 && list.length === 0; i++) {
      list = (await h.post('/api/shop/getBossShopList', {}, boss.token)).body.data;
      await new Promise((r) => setTimeout(r, 100));
    }
    await h.app.deps.syncQueue.idle();

    const running = new Map<number, number>();
    const runs = new Map<number, number>();
    let overlap = false;
    for (const app of [h.app, second]) {
      const original = app.deps.marketSources.forShop;
      app.deps.marketSources.forShop = async (shop, account) => {
        running.set(shop.id, (running.get(shop.id) ?? 0) + 1);
        overlap ||= (running.get(shop.id) ?? 0) > 1;
        runs.set(shop.id, (runs.get(shop.id) ?? 0) + 1);
        try {
          return await original(shop, account);
        } finally {
          setTimeout(() => running.set(shop.id, (running.get(shop.id) ?? 1) - 1), 300);
        }
      };
    }
    await Promise.all(
      list.flatMap((s) =>
        [h.app, second].map((app) => app.deps.syncQueue.enqueue({ shopId: s.mallId, mode: 'incremental' })),
      ),
    );
    await h.app.deps.syncQueue.idle();
    await new Promise((r) => setTimeout(r, 500));
    expect(overlap).toBe(false);
    expect([...runs.values()]).toEqual(list.map(() => 1));
    const status = (await h.post('/api/shop/syncStatus', {}, boss.token)).body.data;
    expect(status.every((s: { status: string }) => s.status === 'ok')).toBe(true);
  });
});
