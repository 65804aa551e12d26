import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empowerInSandbox } from '../../db/seed/sandbox-empower.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';

const engines = await availableEngines();

// Small waits so a test sees a limit outlast the retries and defer the shop within seconds.
const ENV = { SYNC_RATE_BACKOFF_MS: '20', SYNC_DEFER_MS: '150' };

/**
 * One Shein app, 20 shops of 4 sellers, against the sandbox's quota of 10 calls a second per app (the real
 * platform shares an app's quota across all its shops): every shop must reach 同步成功, none may give up.
 */
describe.each(engines)('[SYNC] Shein app quota shared by many shops on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  const saved: Record<string, string | undefined> = {};

  const status = async () => (await h.post('/api/shop/syncStatus', {}, boss.token)).body.data as any[];
  const faults = (body: unknown) =>
    fetch(
      `${h.sandboxUrl}/shein-open/admin/faults`,
      body
        ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
        : { method: 'DELETE' },
    ).then((r) => expect(r.status).toBe(200));

  beforeAll(async () => {
    for (const [k, v] of Object.entries(ENV)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
    h = await startHarness(engine, {}, undefined, {
      profile: 'tiny',
      worldOverrides: {
        sheinSellers: 4,
        sheinShopsPerSeller: 5,
        spareSheinShops: [],
        skcsPerShop: 3,
        historyDays: 6,
      },
    });
    boss = await registerBoss(h);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) {
        delete process.env[k];
      } else {
        process.env[k] = v;
      }
    }
  });

  it('paces all 20 shops of one app within its quota: every shop reaches success', async () => {
    const sellers = h.sandbox.world.sheinSellers;
    expect(sellers.flatMap((s) => s.shopIds)).toHaveLength(20);
    for (const seller of sellers) {
      const url = (await h.post('/api/shein/auth/authorizationUrl', { clientId: 'tab123456' }, boss.token)).body.data;
      const { redirect } = await empowerInSandbox(h.sandboxUrl, url, seller.supplierId);
      const cb = await h.app.inject({ method: 'GET', url: `${redirect.pathname}${redirect.search}` });
      expect(cb.body).toContain('授权成功！');
    }
    await h.app.deps.syncQueue.idle();
    const list = await status();
    expect(list).toHaveLength(20);
    for (const s of list) {
      expect(s, s.mallName).toMatchObject({ status: 'ok', lastError: null, errorKind: null });
    }
  }, 240_000);

  it('a rate limit that outlasts the retries defers the shop, which then finishes (never 同步失败)', async () => {
    const shopId = (await status())[0].shopId;
    // 30 limited answers: more than one run's retries (6 tries of 4 requests), fewer than two runs'.
    await faults({ path: '/open-api/goods/searchProduct', status: 429, count: 30 });
    const seen = new Set<string>();
    const runs = (async () => {
      for (let i = 0; i < 400; i++) {
        const s = (await status()).find((x) => x.shopId === shopId);
        seen.add(`${s.status}:${s.errorKind}`);
        if (s.status === 'ok' && i > 0) {
          return s;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      return null;
    })();
    // Over the 5-minute throttle: a refresh of a healthy shop is refused, so queue it directly.
    await h.app.deps.syncQueue.enqueue({ shopId, mode: 'incremental' });
    const done = await runs;
    await h.app.deps.syncQueue.idle();
    expect(seen.has('queued:rateLimited')).toBe(true);
    expect([...seen].some((x) => x.startsWith('error'))).toBe(false);
    expect(done).toMatchObject({ status: 'ok', errorKind: null });
  }, 120_000);

  it('a shop that really fails shows the cause and can be retried at once', async () => {
    const shopId = (await status())[1].shopId;
    await faults({ path: '/open-api/goods/searchProduct', status: 502, count: 1000 });
    const { runShopSync } = await import('./sync-runner.js');
    const { syncHooks } = await import('../index.js');
    await expect(runShopSync(h.app.deps, syncHooks, { shopId, mode: 'incremental' })).rejects.toThrow(
      /HTTP_502|502|openapi00099/,
    );
    const failed = (await status()).find((x) => x.shopId === shopId);
    expect(failed).toMatchObject({ status: 'error', errorKind: 'unavailable', errorCode: 'openapi00099' });
    await faults(null);
    // 重试: the 5-minute throttle does not hold back a failed shop.
    const retry = await h.post('/api/shop/refresh', { shopId }, boss.token);
    expect(retry.body).toMatchObject({ code: 0 });
    await h.app.deps.syncQueue.idle();
    expect((await status()).find((x) => x.shopId === shopId)).toMatchObject({ status: 'ok', errorKind: null });
  }, 120_000);
});
