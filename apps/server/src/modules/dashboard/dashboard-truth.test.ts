import { deadStock, stockValue, totals } from '@ksa/sandbox/market/truth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bjDay } from '../../lib/days.js';
import { availableEngines } from '../../test/engines.js';
import type { THarness } from '../../test/harness.js';
import { refreshRolling } from '../sync/rolling.js';
import { bindDemoBoss } from './truth-fixture.js';

const engines = await availableEngines();

/**
 * The dashboards against the sandbox's own ground truth (truth.ts): the world is frozen at T, a BOSS
 * binds the demo Temu account, the first sync lands, the BOSS imports the cost sheet, and every total
 * must equal what the world says, for one shop, a group (both shops) and all shops, over several ranges.
 */
describe.each(engines)('[DASHBOARD] ground truth on %s', (engine) => {
  const T = Date.now();
  let h: THarness;
  let token: string;
  let byExternal: Map<number, number>;
  const today = bjDay(new Date(T));
  const yesterday = addDays(today, -1);

  beforeAll(async () => {
    ({ h, token, byExternal } = await bindDemoBoss(engine, T));
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const scopes = () => {
    const ext = [...byExternal.keys()];
    return [
      { name: 'one shop', body: { shopId: byExternal.get(ext[0]!)! }, ext: [ext[0]!] },
      { name: 'a group', body: { shopIds: [...byExternal.values()].join(',') }, ext },
      { name: 'all shops', body: { shopId: 100 }, ext },
    ];
  };
  const ranges = () => [
    { name: 'week', from: addDays(today, -7), to: yesterday },
    { name: 'month', from: addDays(today, -30), to: yesterday },
    { name: 'custom year', from: addDays(today, -365), to: addDays(today, -100) },
    { name: 'two years', from: addDays(today, -729), to: yesterday },
  ];

  it('sales, volume, cost and profit equal the world’s for every scope and range', async () => {
    for (const s of scopes()) {
      for (const r of ranges()) {
        const q = { ...s.body, startTime: r.from, endTime: r.to };
        const want = totals(h.sandbox.world, s.ext, r.from, r.to, new Date(T));
        const sales = (await h.post('/api/order/getHistoryTotalSales', q, token)).body.data;
        const volume = (await h.post('/api/order/getHistorySaleVolume', q, token)).body.data;
        const profit = (await h.post('/api/order/getHistoryTotalProfits', q, token)).body.data;
        const label = `${s.name} / ${r.name}`;
        expect(sales.value, label).toBe(want.salesCents);
        expect(volume.value, label).toBe(want.units);
        expect(profit.current.costCents, label).toBe(want.costCents);
        expect(profit.current.profitCents, label).toBe(want.profitCents);
        expect(profit.costCoverage, label).toBe(1);
        // The previous period is the same length just before.
        const prev = totals(h.sandbox.world, s.ext, sales.previousFrom, sales.previousTo, new Date(T));
        expect(sales.previous, label).toBe(prev.salesCents);
        // The line chart adds up to the total.
        const chart = (await h.post('/api/order/getLineChartDataSales', q, token)).body.data;
        expect(
          chart.points.reduce((a: number, p: { value: number }) => a + p.value, 0),
          label,
        ).toBe(want.salesCents);
      }
    }
  });

  it('stock value and dead stock (≤ 19 units in 30 days) equal the world’s', async () => {
    for (const s of scopes()) {
      const value = (await h.post('/api/order/getShopRealStockValue', s.body, token)).body.data;
      const dead = (await h.post('/api/order/getShopDeadStockProductInfo', s.body, token)).body.data;
      expect(value.asOf).toBe(today);
      expect(value.costTotal, s.name).toBe(stockValue(h.sandbox.world, s.ext, today, new Date(T)));
      const want = deadStock(h.sandbox.world, s.ext, today, new Date(T));
      expect(dead.totaNum, s.name).toBe(want.count);
      expect(dead.totalValue, s.name).toBe(want.valueCents);
    }
  });

  it('rankings cover the range and lose nothing', async () => {
    const q = { shopId: 100, startTime: addDays(today, -30), endTime: yesterday };
    const shops = (await h.post('/api/order/getShopSalesRanking', q, token)).body.data as { salesCents: number }[];
    const want = totals(h.sandbox.world, [...byExternal.keys()], q.startTime, q.endTime, new Date(T));
    expect(shops.reduce((a, x) => a + x.salesCents, 0)).toBe(want.salesCents);
    expect(shops[0]!.salesCents).toBeGreaterThanOrEqual(shops.at(-1)!.salesCents);
    const products = (await h.post('/api/order/getProductSalesRanking', q, token)).body.data as {
      salesCents: number;
    }[];
    expect(products).toHaveLength(10);
    expect(products.map((p) => p.salesCents)).toEqual([...products.map((p) => p.salesCents)].sort((a, b) => b - a));
  });

  it('created products, sales by category and by price band, returns and delivery levels equal the world’s', async () => {
    const world = h.sandbox.world;
    const ext = [...byExternal.keys()];
    const all = { shopId: 100 };
    const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const skcs = ext.flatMap((id) => world.skcs(id));
    const created = (await h.post('/api/order/getCreatedProductStatistics', all, token)).body.data;
    expect(created).toEqual({
      today: skcs.filter((k) => k.createdDay === today).length,
      thisWeek: skcs.filter((k) => k.createdDay >= monday && k.createdDay <= today).length,
      thisMonth: skcs.filter((k) => k.createdDay >= `${today.slice(0, 8)}01` && k.createdDay <= today).length,
      onShelf: skcs.filter((k) => k.createdDay <= today && (k.offShelfDay === null || k.offShelfDay > today)).length,
      total: skcs.length,
    });

    const q = { ...all, startTime: addDays(today, -30), endTime: yesterday };
    const days = ext.flatMap((id) => world.skuDays(id, q.startTime, q.endTime, new Date(T)));
    const skcById = new Map(skcs.map((k) => [k.skcId, k]));
    const wantCat = new Map<string, number>();
    for (const d of days) {
      const c = skcById.get(d.skcId)!.category || '未分类';
      wantCat.set(c, (wantCat.get(c) ?? 0) + d.salesCents);
    }
    const byCat = (await h.post('/api/order/getTotalSalesGroupByCatalogue', q, token)).body.data as {
      category: string;
      salesCents: number;
    }[];
    expect(new Map(byCat.map((c) => [c.category, c.salesCents]))).toEqual(wantCat);

    const sold = (await h.post('/api/order/getSalesProductNum', q, token)).body.data;
    const soldDays = days.filter((d) => d.units > 0);
    expect(sold).toEqual({
      skcCount: new Set(soldDays.map((d) => `${d.skcId}`)).size,
      skuCount: new Set(soldDays.map((d) => `${d.skuId}`)).size,
    });
    const todayDays = ext.flatMap((id) => world.skuDays(id, today, today, new Date(T))).filter((d) => d.units > 0);
    expect((await h.post('/api/sales/getTodaySalesProductNum', all, token)).body.data.skuCount).toBe(
      new Set(todayDays.map((d) => d.skuId)).size,
    );
    const price = new Map(skcs.flatMap((k) => k.skus.map((u) => [u.skuId, u.priceCents] as const)));
    const bands = (await h.post('/api/order/getTotalSalesByDateAndPrice', q, token)).body.data as {
      fromCents: number;
      toCents: number | null;
      units: number;
    }[];
    for (const b of bands) {
      const units = days
        .filter((d) => {
          const p = price.get(d.skuId)!;
          return p >= b.fromCents && (b.toCents === null || p < b.toCents);
        })
        .reduce((a, d) => a + d.units, 0);
      expect(b.units, `${b.fromCents}`).toBe(units);
    }

    const from = new Date(`${q.startTime}T00:00:00+08:00`);
    const to = new Date(`${today}T00:00:00+08:00`);
    const wantReturns = ext.flatMap((id) => world.returns(id, from, to));
    const page1 = (await h.post('/api/order/getReturnSupplierPackage', { ...q, pageIndex: 1 }, token)).body.data;
    expect(page1.total).toBe(wantReturns.length);
    expect(page1.list.length).toBe(Math.min(10, wantReturns.length));
    // Newest first over all shops, ten a page: the first two pages are the world's first twenty.
    const newest = [...wantReturns]
      .sort(
        (a, b) =>
          new Date(b.outboundAt).getTime() - new Date(a.outboundAt).getTime() ||
          (a.packageSn < b.packageSn ? -1 : a.packageSn > b.packageSn ? 1 : 0) ||
          (String(a.skuId) < String(b.skuId) ? -1 : String(a.skuId) > String(b.skuId) ? 1 : 0),
      )
      .map((r) => [r.packageSn, new Date(r.outboundAt).toISOString()]);
    const page2 = (await h.post('/api/order/getReturnSupplierPackage', { ...q, pageIndex: 2 }, token)).body.data;
    const pages = [...page1.list, ...page2.list] as { packageSn: string; outboundAt: string }[];
    expect(pages.map((r) => [r.packageSn, r.outboundAt])).toEqual(newest.slice(0, 20));

    const levels = (await h.post('/api/order/queryDeliveryAssessmentRecord', all, token)).body.data as {
      mallId: number;
      level: string;
      stars: number;
    }[];
    expect(levels).toHaveLength(ext.length);
    for (const [externalId, shopId] of byExternal) {
      const latest = world
        .deliveryRatings(externalId)
        .sort((a, b) => a.weekStartDay.localeCompare(b.weekStartDay))
        .at(-1)!;
      const got = levels.find((l) => l.mallId === shopId)!;
      expect(got.level).toBe(latest.level);
      expect(got.stars).toBe(Math.round((latest.score / 20) * 2) / 2);
    }
  });

  it('the breakdown cards of a kept window read the rolling rows the sync keeps, and equal the daily rows', async () => {
    const cards = [
      '/api/order/getTotalSalesGroupByCatalogue',
      '/api/order/getTotalSalesByDateAndPrice',
      '/api/order/getShopReviewRankingList',
      '/api/order/getProductSalesRanking',
    ];
    const windows = [
      { startTime: today, endTime: today },
      { startTime: addDays(today, -7), endTime: yesterday },
      { startTime: addDays(today, -30), endTime: yesterday },
    ];
    const ask = async () => {
      const out: unknown[] = [];
      for (const s of scopes()) {
        for (const w of windows) {
          for (const path of cards) {
            out.push((await h.post(path, { ...s.body, ...w }, token)).body.data);
          }
        }
      }
      return out;
    };
    const kinds = await h.db.db.execute(
      sql`select dim, count(*)::int n from sales_mix_rolling group by dim order by dim`,
    );
    expect((kinds as unknown as { rows: { dim: string; n: number }[] }).rows.map((r) => r.dim)).toEqual([
      'band',
      'category',
    ]);
    const fromRolling = await ask();
    // A refresh for yesterday that finishes late (the rates job began before midnight) keeps today's sums.
    const [shopRow] = (
      (await h.db.db.execute(
        sql`select shop_id, day::text d from rolling_state order by shop_id limit 1`,
      )) as unknown as {
        rows: { shop_id: number; d: string }[];
      }
    ).rows;
    await refreshRolling(h.db.db, Number(shopRow!.shop_id), yesterday);
    const [after] = (
      (await h.db.db.execute(
        sql`select day::text d from rolling_state where shop_id = ${shopRow!.shop_id}`,
      )) as unknown as { rows: { d: string }[] }
    ).rows;
    expect(after!.d).toBe(today);
    expect(await ask()).toEqual(fromRolling);
    // Without today's rolling state (a shop not synced since midnight) the same cards sum the daily rows.
    await h.db.db.execute(sql`update rolling_state set day = ${yesterday}`);
    try {
      expect(await ask()).toEqual(fromRolling);
    } finally {
      await h.db.db.execute(sql`update rolling_state set day = ${today}`);
    }
  });

  it('a long custom range ranks products and breaks sales down by category and price from month rows and edge days, as the daily rows do', async () => {
    // The tiny world's history is short: from the first of its first month, at least that month is whole.
    const [first] = (
      (await h.db.db.execute(sql`select to_char(min(day), 'YYYY-MM') || '-01' d from skc_daily`)) as unknown as {
        rows: { d: string }[];
      }
    ).rows;
    const ranges = [
      { startTime: first!.d, endTime: yesterday },
      { startTime: addDays(first!.d, -15), endTime: addDays(yesterday, -3) },
      { startTime: addDays(today, -90), endTime: yesterday },
    ];
    const ask = async () => {
      const out: unknown[] = [];
      for (const s of scopes()) {
        for (const r of ranges) {
          for (const path of [
            '/api/order/getProductSalesRanking',
            '/api/order/getTotalSalesGroupByCatalogue',
            '/api/order/getTotalSalesByDateAndPrice',
          ]) {
            out.push((await h.post(path, { ...s.body, ...r }, token)).body.data);
          }
        }
      }
      return out;
    };
    const months = await h.db.db.execute(sql`select count(*)::int n from monthly_state where month = ${first!.d}`);
    expect((months as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(byExternal.size);
    const fromMonths = await ask();
    expect(fromMonths.flat().length).toBeGreaterThan(0);
    // Without the monthly rows (a shop synced before they existed) the daily rows give the same ranking.
    await h.db.db.execute(sql`create temporary table kept_months as select * from monthly_state`);
    await h.db.db.execute(sql`delete from monthly_state`);
    try {
      expect(await ask()).toEqual(fromMonths);
    } finally {
      await h.db.db.execute(sql`insert into monthly_state select * from kept_months`);
      await h.db.db.execute(sql`drop table kept_months`);
    }
  });

  it('an unknown or foreign scope answers 404; a bad range answers code 1', async () => {
    expect(
      (await h.post('/api/order/getHistoryTotalSales', { shopId: 999999, startTime: today, endTime: today }, token))
        .status,
    ).toBe(404);
    const bad = await h.post(
      '/api/order/getHistoryTotalSales',
      { shopId: 100, startTime: today, endTime: yesterday },
      token,
    );
    expect(bad.body.code).toBe(1);
  });
});
