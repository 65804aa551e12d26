import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../db/schema/index.js';
import { resolveAuth } from '../../plugins/auth-context.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { requireActiveShops } from './shop-expiry.service.js';
import { seedShops } from './shop-tabs.fixture.js';

const engines = await availableEngines();
const HOUR = 3_600_000;

describe.each(engines)('[EXPIRY] shop expiry on %s', (engine) => {
  let h: THarness;
  let a: Awaited<ReturnType<typeof registerBoss>>;
  let b: Awaited<ReturnType<typeof registerBoss>>;
  let [live, soon, gone, old, never]: number[] = [];

  beforeAll(async () => {
    h = await startHarness(engine);
    a = await registerBoss(h);
    b = await registerBoss(h);
    const now = Date.now();
    [live, soon, gone, old, never] = await seedShops(h, a.uid, [
      { platform: 'temu', name: '有效店', expireAt: new Date(now + 15 * 24 * HOUR) },
      { platform: 'temu', name: '快到期', expireAt: new Date(now + 20 * HOUR) },
      { platform: 'shein', name: '刚到期', expireAt: new Date(now - 2 * 24 * HOUR) },
      { platform: 'shein', name: '早到期', expireAt: new Date(now - 8 * 24 * HOUR) },
      { platform: 'temu', semi: true, name: '无期限' },
    ]);
  });
  afterAll(async () => {
    await h?.close();
  });

  const check = async (shopId: string | number, dayBeforeExpired: 0 | 1, token = a.token) =>
    (await h.post('/api/shop/checkExpire', { shopId, dayBeforeExpired }, token)).body;

  it('今日不再提示 sends the close-warning message on the user’s own topic', async () => {
    const sent: { topic: string; msg: unknown }[] = [];
    const realtime = h.app.deps.realtime;
    const original = realtime.publish;
    realtime.publish = async (topic, msg) => {
      sent.push({ topic, msg });
      return original.call(realtime, topic, msg);
    };
    try {
      const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      expect((await h.post('/api/shop/closeExpiryWarning', { day: '2001-01-01' }, a.token)).body.code).toBe(1);
      expect(sent).toEqual([]);
      const res = await h.post('/api/shop/closeExpiryWarning', { day }, a.token);
      expect(res.body.code).toBe(0);
      expect(sent).toEqual([{ topic: `u/${a.uid}/close_warning/topic`, msg: { day: res.body.data.day } }]);
    } finally {
      realtime.publish = original;
    }
  });

  it('lists shops expired within the last 7 days only', async () => {
    const res = await h.post('/api/order/getExpiredShopList', {}, a.token);
    expect(res.body.data).toEqual([
      { shopId: gone, mallName: '刚到期', expireDate: expect.any(String), expired: true },
    ]);
    expect((await h.post('/api/order/getExpiredShopList', {}, b.token)).body.data).toEqual([]);
  });

  it('checks expired (0) and under 24 hours (1) for one id, a comma list, or 100 = all', async () => {
    expect(await check(100, 0)).toMatchObject({ code: 0, data: [gone, old] });
    expect((await check(100, 1)).data).toEqual([soon]);
    expect((await check(`${live},${gone}`, 0)).data).toEqual([gone]);
    expect((await check(live!, 1)).data).toEqual([]);
    expect((await check(never!, 0)).data).toEqual([]);
  });

  it('follows expire_at as it moves in the database', async () => {
    await h.db.db
      .update(shops)
      .set({ expireAt: new Date(Date.now() - 60_000) })
      .where(eq(shops.id, soon!));
    expect((await check(soon!, 0)).data).toEqual([soon]);
    expect((await check(soon!, 1)).data).toEqual([]);
    const listed = (await h.post('/api/order/getExpiredShopList', {}, a.token)).body.data;
    expect(listed.map((s: any) => s.shopId)).toEqual([soon, gone]);
    expect((await check(100, 1)).data).toEqual([]);
    expect((await check('', 0)).code).toBe(9999);
  });

  it('requireActiveShops: EXPIRED (403) for any expired shop, 404 for a foreign one', async () => {
    const deps = h.app.deps;
    const auth = (await resolveAuth(deps, a.token))!;
    expect(await requireActiveShops(deps, auth, [live!, never!])).toEqual([live, never]);
    await expect(requireActiveShops(deps, auth, [live!, gone!])).rejects.toMatchObject({
      id: 'EXPIRED',
      status: 403,
      message: '系统使用期限已到期',
    });
    await expect(requireActiveShops(deps, auth, [100])).rejects.toMatchObject({ id: 'EXPIRED' });
    const bAuth = (await resolveAuth(deps, b.token))!;
    await expect(requireActiveShops(deps, bAuth, [live!])).rejects.toMatchObject({ id: 'NOT_FOUND' });
    expect(await requireActiveShops(deps, bAuth, [100])).toEqual([]);
  });
});
