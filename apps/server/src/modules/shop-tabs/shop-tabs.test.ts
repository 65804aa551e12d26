import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { seedShops, staffOf, visitorOf } from './shop-tabs.fixture.js';

const engines = await availableEngines();

describe.each(engines)('[TABS] shop tab state on %s', (engine) => {
  let h: THarness;
  let a: Awaited<ReturnType<typeof registerBoss>>;
  let b: Awaited<ReturnType<typeof registerBoss>>;
  let tf: number[];
  let ss: number;
  let bShop: number;

  beforeAll(async () => {
    h = await startHarness(engine);
    a = await registerBoss(h);
    b = await registerBoss(h);
    tf = await seedShops(h, a.uid, [
      { platform: 'temu', name: '一号店' },
      { platform: 'temu', name: '名字很长的一个店铺名称超过八个字' },
      { platform: 'temu', name: '三号店' },
    ]);
    ss = (await seedShops(h, a.uid, [{ platform: 'shein', semi: true, name: 'SHEIN半托' }]))[0]!;
    bShop = (await seedShops(h, b.uid, [{ platform: 'temu', name: 'B店' }]))[0]!;
  });
  afterAll(async () => {
    await h?.close();
  });

  const map = async (token = a.token) => (await h.get('/api/shop/getShopTabMap', token)).body.data;
  const save = (body: Record<string, unknown>, token = a.token) => h.post('/api/shop/setShopTabAllMap', body, token);

  it('reads defaults: all shown, by id within each list, names shortened', async () => {
    const m = await map();
    expect(m.order).toEqual({ temuFull: tf, temuSemi: [], sheinFull: [], sheinSemi: [ss] });
    expect(m.closed).toEqual([]);
    expect(m.shown.map((s: any) => s.mallId)).toEqual([...tf, ss]);
    expect(m.shown[1]).toMatchObject({
      mallName: '名字很长的一个店铺名称超过八个字',
      mallNameDis: '名字很长的一个店…',
      mallNameNative: '名字很长的一个店铺名称超过八个字',
      platformType: 'temu',
      isSemiManagedMall: false,
      isClose: false,
      sort: 1,
    });
    expect(m.shown[3]).toMatchObject({ mallId: ss, isSemiManagedMall: true, sort: 0 });
  });

  it('saves the order, which survives a re-read; new shops come after the saved ones', async () => {
    const res = await save({ temuFull: `${tf[2]},${tf[0]}`, sheinSemi: String(ss) });
    expect(res.body).toMatchObject({ code: 0, msg: '保存成功' });
    const [late] = await seedShops(h, a.uid, [{ platform: 'temu', name: '新店' }]);
    const m = await map();
    expect(m.order.temuFull).toEqual([tf[2], tf[0], tf[1], late]);
    expect(m.shown.slice(0, 4).map((s: any) => s.sort)).toEqual([0, 1, 2, 3]);
    tf.push(late!);
  });

  it('a list with a foreign, unknown or wrong-list shop changes nothing', async () => {
    const before = (await map()).order;
    for (const body of [
      { temuFull: `${tf[0]},${bShop}` },
      { temuFull: `${tf[0]},999999` },
      { temuFull: String(tf[1]), temuSemi: String(ss) },
    ]) {
      expect((await save(body)).status).toBe(404);
    }
    expect((await map()).order).toEqual(before);
    expect((await save({})).body.code).toBe(1);
  });

  it('refuses to hide every shop, then hides one and restores it', async () => {
    const all = [...tf, ss].join(',');
    const refused = await h.post('/api/shop/hideShops', { shopIds: all }, a.token);
    expect(refused.body).toMatchObject({ code: 1, msg: '请至少需保留一个店铺数据，不可全部隐藏' });
    expect((await map()).closed).toEqual([]);

    expect((await h.post('/api/shop/hideShops', { shopIds: String(ss) }, a.token)).body.msg).toBe('隐藏成功');
    const hidden = await map();
    expect(hidden.closed.map((s: any) => [s.mallId, s.isClose])).toEqual([[ss, true]]);
    expect(hidden.shown.map((s: any) => s.mallId)).not.toContain(ss);
    expect(hidden.order.sheinSemi).toEqual([ss]);
    // The last shown shops cannot all go either, counting the one already hidden.
    expect((await h.post('/api/shop/hideShops', { shopIds: tf.join(',') }, a.token)).body.code).toBe(1);

    expect((await h.post('/api/shop/restoreShops', { shopIds: String(ss) }, a.token)).body.msg).toBe('操作成功');
    expect((await map()).closed).toEqual([]);
  });

  it('restoring with nothing hidden answers 暂无可恢复店铺~', async () => {
    expect((await h.post('/api/shop/restoreShops', { shopIds: String(tf[0]) }, a.token)).body).toMatchObject({
      code: 1,
      msg: '暂无可恢复店铺~',
    });
    // The spec's request layer: an empty shop list is 'shop is empty' (9999), before any lookup.
    expect((await h.post('/api/shop/restoreShops', { shopIds: '' }, a.token)).body.code).toBe(9999);
  });

  it('another BOSS gets 404 on every call with a foreign shop id and sees only their own', async () => {
    const id = String(tf[0]);
    expect((await save({ temuFull: id }, b.token)).status).toBe(404);
    expect((await h.post('/api/shop/hideShops', { shopIds: id }, b.token)).status).toBe(404);
    expect((await h.post('/api/shop/restoreShops', { shopIds: id }, b.token)).status).toBe(404);
    expect((await h.post('/api/shop/renameShop', { shopId: id, mallName: 'x' }, b.token)).status).toBe(404);
    expect((await h.post('/api/shop/checkExpire', { shopId: id, dayBeforeExpired: 0 }, b.token)).status).toBe(404);
    expect((await map(b.token)).shown.map((s: any) => s.mallId)).toEqual([bShop]);
  });

  it('staff see no shops until assignments exist and cannot rename', async () => {
    const staff = await staffOf(h, a.uid);
    expect(await map(staff)).toEqual({
      shown: [],
      closed: [],
      order: { temuFull: [], temuSemi: [], sheinFull: [], sheinSemi: [] },
    });
    expect((await save({ temuFull: String(tf[0]) }, staff)).status).toBe(404);
    expect((await h.post('/api/shop/renameShop', { shopId: tf[0], mallName: 'x' }, staff)).status).toBe(403);
  });

  it('the visitor reads the demo tenant; every write is 403', async () => {
    const v = await visitorOf(h);
    const [demoShop] = await seedShops(h, v.uid, [{ platform: 'temu', name: '演示店' }]);
    expect((await map(v.token)).shown.map((s: any) => s.mallId)).toEqual([demoShop]);
    const id = String(demoShop);
    for (const [url, body] of [
      ['/api/shop/setShopTabAllMap', { temuFull: id }],
      ['/api/shop/hideShops', { shopIds: id }],
      ['/api/shop/restoreShops', { shopIds: id }],
      ['/api/shop/renameShop', { shopId: id, mallName: '改名' }],
    ] as const) {
      expect((await h.post(url, body, v.token)).status, url).toBe(403);
    }
    expect((await h.post('/api/order/getExpiredShopList', {}, v.token)).body.code).toBe(0);
  });
});
