import { AiListingLimits, priceFromRule, Topics } from '@ksa/contract';
import { writeListing } from '@ksa/sandbox/llm/listing-writer';
import { sourceProducts } from '@ksa/sandbox/source-sites/catalog';
import { and, eq } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiDrafts, skcs } from '../../db/schema/index.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';

const engines = await availableEngines();
const LINK = 'https://detail.1688.com/offer/672345678901.html';
const truth = sourceProducts.find((p) => p.site === '1688' && p.id === '672345678901')!;

describe.each(engines)('[AI-LISTING] a collected 1688 product onto a Temu shop on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let other: Awaited<ReturnType<typeof registerBoss>>;
  let shopId: number;
  let draftId: number;
  const pushed: { topic: string; body: any }[] = [];
  const foreign: { topic: string; body: any }[] = [];
  const clients: MqttClient[] = [];
  const listen = async (base: string, token: string, sink: typeof pushed) => {
    const c = (await h.post('/api/realtime/token', {}, token)).body.data;
    const client = await mqtt.connectAsync(`${base.replace('http', 'ws')}/mqtt`, { ...c, reconnectPeriod: 0 });
    await client.subscribeAsync(`${c.prefix}#`);
    client.on('message', (topic, p) => sink.push({ topic, body: JSON.parse(p.toString()) }));
    clients.push(client);
  };
  /** JSON bodies (arrays, nested SKUs), as the web client sends them. */
  const call = async (path: string, body: unknown, token = boss.token) => {
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/aiProducts/${path}`,
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const waitBatch = async (batchId: string) => {
    for (let i = 0; i < 200; i++) {
      const p = (await call('publishProgress', { batchId })).body.data;
      if (p.finished) {
        return p;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('batch did not finish');
  };

  beforeAll(async () => {
    h = await startHarness(engine, {}, undefined, { profile: 'tiny' });
    const base = await h.app.listen({ port: 0, host: '127.0.0.1' });
    boss = await registerBoss(h);
    other = await registerBoss(h);
    await listen(base, boss.token, pushed);
    await listen(base, other.token, foreign);
    const acc = h.sandbox.world.temuAccounts.find((a) => !a.demo)!;
    const sent = await h.post('/api/auth/sendTemuCode', { phone: acc.phone, password: acc.password }, boss.token);
    if (sent.body.data.needCode) {
      const code = await h.lastCode(acc.phone);
      await h.post('/api/auth/bindAccount', { phone: acc.phone, password: acc.password, code }, boss.token);
    }
    for (let i = 0; i < 100 && !shopId; i++) {
      shopId = (await h.post('/api/shop/getBossShopList', {}, boss.token)).body.data[0]?.mallId;
      await new Promise((r) => setTimeout(r, 50));
    }
    await h.app.deps.syncQueue.idle();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    await h?.close();
  });

  it('a pasted 1688 link becomes a draft: source title, specs, cost and prices from the default margin rule', async () => {
    const r = await call('create', { url: LINK, lang: 'en' });
    expect(r.body).toMatchObject({
      code: 0,
      data: { site: '1688', sourceUrl: LINK, title: truth.title, status: 'draft' },
    });
    draftId = r.body.data.id;
    const skus = r.body.data.skus;
    expect(skus).toHaveLength(truth.skus.length);
    expect(skus[0]).toMatchObject({
      specs: [
        { name: '颜色', value: '白色' },
        { name: '尺码', value: 'M' },
      ],
      cost: truth.skus[0]!.price,
      price: Math.round((truth.skus[0]!.price * 1.3 + 5) * 100) / 100,
    });
    expect(r.body.data.images).toHaveLength(truth.images);
  });

  it('the margin rule is kept per BOSS and prices the next draft', async () => {
    expect((await call('marginRule/set', { marginPct: 50, shipping: 3 })).body.code).toBe(0);
    expect((await call('marginRule', {}, other.token)).body.data).toEqual({ marginPct: 30, shipping: 5 });
    const collectedId = (await call('get', { id: draftId })).body.data.collectedId;
    const r = await call('create', { collectedId, lang: 'de' });
    expect(r.body.data.skus.map((s: { price: number }) => s.price)).toEqual(
      truth.skus.map((s) => priceFromRule(s.price, { marginPct: 50, shipping: 3 })),
    );
    expect((await call('delete', { id: r.body.data.id })).body.code).toBe(0);
  });

  it('AI 生成 writes the English title and description within Temu’s limits and translates attributes and specs', async () => {
    const r = await call('generate', { id: draftId });
    expect(r.body.code).toBe(0);
    const d = r.body.data;
    const expected = writeListing({
      lang: 'en',
      titleMax: AiListingLimits.temu.titleMax,
      descriptionMax: AiListingLimits.temu.descriptionMax,
      title: truth.title,
      attributes: truth.attributes.map(([name, value]) => ({ name, value })),
      specs: [
        { name: '颜色', values: ['白色', '黑色', '雾霾蓝'] },
        { name: '尺码', values: ['M', 'L', 'XL'] },
      ],
    });
    expect(d.title).toBe(expected.title);
    expect(d.title).not.toMatch(/[\u3400-\u9fff]/);
    expect(d.title.length).toBeLessThanOrEqual(AiListingLimits.temu.titleMax);
    expect(d.description).toBe(expected.description);
    expect(d.description.split('\n')).toContain('Fabric: Cotton');
    expect(d.description.split('\n')).toContain('Color: White, Black, Haze Blue');
    expect(d.attributes[0]).toEqual({ name: 'Fabric', value: 'Cotton' });
    expect(d.skus[2].specs).toEqual([
      { name: 'Color', value: 'White' },
      { name: 'Size', value: 'XL' },
    ]);
  });

  it('翻译图片 replaces every picture with a translated copy in our storage', async () => {
    const r = await call('translateImages', { id: draftId });
    expect(r.body.code).toBe(0);
    for (const img of r.body.data.images) {
      expect(img.translated).toMatch(/\/oss\/files\/tr-[0-9a-f]{32}\.png$/);
    }
  });

  it('validation errors change nothing; another BOSS gets 404 for the draft and the shop', async () => {
    const before = (await h.db.db.select().from(aiDrafts).where(eq(aiDrafts.id, draftId)))[0]!;
    const long = await call('update', { id: draftId, title: 'x'.repeat(AiListingLimits.temu.titleMax + 1) });
    expect(long.body.code).not.toBe(0);
    const badSku = await call('update', { id: draftId, skus: [{ skuId: 'nope', specs: [], price: 1 }] });
    expect(badSku.body).toMatchObject({ code: 1, errorId: 'FIELD_INVALID' });
    expect((await call('publish', { ids: [], shopId })).body.code).not.toBe(0);
    expect((await h.db.db.select().from(aiDrafts).where(eq(aiDrafts.id, draftId)))[0]).toEqual(before);

    expect((await call('get', { id: draftId }, other.token)).status).toBe(404);
    expect((await call('update', { id: draftId, title: 'mine' }, other.token)).status).toBe(404);
    expect((await call('publish', { ids: [draftId], shopId }, other.token)).status).toBe(404);
    expect((await call('list', {}, other.token)).body.data).toEqual({ total: 0, list: [] });
  });

  it('publishes to the Temu shop (pictures to Temu storage, specs by name), and the next sync lists the product', async () => {
    const started = await call('publish', { ids: [draftId], shopId });
    expect(started.body).toMatchObject({ code: 0, data: { total: 1 } });
    const p = await waitBatch(started.body.data.batchId);
    expect(p.items[0]).toEqual({ id: draftId, status: 'published', errorId: null, errorMsg: null });
    expect(p).toMatchObject({ total: 1, done: 1, failed: 0 });
    const d = (await call('get', { id: draftId })).body.data;
    expect(d.status).toBe('published');
    expect(d.productId).toMatch(/^\d+$/);

    await h.app.deps.syncQueue.idle();
    const synced = await h.db.db
      .select()
      .from(skcs)
      .where(and(eq(skcs.shopId, shopId), eq(skcs.productId, d.productId)));
    expect(synced).toHaveLength(1);
    expect(synced[0]!.name).toBe(d.title);
    // The main picture is the first translated one, now in Temu's image storage.
    expect(synced[0]!.imageUrl).toMatch(/\/temu-storage\/objects\/agent-seller-image\/.+\.png$/);
    const pic = await fetch(synced[0]!.imageUrl!);
    expect(
      Buffer.from(await pic.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const listed = (await call('list', { status: 'published' })).body.data;
    expect(listed.list.map((x: { id: number }) => x.id)).toEqual([draftId]);
  });

  it('a spec Temu refuses fails the draft with Temu’s words, and the batch reports it', async () => {
    const collectedId = (await call('get', { id: draftId })).body.data.collectedId;
    const id = (await call('create', { collectedId, lang: 'en' })).body.data.id;
    const d = (await call('get', { id })).body.data;
    const skus = d.skus.map((s: { skuId: string; price: number }) => ({
      skuId: s.skuId,
      price: s.price,
      specs: [{ name: 'Color', value: 'v'.repeat(60) }],
    }));
    expect((await call('update', { id, skus })).body.code).toBe(0);
    const started = await call('publish', { ids: [id], shopId });
    const p = await waitBatch(started.body.data.batchId);
    expect(p).toMatchObject({ failed: 1, items: [{ id, status: 'failed', errorId: 'AI_SPEC_FAILED' }] });
    expect(p.items[0].errorMsg).toBe('规格名称不能为空，且不超过 40 个字符');
  });

  it('a batch of two publishes both and pushes its progress after each draft to the user only', async () => {
    const collectedId = (await call('get', { id: draftId })).body.data.collectedId;
    const ids: number[] = [];
    for (const lang of ['en', 'fr']) {
      const id = (await call('create', { collectedId, lang })).body.data.id;
      expect((await call('generate', { id })).body.code).toBe(0);
      // The French one keeps the source pictures (svg on the sandbox's 1688): they go to Temu as png.
      if (lang === 'en') {
        expect((await call('translateImages', { id })).body.code).toBe(0);
      }
      ids.push(id);
    }
    const started = await call('publish', { ids, shopId });
    expect(started.body.data.total).toBe(2);
    const p = await waitBatch(started.body.data.batchId);
    expect(p).toMatchObject({ total: 2, done: 2, failed: 0, finished: true });
    await expect.poll(() => pushed.filter((m) => m.body.batchId === started.body.data.batchId).length).toBe(2);
    const mine = pushed.filter((m) => m.body.batchId === started.body.data.batchId);
    expect(mine.map((m) => m.topic)).toEqual([Topics.aiPublish(boss.uid), Topics.aiPublish(boss.uid)]);
    expect(mine.map((m) => m.body.done)).toEqual([1, 2]);
    expect(foreign).toHaveLength(0);
    const fr = (await call('get', { id: ids[1] })).body.data;
    expect(fr.title).toMatch(/^2025 Été Pur Coton Col Rond/);
    expect(fr.images.every((i: { translated: string | null }) => i.translated === null)).toBe(true);
    await h.app.deps.syncQueue.idle();
    const [synced] = await h.db.db.select().from(skcs).where(eq(skcs.productId, fr.productId));
    const pic = Buffer.from(await (await fetch(synced!.imageUrl!)).arrayBuffer());
    expect(pic.subarray(1, 4).toString()).toBe('PNG');
  });
});
