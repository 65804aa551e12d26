import { trafficDays } from '@ksa/sandbox/market/traffic';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops, shopTrafficDaily } from '../../db/schema/index.js';
import { addDays, bjDay } from '../../lib/days.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { addManager } from '../staff/staff.fixture.js';

const engines = await availableEngines();

type TAccount = { phone: string; password: string; needsSmsCode: boolean; demo: boolean; shops: { shopId: number }[] };
type TDay = { day: string; exposure: number; clicks: number; visitors: number; addToCart: number; buyers: number };

describe.each(engines)('[PLUGIN-TRAFFIC] seller-centre traffic collected by the plugin on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let other: Awaited<ReturnType<typeof registerBoss>>;
  let malls: [number, number];
  let shopA: number;
  let shopB: number;
  let otherShop: number;
  let bossDevice: string;
  let session: string;

  const asDevice = async (token: string, body: unknown) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/plugin/reportShopTraffic',
      headers: { 'x-device-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; errorId?: string; data: any } };
  };
  const deviceOf = async (userToken: string) =>
    (await h.post('/api/device/register', { kind: 'extension', name: 'Chrome 插件' }, userToken)).body.data
      .token as string;
  /** What the plugin reads in the seller's tab: the seller centre's 流量分析 for the last 30 days. */
  const fromSellerCentre = async (mallId: number): Promise<TDay[]> => {
    const today = bjDay(h.clock.now());
    const res = await fetch(
      `${h.sandboxUrl}/temu-seller/api/flux/daily?mallId=${mallId}&from=${addDays(today, -29)}&to=${today}`,
      { headers: { 'x-temu-session': session } },
    );
    return ((await res.json()) as { list: TDay[] }).list;
  };
  const stored = async (shopId: number) =>
    (await h.db.db.select({ n: count() }).from(shopTrafficDaily).where(eq(shopTrafficDaily.shopId, shopId)))[0]!.n;
  const read = async (token: string, shopId: number | string, startTime: string, endTime: string) =>
    h.post('/api/order/getPluginTraffic', { shopId, startTime, endTime }, token);

  beforeAll(async () => {
    h = await startHarness(engine);
    boss = await registerBoss(h);
    other = await registerBoss(h);
    const accounts = (await (await fetch(`${h.sandboxUrl}/accounts`)).json()) as { temu: TAccount[] };
    const account = accounts.temu.find((a) => !a.needsSmsCode && !a.demo && a.shops.length >= 2)!;
    malls = [account.shops[0]!.shopId, account.shops[1]!.shopId];
    const login = await fetch(`${h.sandboxUrl}/temu-seller/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: account.phone, password: account.password }),
    });
    session = ((await login.json()) as { session: string }).session;
    const made = await h.db.db
      .insert(shops)
      .values([
        { bossId: boss.uid, platform: 'temu', externalId: String(malls[0]), name: '流量店A' },
        { bossId: boss.uid, platform: 'temu', externalId: String(malls[1]), name: '流量店B' },
        { bossId: other.uid, platform: 'temu', externalId: '880000001', name: '别人的店' },
      ])
      .returning();
    [shopA, shopB, otherShop] = made.map((s) => s.id) as [number, number, number];
    bossDevice = await deviceOf(boss.token);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('what the plugin reads in the seller centre shows on /home per shop, with when it was collected', async () => {
    const days = await fromSellerCentre(malls[0]);
    expect(days).toHaveLength(30);
    const sent = await asDevice(bossDevice, { platform: 'temu', mallId: String(malls[0]), days });
    expect(sent.body).toMatchObject({ code: 0, data: { shopId: shopA, mallName: '流量店A', days: 30 } });

    // The last 7 days to yesterday, against the sandbox world's own traffic.
    const today = bjDay(h.clock.now());
    const [from, to] = [addDays(today, -7), addDays(today, -1)];
    const truth = trafficDays(h.sandbox.world, malls[0], from, to, h.clock.now());
    const sum = (k: keyof Omit<TDay, 'day'>) => truth.reduce((n, d) => n + d[k], 0);
    const res = await read(boss.token, 100, from, to);
    expect(res.body.code).toBe(0);
    const data = res.body.data;
    expect(data).toMatchObject({
      from,
      to,
      exposure: sum('exposure'),
      clicks: sum('clicks'),
      visitors: sum('visitors'),
      addToCart: sum('addToCart'),
      buyers: sum('buyers'),
      collectedAt: sent.body.data.collectedAt,
    });
    expect(data.conversion).toBeCloseTo(sum('buyers') / sum('visitors'), 10);
    expect(data.shops).toEqual([
      expect.objectContaining({ mallId: shopA, mallName: '流量店A', days: 7, visitors: sum('visitors') }),
    ]);
    // The shop the plugin has not visited yet is named, so the seller sees what is missing.
    expect(data.missing).toEqual([{ mallId: shopB, mallName: '流量店B' }]);
  });

  it('a day reported again replaces the earlier figure instead of adding to it', async () => {
    const before = await stored(shopA);
    const yesterday = addDays(bjDay(h.clock.now()), -1);
    const day = { day: yesterday, exposure: 5000, clicks: 200, visitors: 150, addToCart: 12, buyers: 6 };
    expect((await asDevice(bossDevice, { platform: 'temu', mallId: String(malls[0]), days: [day] })).body.code).toBe(0);
    expect(await stored(shopA)).toBe(before);
    const res = await read(boss.token, shopA, yesterday, yesterday);
    expect(res.body.data).toMatchObject({ exposure: 5000, clicks: 200, visitors: 150, addToCart: 12, buyers: 6 });
    expect(res.body.data.conversion).toBeCloseTo(0.04, 10);
  });

  it('bad input is refused with a clear error and stores nothing', async () => {
    const today = bjDay(h.clock.now());
    const ok = { day: today, exposure: 10, clicks: 5, visitors: 4, addToCart: 1, buyers: 1 };
    const mallId = String(malls[1]);
    const cases: [unknown, string, string][] = [
      [{ platform: 'temu', mallId, days: [{ ...ok, visitors: -1 }] }, 'FIELD_INVALID', 'days.0.visitors格式不正确'],
      [{ platform: 'temu', mallId, days: [{ ...ok, clicks: 2.5 }] }, 'FIELD_INVALID', 'days.0.clicks格式不正确'],
      [{ platform: 'temu', mallId, days: [ok, { ...ok, day: '2025-02-30' }] }, 'FIELD_INVALID', 'days.1.day格式不正确'],
      [{ platform: 'temu', mallId, days: [ok, ok] }, 'FIELD_INVALID', 'days格式不正确'],
      [{ platform: 'temu', mallId, days: [] }, 'FIELD_INVALID', 'days格式不正确'],
      [{ platform: 'shein', mallId, days: [ok] }, 'FIELD_INVALID', 'platform格式不正确'],
      [{ platform: 'temu', mallId: '12a', days: [ok] }, 'FIELD_INVALID', 'mallId格式不正确'],
      [
        { platform: 'temu', mallId, days: Array.from({ length: 93 }, (_, i) => ({ ...ok, day: addDays(today, -i) })) },
        'FIELD_INVALID',
        'days格式不正确',
      ],
      [
        { platform: 'temu', mallId, days: [ok, { ...ok, day: addDays(today, 1) }] },
        'PLUGIN_DAY_OUT_OF_RANGE',
        `${addDays(today, 1)} 不在可上报的日期范围内：须是近 400 天内、不晚于今天的日期`,
      ],
      [
        { platform: 'temu', mallId, days: [{ ...ok, day: addDays(today, -401) }] },
        'PLUGIN_DAY_OUT_OF_RANGE',
        `${addDays(today, -401)} 不在可上报的日期范围内：须是近 400 天内、不晚于今天的日期`,
      ],
    ];
    for (const [body, errorId, msg] of cases) {
      const res = await asDevice(bossDevice, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ code: 1, errorId, msg });
    }
    expect(await stored(shopB)).toBe(0);
  });

  it('a manager’s plugin reports only assigned shops; others answer 404 like missing ones and store nothing', async () => {
    const manager = await addManager(h, boss.token, { temu: [shopB] });
    const device = await deviceOf(manager.token);
    const days = await fromSellerCentre(malls[1]);
    const mine = await asDevice(device, { platform: 'temu', mallId: String(malls[1]), days });
    expect(mine.body).toMatchObject({ code: 0, data: { shopId: shopB, days: 30 } });

    const before = await stored(shopA);
    const unassigned = await asDevice(device, { platform: 'temu', mallId: String(malls[0]), days });
    expect(unassigned.status).toBe(404);
    expect(unassigned.body).toMatchObject({ errorId: 'NOT_FOUND', msg: '数据不存在' });
    expect(await stored(shopA)).toBe(before);
    // Another tenant's mall and a mall nobody bound look the same.
    for (const mallId of ['880000001', '999999999']) {
      expect((await asDevice(bossDevice, { platform: 'temu', mallId, days })).status).toBe(404);
    }
    expect(await stored(otherShop)).toBe(0);

    // The manager's /home sees their shop; the unassigned one is a 404 there too.
    const today = bjDay(h.clock.now());
    const all = await read(manager.token, 100, addDays(today, -7), addDays(today, -1));
    expect(all.body.data.shops.map((s: { mallId: number }) => s.mallId)).toEqual([shopB]);
    expect(all.body.data.missing).toEqual([]);
    expect((await read(manager.token, shopA, today, today)).status).toBe(404);
    expect((await read(other.token, shopA, today, today)).status).toBe(404);
  });

  it('without a live device token nothing is stored: a session token, a made-up one and a signed-out device', async () => {
    const days = [{ day: bjDay(h.clock.now()), exposure: 1, clicks: 1, visitors: 1, addToCart: 0, buyers: 0 }];
    const body = { platform: 'temu', mallId: String(malls[1]), days };
    const before = await stored(shopB);
    expect((await asDevice(boss.token, body)).status).toBe(401);
    expect((await asDevice('made-up', body)).status).toBe(401);
    const device = await deviceOf(boss.token);
    const list = (await h.post('/api/device/list', {}, boss.token)).body.data as { deviceId: number }[];
    const id = Math.max(...list.map((d) => d.deviceId));
    expect((await h.post('/api/device/revoke', { deviceId: id }, boss.token)).body.code).toBe(0);
    expect((await asDevice(device, body)).status).toBe(401);
    expect(await stored(shopB)).toBe(before);
  });
});
