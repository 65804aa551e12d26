import { describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.js';
import { allBestSellers, bestSellerCategories, bestSellersOf, PER_CATEGORY, sourceOfferAt } from './best-sellers.js';
import { MARKET_DATA_SANDBOX_KEY } from './best-sellers-plugin.js';

const key = { 'x-api-key': MARKET_DATA_SANDBOX_KEY };

describe('[SANDBOX] market-data best-seller lists', () => {
  it('are a pure function of seed and day, ranked by the last 7 days’ units', () => {
    const a = bestSellersOf(7, '2026-11-20', 'temu', 30_001);
    expect(bestSellersOf(7, '2026-11-20', 'temu', 30_001)).toEqual(a);
    expect(bestSellersOf(8, '2026-11-20', 'temu', 30_001)).not.toEqual(a);
    expect(a).toHaveLength(PER_CATEGORY);
    const last7 = a.map((b) => b.dailySales.slice(-7).reduce((s, d) => s + d.units, 0));
    expect(last7).toEqual([...last7].sort((x, y) => y - x));
    expect(a[0]!.dailySales.at(-1)!.day).toBe('2026-11-19');
    const ids = allBestSellers(7, '2026-11-20').map((b) => `${b.platform}:${b.goodsId}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sourceOfferAt(7, a[0]!.source.path)).toEqual(a[0]!.source);
  });

  it('serves the lists behind an API key, refuses bad parameters, and the 1688 offers as pages', async () => {
    const app = buildSandbox({ profile: 'tiny' });
    const cats = await app.inject({ url: '/market-data/v1/categories?platform=shein', headers: key });
    expect(cats.json().data.categories).toHaveLength(bestSellerCategories().length);
    expect((await app.inject({ url: '/market-data/v1/categories?platform=shein' })).statusCode).toBe(401);
    const bad = await app.inject({ url: '/market-data/v1/best-sellers?platform=temu&categoryId=1', headers: key });
    expect(bad.json()).toMatchObject({ code: 40002 });
    const page2 = await app.inject({
      url: '/market-data/v1/best-sellers?platform=temu&categoryId=30002&page=2&pageSize=5',
      headers: key,
    });
    const body = page2.json().data;
    expect(body).toMatchObject({ total: PER_CATEGORY, page: 2, pageSize: 5 });
    expect(body.items.map((i: { rank: number }) => i.rank)).toEqual([6, 7, 8, 9, 10]);
    const offer = await app.inject({ url: new URL(body.items[0].source.url).pathname });
    expect(offer.statusCode).toBe(200);
    expect(offer.body).toContain(body.items[0].source.title);
    await app.close();
  });
});
