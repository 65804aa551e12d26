import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createAppQuota, type TAppQuota } from './app-quota.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
const redisUp = await probe.connect().then(
  () => true,
  () => false,
);
probe.disconnect();

/** Starts `n` calls per quota at once (as many shops would) and returns when each was let through. */
const burst = async (quotas: TAppQuota[], key: string, n: number, intervalMs: number) => {
  const t0 = Date.now();
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: n }, (_, i) =>
      quotas[i % quotas.length]!.acquire(key, intervalMs).then(() => times.push(Date.now() - t0)),
    ),
  );
  return times.sort((a, b) => a - b);
};

/** The GCRA promise: the k-th call of a burst never leaves before k slots have passed (timers may fire 2 ms early). */
const earliest = (times: number[], intervalMs: number) => times.every((t, k) => t >= k * intervalMs - 2);

describe('[SYNC] app quota', () => {
  it('lets calls of one app through one slot apart, and other apps independently', async () => {
    const q = createAppQuota();
    const [a, b] = await Promise.all([burst([q], 'shein:A', 12, 50), burst([q], 'shein:B', 3, 50)]);
    // 12 calls at one per 50 ms: the burst is spread over ≥ 550 ms, never faster.
    expect(earliest(a, 50)).toBe(true);
    expect(a.at(-1)!).toBeGreaterThanOrEqual(540);
    // Another app's calls do not wait behind A's.
    expect(b.at(-1)!).toBeLessThan(200);
  });

  describe.skipIf(!redisUp)('through Redis', () => {
    const clients: Redis[] = [];
    afterAll(async () => {
      await Promise.all(clients.map((c) => c.quit()));
    });

    it('two servers share one app quota: their calls together stay one slot apart', async () => {
      const servers = [0, 1].map(() => {
        const c = new Redis(REDIS_URL);
        clients.push(c);
        return createAppQuota(c, { prefix: `ksa-test:${randomBytes(4).toString('hex')}:` });
      });
      // Same prefix on both, as two servers of one deployment.
      const prefix = `ksa-test:${randomBytes(4).toString('hex')}:`;
      const shared = clients.map((c) => createAppQuota(c, { prefix }));
      expect(shared[0]!.kind).toBe('redis');
      const times = await burst(shared, 'shein:APP', 12, 50);
      expect(earliest(times, 50)).toBe(true);
      expect(times.at(-1)!).toBeGreaterThanOrEqual(540);
      // Separately prefixed deployments do not share.
      const apart = await burst(servers, 'shein:APP', 2, 50);
      expect(apart.at(-1)!).toBeLessThan(100);
    });
  });
});
