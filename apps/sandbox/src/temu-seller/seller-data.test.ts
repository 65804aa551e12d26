import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trafficDays } from '../market/traffic.js';
import { addDays, beijingDayOf } from '../temu-open/beijing-time.js';
import { accessTokenFor } from '../temu-open/tokens.js';
import { getWith, openSellerCentre, sessionOf, type TSellerKit, world } from './seller-test-kit.js';

let kit: TSellerKit;
let session: string;
beforeEach(async () => {
  kit = await openSellerCentre();
  session = await sessionOf(kit.app);
});
afterEach(() => kit.app.close());

const get = async (url: string) => (await getWith(kit.app, session, url)).json();

describe('seller centre data', () => {
  it('shows the account with a masked phone and only its own Temu shops', async () => {
    expect(await get('/temu-seller/api/account')).toEqual({
      success: true,
      uid: 'temu-uid-1',
      mainUid: 'temu-uid-1',
      subAccount: false,
      phone: '138****0001',
      shops: [
        { mallId: 101, mallName: '测试店铺101', semiManaged: false, openedDay: '2024-12-01' },
        { mallId: 102, mallName: '测试店铺102', semiManaged: true, openedDay: '2024-12-01' },
      ],
    });
  });

  it("refuses another account's mallId, a Shein shop and a missing session", async () => {
    for (const mallId of [201, 901, 999]) {
      const res = await getWith(kit.app, session, `/temu-seller/api/finance?mallId=${mallId}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'NO_PERMISSION' });
    }
    const anon = await kit.app.inject({ method: 'GET', url: '/temu-seller/api/finance?mallId=101' });
    expect(anon.statusCode).toBe(401);
  });

  it('serves daily SKU sales equal to the world, paged, at most 92 days per call', async () => {
    const expected = world.skuDays(101, '2025-02-01', '2025-03-01', new Date(kit.clock.now()));
    const all = await get('/temu-seller/api/sales/daily?mallId=101&from=2025-02-01&to=2025-03-01&pageSize=500');
    expect(all.total).toBe(expected.length);
    const units = (rows: { units: number }[]) => rows.reduce((n, r) => n + r.units, 0);
    expect(units(all.list)).toBe(units(expected));
    const p2 = await get('/temu-seller/api/sales/daily?mallId=101&from=2025-02-01&to=2025-03-01&page=2&pageSize=10');
    expect(p2).toMatchObject({ page: 2, pageSize: 10, total: expected.length });
    expect(p2.list).toEqual(all.list.slice(10, 20));
    const wide = await getWith(
      kit.app,
      session,
      '/temu-seller/api/sales/daily?mallId=101&from=2024-11-29&to=2025-03-01',
    );
    expect(wide.statusCode).toBe(400);
    expect(wide.json().errorCode).toBe('RANGE_TOO_LARGE');
    expect((await get('/temu-seller/api/sales/daily?mallId=101&from=2024-11-30&to=2025-03-01')).success).toBe(true);
  });

  it('lists products without cost, stock, finance and delivery ratings from the world', async () => {
    const products = await get('/temu-seller/api/products?mallId=101');
    expect(products.total).toBe(3);
    expect(products.list[2]).toMatchObject({ offShelfDay: '2025-02-20', categoryPath: ['女装', '连衣裙'] });
    expect(JSON.stringify(products)).not.toContain('costCents');
    const stock = await get('/temu-seller/api/stock?mallId=101');
    expect(stock.day).toBe('2025-03-01');
    expect(stock).toMatchObject({ total: 6, page: 1 });
    expect(stock.list).toHaveLength(6);
    expect(stock.list[0]).toMatchObject({ skuId: 101000, skcId: 10100, warehouse: 10 });
    expect(await get('/temu-seller/api/finance?mallId=101')).toEqual({
      success: true,
      balanceCents: 101_000,
      pendingCents: 10_100,
      currency: 'CNY',
      at: new Date(kit.clock.now()).toISOString(),
    });
    expect((await get('/temu-seller/api/delivery-assessment?mallId=101')).list).toHaveLength(2);
  });

  it('nests enrollments and their records under activities', async () => {
    const { list } = await get('/temu-seller/api/activities?mallId=102');
    expect(list[0]).toMatchObject({ activityId: 1021, name: '限时秒杀' });
    expect(list[0].enrollments[0].records).toHaveLength(4);
  });

  it('filters reviews, notices and returns by Beijing days like the world does', async () => {
    const from = new Date(Date.parse('2025-02-01T00:00:00+08:00'));
    const to = new Date(kit.clock.now());
    const q = 'mallId=101&from=2025-02-01&to=2025-03-01&pageSize=500';
    expect((await get(`/temu-seller/api/reviews?${q}`)).total).toBe(world.reviews(101, from, to).length);
    expect((await get(`/temu-seller/api/notices?${q}`)).total).toBe(world.notices(101, from, to).length);
    expect((await get(`/temu-seller/api/returns?${q}`)).total).toBe(world.returns(101, from, to).length);
  });

  it('shows the open API tokens of its shops on 授权管理, including expiry done through the open API', async () => {
    const before = await get('/temu-seller/api/open-tokens');
    expect(before.list.map((t: { mallId: number }) => t.mallId)).toEqual([101, 102]);
    expect(before.list[0]).toMatchObject({
      accessToken: accessTokenFor(world.seed, 101),
      appKey: 'ksa-temu-app-key',
      region: 'CN',
      status: 'valid',
    });
    await kit.app.inject({
      method: 'POST',
      url: '/temu-open/admin/expire-token',
      payload: { access_token: accessTokenFor(world.seed, 101) },
    });
    expect((await get('/temu-seller/api/open-tokens')).list[0].status).toBe('expired');
  });

  it('rate-limits a session at 10 requests per second with 429', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await getWith(kit.app, session, '/temu-seller/api/account')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const last = await getWith(kit.app, session, '/temu-seller/api/account');
    expect(last.statusCode).toBe(429);
    expect(last.json().errorCode).toBe('RATE_LIMITED');
    kit.clock.advance(1000);
    expect((await getWith(kit.app, session, '/temu-seller/api/account')).statusCode).toBe(200);
  });

  it('injects faults for the next N calls on a path prefix, and clears them', async () => {
    const add = await kit.app.inject({
      method: 'POST',
      url: '/temu-seller/admin/faults',
      payload: { path: '/temu-seller/api/sales', status: 500, count: 2 },
    });
    expect(add.statusCode).toBe(200);
    const url = '/temu-seller/api/sales/daily?mallId=101&from=2025-03-01&to=2025-03-01';
    const codes = [];
    for (let i = 0; i < 3; i += 1) {
      codes.push((await getWith(kit.app, session, url)).statusCode);
    }
    expect(codes).toEqual([500, 500, 200]);
    expect((await getWith(kit.app, session, '/temu-seller/api/account')).statusCode).toBe(200);
    await kit.app.inject({
      method: 'POST',
      url: '/temu-seller/admin/faults',
      payload: { path: '/temu-seller/api/account', status: 503, count: 5 },
    });
    expect((await getWith(kit.app, session, '/temu-seller/api/account')).statusCode).toBe(503);
    await kit.app.inject({ method: 'DELETE', url: '/temu-seller/admin/faults' });
    expect((await getWith(kit.app, session, '/temu-seller/api/account')).statusCode).toBe(200);
  });
});

describe('seller centre 流量分析 (traffic)', () => {
  it('serves each day of the range up to today, equal to the world, with buyers from the day’s sales', async () => {
    const today = beijingDayOf(kit.clock.now());
    const from = addDays(today, -29);
    const res = await getWith(kit.app, session, `/temu-seller/api/flux/daily?mallId=101&from=${from}&to=${today}`);
    const body = res.json();
    expect(body).toMatchObject({ success: true, mallId: 101, mallName: '测试店铺101' });
    expect(body.list).toEqual(trafficDays(world, 101, from, today, new Date(kit.clock.now())));
    expect(body.list.map((r: { day: string }) => r.day)).toEqual(
      Array.from({ length: 30 }, (_, i) => addDays(from, i)),
    );
    const units = new Map<string, number>();
    for (const r of world.skuDays(101, from, today, new Date(kit.clock.now()))) {
      units.set(r.day, (units.get(r.day) ?? 0) + r.units);
    }
    for (const r of body.list as {
      day: string;
      buyers: number;
      visitors: number;
      clicks: number;
      exposure: number;
    }[]) {
      const sold = units.get(r.day) ?? 0;
      expect(r.buyers > 0).toBe(sold > 0);
      expect(r.buyers).toBeLessThanOrEqual(sold);
      expect(r.visitors).toBeGreaterThan(r.buyers);
      expect(r.clicks).toBeGreaterThanOrEqual(r.visitors);
      expect(r.exposure).toBeGreaterThan(r.clicks);
    }
  });

  it('refuses another account’s mall and a missing session; the page itself is a shell without data', async () => {
    const today = beijingDayOf(kit.clock.now());
    const foreign = await getWith(kit.app, session, `/temu-seller/api/flux/daily?mallId=201&from=${today}&to=${today}`);
    expect(foreign.statusCode).toBe(403);
    const anon = await kit.app.inject({
      method: 'GET',
      url: `/temu-seller/api/flux/daily?mallId=101&from=${today}&to=${today}`,
    });
    expect(anon.statusCode).toBe(401);
    const page = await kit.app.inject({ method: 'GET', url: '/temu-seller/main/flux-analysis' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('流量分析');
    expect(page.body).not.toMatch(/"visitors":\d/);
  });
});
