import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectedProducts } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';

const engines = await availableEngines();

const product = (over: Record<string, unknown> = {}) => ({
  site: '1688',
  sourceUrl: 'https://detail.1688.com/offer/6543210.html',
  sourceId: '6543210',
  title: '夏季纯棉短袖T恤',
  currency: 'CNY',
  images: ['https://cbu01.alicdn.com/img/a.jpg', 'https://cbu01.alicdn.com/img/b.jpg'],
  skus: [
    { skuId: 's1', name: '白色 / M', price: 12.5, stock: 300, image: null },
    { skuId: 's2', name: '黑色 / L', price: 13, stock: 0, image: 'https://cbu01.alicdn.com/img/c.jpg' },
  ],
  attributes: [{ name: '材质', value: '棉' }],
  ...over,
});

describe.each(engines)('[COLLECTION] the plugin’s 采集 on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let other: Awaited<ReturnType<typeof registerBoss>>;
  let deviceToken: string;

  const save = async (body: unknown, token = deviceToken) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/collect/save',
      headers: { 'x-device-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
  };

  beforeAll(async () => {
    h = await startHarness(engine);
    boss = await registerBoss(h);
    other = await registerBoss(h);
    deviceToken = (await h.post('/api/device/register', { kind: 'extension', name: 'Chrome' }, boss.token)).body.data
      .token;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('saves a product with its SKUs, images and attributes into the BOSS’s collection box', async () => {
    const r = await save(product());
    expect(r.body).toMatchObject({ code: 0, msg: '采集成功', data: { id: expect.any(Number) } });
    const list = (await h.post('/api/collect/list', {}, boss.token)).body.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      site: '1688',
      title: '夏季纯棉短袖T恤',
      images: product().images,
      skus: product().skus,
      attributes: [{ name: '材质', value: '棉' }],
      phone: boss.phone,
    });
    expect((await h.post('/api/collect/list', {}, other.token)).body.data).toEqual([]);
  });

  it('collecting the same product again refreshes it instead of duplicating', async () => {
    await save(product({ title: '夏季纯棉短袖T恤（新款）' }));
    const list = (await h.post('/api/collect/list', {}, boss.token)).body.data;
    expect(list.map((p: { title: string }) => p.title)).toEqual(['夏季纯棉短袖T恤（新款）']);
  });

  it('refuses bad input and unknown devices, saving nothing', async () => {
    const before = (await h.db.db.select().from(collectedProducts)).length;
    expect((await save(product({ skus: [] }))).body).toMatchObject({ code: 1, msg: 'skus格式不正确' });
    expect((await save(product({ images: ['javascript:alert(1)'] }))).body.code).toBe(1);
    expect((await save(product({ site: 'ebay' }))).body.code).toBe(1);
    expect((await save(product(), 'not-a-device')).status).toBe(401);
    // A session token is no device token.
    expect((await save(product(), boss.token)).status).toBe(401);
    expect((await h.db.db.select().from(collectedProducts)).length).toBe(before);
  });
});
