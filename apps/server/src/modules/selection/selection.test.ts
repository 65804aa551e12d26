import { allBestSellers, bestSellerCategories } from '@ksa/sandbox/best-sellers/best-sellers';
import { MARKET_DATA_SANDBOX_KEY } from '@ksa/sandbox/best-sellers/best-sellers-plugin';
import { rateOn } from '@ksa/sandbox/ecb/rates-world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectedProducts, selectionProducts } from '../../db/schema/index.js';
import { createEcbClient } from '../../integrations/fx/ecb-client.js';
import { createMarketDataClient } from '../../integrations/market-data/market-data-client.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { refreshRates } from '../fx/fx.service.js';
import { addManager, seedEntity } from '../staff/staff.fixture.js';
import { syncSelection } from './selection-sync.service.js';

const engines = await availableEngines();
const bjToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * The documented score (packages/contract/src/selection.ts), written out again here from its text so the
 * test does not share the server's code: 100 × (0.30 V + 0.15 T + 0.10 P + 0.15 C + 0.30 M).
 */
const expectedScore = (
  platform: 'temu' | 'shein',
  sales: number[],
  priceCny: number,
  sourceCny: number,
  grams: number,
  rivals: number,
) => {
  const last7 = sales.slice(-7).reduce((a, b) => a + b, 0);
  const prev7 = sales.slice(-14, -7).reduce((a, b) => a + b, 0);
  const V = Math.min(1, Math.log(1 + last7 / 7) / Math.log(201));
  const T = Math.min(1, Math.max(0, ((last7 - prev7) / Math.max(prev7, 7) + 0.5) / 1.5));
  const P = priceCny < 40 ? priceCny / 40 : priceCny > 150 ? Math.max(0, 1 - (priceCny - 150) / 300) : 1;
  const C = 1 - Math.min(1, Math.log(1 + rivals) / Math.log(2001));
  const fee = priceCny * (platform === 'temu' ? 0.1 : 0.15);
  const m = (priceCny - fee - sourceCny - (3 + 0.04 * grams)) / priceCny;
  const M = Math.min(1, Math.max(0, m / 0.6));
  return { score: 100 * (0.3 * V + 0.15 * T + 0.1 * P + 0.15 * C + 0.3 * M), marginPct: m * 100, last7 };
};

describe.each(engines)('[SELECTION] the selection tool on %s', (engine) => {
  let h: THarness;
  let boss: Awaited<ReturnType<typeof registerBoss>>;
  let other: Awaited<ReturnType<typeof registerBoss>>;

  const json = async (url: string, body: unknown, token: string) => {
    const res = await h.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; errorId?: string; data: any } };
  };

  beforeAll(async () => {
    h = await startHarness(engine);
    boss = await registerBoss(h);
    other = await registerBoss(h);
    await refreshRates(h.db.db, createEcbClient(h.sandboxUrl), Date.now());
    await syncSelection(h.db.db, createMarketDataClient(h.sandboxUrl, MARKET_DATA_SANDBOX_KEY), new Date());
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it('ranks the whole sandbox market exactly as the documented score says', async () => {
    const r = await json('/api/selection/list', { pageSize: 100, page: 1 }, boss.token);
    expect(r.body.code).toBe(0);
    const { rateDay, total } = r.body.data;
    const world = allBestSellers(h.sandbox.world.seed, bjToday());
    expect(total).toBe(world.length);
    expect(world.length).toBe(2 * bestSellerCategories().length * 12);
    // The ECB rates of the day the reply says it used, straight from the sandbox's rate world.
    const perEur = (c: string) => (c === 'EUR' ? 1 : rateOn(c, new Date(`${rateDay}T00:00:00Z`)));
    const expected = world
      .map((b) => {
        const priceCny = Math.round((b.priceMinor * perEur('CNY')) / perEur(b.currency)) / 100;
        const source = Math.min(...b.source.skus.map((s) => s.price));
        return {
          platform: b.platform,
          goodsId: b.goodsId,
          ...expectedScore(
            b.platform,
            b.dailySales.map((d) => d.units),
            priceCny,
            source,
            b.weightGrams,
            b.competingListings,
          ),
          priceCny,
        };
      })
      .sort((a, b) => b.score - a.score || a.platform.localeCompare(b.platform) || a.goodsId.localeCompare(b.goodsId));
    const all: any[] = [];
    for (let page = 1; page <= Math.ceil(total / 100); page += 1) {
      all.push(...(await json('/api/selection/list', { pageSize: 100, page }, boss.token)).body.data.rows);
    }
    expect(all.map((x) => `${x.platform}:${x.goodsId}`)).toEqual(expected.map((x) => `${x.platform}:${x.goodsId}`));
    all.forEach((row, n) => {
      const e = expected[n]!;
      expect(row.rank).toBe(n + 1);
      expect(row.score).toBeCloseTo(e.score, 2);
      expect(row.marginPct).toBeCloseTo(e.marginPct, 2);
      expect(row.priceCny).toBe(e.priceCny);
      expect(row.last7).toBe(e.last7);
    });
    // The breakdown adds up to the score with the documented weights.
    const b = all[0].breakdown;
    expect(
      100 * (0.3 * b.velocity + 0.15 * b.trend + 0.1 * b.price + 0.15 * b.competition + 0.3 * b.margin),
    ).toBeCloseTo(all[0].score, 1);
  });

  it('filters by platform, category, price band, margin, velocity and keyword, and sorts', async () => {
    const cat = bestSellerCategories()[0]!.categoryId;
    const f = {
      platform: 'shein',
      categoryId: cat,
      minPriceCny: 20,
      maxPriceCny: 400,
      minMarginPct: 10,
      minVelocity: 1,
    };
    const r = (await json('/api/selection/list', { ...f, pageSize: 100 }, boss.token)).body.data;
    const everything = (
      await json('/api/selection/list', { platform: 'shein', categoryId: cat, pageSize: 100 }, boss.token)
    ).body.data.rows as any[];
    const want = everything.filter(
      (x) => x.priceCny >= 20 && x.priceCny <= 400 && x.marginPct >= 10 && x.velocity >= 1,
    );
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(everything.length);
    expect(r.rows.map((x: any) => x.goodsId)).toEqual(want.map((x) => x.goodsId));
    const word = everything[0].title.slice(0, 4);
    const kw = (await json('/api/selection/list', { keyword: word, pageSize: 100 }, boss.token)).body.data.rows;
    expect(kw.length).toBeGreaterThan(0);
    expect(kw.every((x: any) => x.title.includes(word) || x.categoryPath.includes(word))).toBe(true);
    const byPrice = (
      await json('/api/selection/list', { sortBy: 'price', sortOrder: 'asc', pageSize: 50 }, boss.token)
    ).body.data.rows.map((x: any) => x.priceCny);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const bad = await json('/api/selection/list', { pageSize: 1000 }, boss.token);
    expect(bad.status).toBe(400);
    expect(bad.body.code).not.toBe(0);
  });

  it('keeps saved searches per user: create, overwrite by name, rename, delete', async () => {
    const save = (body: unknown, token = boss.token) => json('/api/selection/search/save', body, token);
    const a = await save({ name: '高毛利服饰', filters: { platform: 'temu', minMarginPct: 30 } });
    expect(a.body).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
    const again = await save({ name: '高毛利服饰', filters: { platform: 'temu', minMarginPct: 40 } });
    expect(again.body.data.id).toBe(a.body.data.id);
    await save({ name: '低竞争', filters: { sortBy: 'competition', sortOrder: 'asc' } });
    const mine = (await json('/api/selection/search/list', {}, boss.token)).body.data;
    expect(mine.map((s: any) => s.name)).toEqual(['低竞争', '高毛利服饰']);
    expect(mine[1].filters).toMatchObject({ platform: 'temu', minMarginPct: 40, sortBy: 'score' });
    expect((await json('/api/selection/search/list', {}, other.token)).body.data).toEqual([]);
    // Renaming onto another search's name, a blank name, someone else's search: refused, nothing changes.
    expect((await save({ id: a.body.data.id, name: '低竞争', filters: {} })).body.errorId).toBe(
      'SELECTION_SEARCH_EXISTS',
    );
    expect((await save({ name: '  ', filters: {} })).body.code).not.toBe(0);
    expect((await save({ id: a.body.data.id, name: '偷改', filters: {} }, other.token)).body.errorId).toBe('NOT_FOUND');
    expect((await json('/api/selection/search/delete', { id: a.body.data.id }, other.token)).status).toBe(404);
    expect((await json('/api/selection/search/list', {}, boss.token)).body.data).toHaveLength(2);
    expect((await save({ id: a.body.data.id, name: '高毛利', filters: { minMarginPct: 50 } })).body.code).toBe(0);
    expect((await json('/api/selection/search/delete', { id: a.body.data.id }, boss.token)).body.code).toBe(0);
    expect((await json('/api/selection/search/list', {}, boss.token)).body.data.map((s: any) => s.name)).toEqual([
      '低竞争',
    ]);
  });

  it('加入采集箱 puts the listing’s 1688 source offer with its link into the collection box', async () => {
    const top = (await json('/api/selection/list', { platform: 'temu', pageSize: 1 }, boss.token)).body.data.rows[0];
    const r = await json('/api/selection/collect', { platform: 'temu', goodsId: top.goodsId }, boss.token);
    expect(r.body).toMatchObject({ code: 0, msg: '已加入采集箱' });
    const box = (await h.post('/api/collect/list', {}, boss.token)).body.data;
    expect(box).toHaveLength(1);
    expect(box[0]).toMatchObject({ site: '1688', sourceUrl: top.sourceUrl, title: top.sourceTitle, currency: 'CNY' });
    expect(Math.min(...box[0].skus.map((s: any) => s.price))).toBe(top.sourcePriceCny);
    // The link opens the 1688-shaped offer page the source-sites sandbox serves.
    const page = await fetch(top.sourceUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(top.sourceTitle);
    const before = (await h.db.db.select().from(collectedProducts)).length;
    expect((await json('/api/selection/collect', { platform: 'temu', goodsId: '999' }, boss.token)).status).toBe(404);
    expect((await json('/api/selection/collect', { platform: 'ebay', goodsId: top.goodsId }, boss.token)).status).toBe(
      400,
    );
    expect((await h.db.db.select().from(collectedProducts)).length).toBe(before);
  });

  it('exports every filtered row in rank order', async () => {
    const f = { platform: 'temu', minMarginPct: 20 };
    const exp = (await json('/api/selection/export', f, boss.token)).body.data;
    const list = (await json('/api/selection/list', { ...f, pageSize: 100 }, boss.token)).body.data;
    expect(exp.total).toBe(list.total);
    expect(exp.rows.slice(0, 100)).toEqual(list.rows);
  });

  it('a product without reviews has no rating (null, shown as 暂无评价), the others the market’s stars', async () => {
    const exp = (await json('/api/selection/export', {}, boss.token)).body.data;
    const world = new Map(
      allBestSellers(h.sandbox.world.seed, bjToday()).map((b) => [`${b.platform}:${b.goodsId}` as string, b] as const),
    );
    const unreviewed = exp.rows.filter((r: any) => r.reviewCount === 0);
    expect(unreviewed.length).toBeGreaterThan(0);
    expect(unreviewed.every((r: any) => r.rating === null)).toBe(true);
    for (const r of exp.rows.filter((x: any) => x.reviewCount > 0)) {
      expect(r.rating).toBe(world.get(`${r.platform}:${r.goodsId}`)!.rating);
    }
  });

  it('needs pageSelectionToolNew: staff without permission 4 are refused, with it allowed', async () => {
    const { shopIds } = await seedEntity(h, boss.uid, `sel-${engine}-${process.pid}`, ['选品店']);
    const without = await addManager(h, boss.token, { temu: shopIds, permissions: ['1'] });
    const withIt = await addManager(h, boss.token, { temu: shopIds, permissions: ['4'] });
    for (const url of ['/api/selection/list', '/api/selection/categories', '/api/selection/search/list']) {
      const no = await json(url, {}, without.token);
      expect(no.status).toBe(403);
      expect(no.body.msg).toBe('版块功能受限，联系BOSS获取使用许可');
      expect((await json(url, {}, withIt.token)).body.code).toBe(0);
    }
    expect((await json('/api/selection/search/save', { name: 'x', filters: {} }, without.token)).status).toBe(403);
  });

  it('a later sync refreshes listings in place and keeps the count', async () => {
    const n = (await h.db.db.select().from(selectionProducts)).length;
    await syncSelection(h.db.db, createMarketDataClient(h.sandboxUrl, MARKET_DATA_SANDBOX_KEY), new Date());
    expect((await h.db.db.select().from(selectionProducts)).length).toBe(n);
    await expect(syncSelection(h.db.db, createMarketDataClient(h.sandboxUrl, 'wrong-key'), new Date())).rejects.toThrow(
      /401/,
    );
    expect((await h.db.db.select().from(selectionProducts)).length).toBe(n);
  });
});
