import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { seedShops, staffOf, visitorOf } from '../shop-tabs/shop-tabs.fixture.js';

const engines = await availableEngines();

describe.each(engines)('[OPLOG] operation log on %s', (engine) => {
  let h: THarness;
  let a: Awaited<ReturnType<typeof registerBoss>>;
  let b: Awaited<ReturnType<typeof registerBoss>>;
  let ids: number[];

  beforeAll(async () => {
    h = await startHarness(engine);
    a = await registerBoss(h);
    b = await registerBoss(h);
    ids = await seedShops(h, a.uid, [
      { platform: 'temu', name: '甲店' },
      { platform: 'temu', name: '乙店' },
    ]);
  });
  afterAll(async () => {
    await h?.close();
  });

  const log = (body: Record<string, unknown> = {}, token = a.token) =>
    h.post('/api/order/getOperationLog', body, token);

  it('shows group creation, rename, hide and restore, newest first, with a masked operator', async () => {
    await h.post('/api/shopGroup/save/userGroups', { shopGroupName: '主力组' }, a.token);
    await h.post('/api/shop/renameShop', { shopId: ids[0], mallName: '旗舰店' }, a.token);
    await h.post('/api/shop/hideShops', { shopIds: String(ids[1]) }, a.token);
    await h.post('/api/shop/restoreShops', { shopIds: String(ids[1]) }, a.token);
    const res = await log();
    expect(res.body.code).toBe(0);
    expect(res.body.data.total).toBe(4);
    expect(res.body.data.list.map((l: any) => [l.detail, l.shopName])).toEqual([
      ['恢复店铺 乙店', '乙店'],
      ['隐藏店铺 乙店', '乙店'],
      ['重命名店铺 甲店 为 旗舰店', '旗舰店'],
      ['新建店铺分组 主力组', ''],
    ]);
    const first = res.body.data.list[0];
    expect(first.operator).toBe(`${a.phone.slice(0, 3)}****${a.phone.slice(7)}`);
    expect(new Date(first.at).getTime()).toBeGreaterThan(0);
  });

  it('pages (default size 10, at most 50) and keeps tenants apart', async () => {
    const page2 = (await log({ pageIndex: 2, pageSize: 3 })).body.data;
    expect(page2.total).toBe(4);
    expect(page2.list.map((l: any) => l.detail)).toEqual(['新建店铺分组 主力组']);
    expect((await log({ pageSize: 51 })).body.code).toBe(1);
    expect((await log({}, b.token)).body.data).toEqual({ total: 0, list: [] });
  });

  it('is for the BOSS only (staff 403); the visitor reads the demo tenant’s empty log', async () => {
    expect((await log({}, await staffOf(h, a.uid))).status).toBe(403);
    const v = await visitorOf(h);
    expect((await log({}, v.token)).body.data.total).toBe(0);
  });
});
