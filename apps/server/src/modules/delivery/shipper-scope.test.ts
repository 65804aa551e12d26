import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { empowerInSandbox } from '../../db/seed/sandbox-empower.js';
import { availableEngines } from '../../test/engines.js';
import { freshPhone, registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { setOwnPasswordBySms, staffCode } from '../staff/staff.fixture.js';
import { bindFullManagedMall, postJson } from './delivery.fixture.js';

const engines = await availableEngines();

type TRow = { shopId: number; platform: string; orderSn: string };

/**
 * Issue 23 item 4: the BOSS gives a shipper shops when adding them (and changes them later); the shipper's stock
 * orders are exactly those shops' (Temu and Shein), nothing of the BOSS's other shops.
 */
describe.each(engines)('[DELIVERY] a shipper’s shops and their stock orders, on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let other: Awaited<ReturnType<typeof registerBoss>>;
  let temuShop: number;
  let sheinShop: number;
  let otherSheinShop: number | undefined;
  let foreignShop: number;

  const list = async (token: string, body: Record<string, unknown> = {}) =>
    (await postJson(h, '/api/delivery/list', { pageSize: 500, ...body }, token)).body;
  const shippers = async () => (await h.post('/api/order/getWarehouseMgtTemuUserList', {}, boss.token)).body.data;
  const users = async (phone: string) =>
    (await rows<{ n: number }>(h.db.db, sql`select count(*)::int n from users where phone = ${phone}`))[0]!.n;

  beforeAll(async () => {
    h = await startHarness(engine, {}, undefined, { profile: 'tiny' });
    boss = await registerBoss(h);
    other = await registerBoss(h);
    ({ shopId: temuShop } = await bindFullManagedMall(h, boss.token));
    const seller = h.sandbox.world.sheinSellers.find((s) => !s.demo)!;
    const url = (await h.post('/api/shein/auth/authorizationUrl', { clientId: 'tab246810' }, boss.token)).body.data;
    const { redirect } = await empowerInSandbox(h.sandboxUrl, url, seller.supplierId);
    await h.app.inject({ method: 'GET', url: `${redirect.pathname}${redirect.search}` });
    await h.app.deps.syncQueue.idle();
    const sheinIds = (await h.post('/api/order/getAccountSheinShopList', {}, boss.token)).body.data.map(
      (s: { shopId: number }) => s.shopId,
    ) as number[];
    // The Shein store with stock orders (full-managed) is the shipper's; any other stays the BOSS's alone.
    const withOrders = [];
    for (const id of sheinIds) {
      if ((await list(boss.token, { shopIds: [id] })).data.total > 0) {
        withOrders.push(id);
      }
    }
    sheinShop = withOrders[0]!;
    otherSheinShop = sheinIds.find((id) => id !== sheinShop);
    ({ shopId: foreignShop } = await bindFullManagedMallOf(other.token));
  }, 300_000);
  afterAll(() => h?.close());

  // The other BOSS's shop: the next spare full-managed Temu mall.
  const bindFullManagedMallOf = async (token: string) => {
    const world = h.sandbox.world;
    const taken = new Set(
      (await h.post('/api/shop/getBossShopList', {}, boss.token)).body.data.map((s: any) => s.mallName),
    );
    const mallId = world.temuAccounts
      .filter((a) => !a.demo)
      .flatMap((a) => a.shopIds)
      .find((id) => !world.shop(id)!.semiManaged && !taken.has(world.shop(id)!.name))!;
    const tokens = (await (await fetch(`${h.sandboxUrl}/temu-open/admin/tokens`)).json()) as {
      mallId: number;
      accessToken: string;
    }[];
    const tok = tokens.find((t) => String(t.mallId) === String(mallId))!;
    const bound = await h.post('/api/auth/bindTemuOpenToken', { region: 'CN', accessToken: tok.accessToken }, token);
    expect(bound.body.code).toBe(0);
    await h.app.deps.syncQueue.idle();
    return { shopId: bound.body.data.shopId as number };
  };

  it('the BOSS adds a shipper with a Temu and a Shein shop; the shipper sees exactly their stock orders', async () => {
    expect(sheinShop).toBeDefined();
    const phone = freshPhone();
    const code = await staffCode(h, boss.token, phone, 'shipper');
    const add = await postJson(
      h,
      '/api/auth/saveWorkerUser',
      { phone, code, shopIds: [sheinShop, temuShop] },
      boss.token,
    );
    expect(add.body).toMatchObject({ code: 0, msg: '添加成功' });
    const listed = (await shippers()).find((s: { username: string }) => s.username === phone);
    expect(listed.shopIds).toEqual([temuShop, sheinShop].sort((a, b) => a - b));
    expect((await postJson(h, '/api/delivery/getShipperShops', { phone }, boss.token)).body.data.shopIds).toEqual(
      listed.shopIds,
    );

    const token = await setOwnPasswordBySms(h, phone, 'ship123');
    const mine = (await list(token)).data as { total: number; list: TRow[] };
    const bossView = (await list(boss.token, { shopIds: [temuShop, sheinShop] })).data as { list: TRow[] };
    expect(mine.total).toBeGreaterThan(0);
    expect(new Set(mine.list.map((r) => r.shopId))).toEqual(new Set([temuShop, sheinShop]));
    expect(new Set(mine.list.map((r) => r.platform))).toEqual(new Set(['temu', 'shein']));
    expect(mine.list.map((r) => `${r.shopId}:${r.orderSn}`).sort()).toEqual(
      bossView.list.map((r) => `${r.shopId}:${r.orderSn}`).sort(),
    );
    if (otherSheinShop) {
      expect((await list(token, { shopIds: [otherSheinShop] })).code).not.toBe(0);
    }

    // 分配店铺 later: only the Temu shop.
    expect(
      (await postJson(h, '/api/delivery/setShipperShops', { phone, shopIds: [temuShop] }, boss.token)).body.code,
    ).toBe(0);
    expect((await shippers()).find((s: { username: string }) => s.username === phone).shopIds).toEqual([temuShop]);
    const after = (await list(token)).data as { list: TRow[] };
    expect(new Set(after.list.map((r) => r.shopId))).toEqual(new Set([temuShop]));
    expect((await list(token, { shopIds: [sheinShop] })).code).not.toBe(0);
  });

  it('another BOSS’s shop is refused when adding a shipper, and nothing is created', async () => {
    const phone = freshPhone();
    const code = await staffCode(h, boss.token, phone, 'shipper');
    const res = await postJson(
      h,
      '/api/auth/saveWorkerUser',
      { phone, code, shopIds: [temuShop, foreignShop] },
      boss.token,
    );
    expect(res.status).toBe(404);
    expect(await users(phone)).toBe(0);
    const bad = await postJson(h, '/api/auth/saveWorkerUser', { phone, code, shopIds: ['x'] }, boss.token);
    expect(bad.body.errorId).toBe('FIELD_INVALID');
    expect(await users(phone)).toBe(0);
    // The code was not spent by the refusals: the same save with the BOSS's own shop goes through.
    const ok = await postJson(h, '/api/auth/saveWorkerUser', { phone, code, shopIds: [temuShop] }, boss.token);
    expect(ok.body.code).toBe(0);
  });
});
