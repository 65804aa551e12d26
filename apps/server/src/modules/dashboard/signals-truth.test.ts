import { SoldOut, StockRisk } from '@ksa/contract';
import { totals } from '@ksa/sandbox/market/truth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSyncState, shops } from '../../db/schema/index.js';
import { addDays, bjDay } from '../../lib/days.js';
import { availableEngines } from '../../test/engines.js';
import type { THarness } from '../../test/harness.js';
import { monthBack } from './signals.service.js';
import { bindDemoBoss, bindSheinSeller, worldFactor } from './truth-fixture.js';

const engines = await availableEngines();
const sum = <T>(xs: T[], f: (x: T) => number) => xs.reduce((a, x) => a + f(x), 0);

/**
 * The signal calls (stock risk, sold out, reviews, notices, activities, shop statistics, new products)
 * and the Shein calls against the sandbox world, frozen at T, for all shops of the demo account.
 */
describe.each(engines)('[DASHBOARD] signals and Shein against the world on %s', (engine) => {
  const T = Date.now();
  let h: THarness;
  let token: string;
  let byExternal: Map<number, number>;
  let sheinIds: Map<number, number>;
  const today = bjDay(new Date(T));
  const all = { shopId: 100 };
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await h.post(path, body, token);
    expect(res.body.code, `${path}: ${res.body.msg}`).toBe(0);
    return res.body.data;
  };

  beforeAll(async () => {
    ({ h, token, byExternal } = await bindDemoBoss(engine, T));
    sheinIds = await bindSheinSeller(h, token);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });
  const temuExt = () => [...byExternal.keys()];

  it('stock risk and sold-out losses follow the world’s stock and sales', async () => {
    const world = h.sandbox.world;
    let inRisk = 0;
    let inStock = 0;
    const loss = { skus: 0, units: 0, cents: 0 };
    for (const ext of temuExt()) {
      const stock = new Map(world.stock(ext, today, new Date(T)).map((s) => [s.skuId, s.warehouse]));
      const week = world.skuDays(ext, addDays(today, -(StockRisk.windowDays - 1)), today, new Date(T));
      const month = world.skuDays(ext, addDays(today, -(SoldOut.rateWindowDays - 1)), today, new Date(T));
      for (const k of world.skcs(ext)) {
        if (k.createdDay > today || (k.offShelfDay !== null && k.offShelfDay <= today)) {
          continue;
        }
        const units = sum(k.skus, (u) => stock.get(u.skuId) ?? 0);
        const daily =
          sum(
            week.filter((d) => d.skcId === k.skcId),
            (d) => d.units,
          ) / StockRisk.windowDays;
        inStock += units > 0 ? 1 : 0;
        inRisk += daily > 0 && units / daily < StockRisk.coverDays ? 1 : 0;
      }
      for (const k of world.skcs(ext)) {
        for (const u of k.skus) {
          const u30 = sum(
            month.filter((d) => d.skuId === u.skuId),
            (d) => d.units,
          );
          if ((stock.get(u.skuId) ?? 0) <= 0 && u30 > 0) {
            const lost = Math.round((u30 / SoldOut.rateWindowDays) * SoldOut.lossDays);
            loss.skus += 1;
            loss.units += lost;
            loss.cents += lost * u.priceCents;
          }
        }
      }
    }
    const risk = await post('/api/order/getShopInRiskProductAndInStock', all);
    expect(risk).toMatchObject({ asOf: today, inRisk, inStock });
    expect(risk.list.length).toBe(Math.min(10, inRisk));
    expect(inStock).toBeGreaterThan(0);
    const sold = await post('/api/order/querySoldOut7Loss', all);
    expect(sold).toEqual({
      asOf: today,
      soldOutSkus: loss.skus,
      lostUnits: loss.units,
      lostSalesCents: loss.cents,
      currency: 'CNY',
      rateDay: null,
    });
    const page = await post('/api/order/querySoldOutPerform', { ...all, pageIndex: 1 });
    expect(page.total).toBe(loss.skus);
    expect(sum(page.list, (r: { lostUnits: number }) => r.lostUnits)).toBeLessThanOrEqual(loss.units);
  });

  it('reviews, notices and activities equal the world’s', async () => {
    const world = h.sandbox.world;
    const from = addDays(today, -30);
    const to = addDays(today, -1);
    const reviews = temuExt().flatMap((e) =>
      world.reviews(e, new Date(`${from}T00:00:00+08:00`), new Date(`${today}T00:00:00+08:00`)),
    );
    const perSkc = new Map<number, number>();
    for (const r of reviews) {
      perSkc.set(r.skcId, (perSkc.get(r.skcId) ?? 0) + 1);
    }
    const ranking = await post('/api/order/getShopReviewRankingList', { ...all, startTime: from, endTime: to });
    expect(ranking.map((r: { reviews: number }) => r.reviews)).toEqual(
      [...perSkc.values()].sort((a, b) => b - a).slice(0, 10),
    );
    const top = ranking[0];
    const topStars = reviews.filter((r) => String(r.skcId) === top.skcId).map((r) => r.stars);
    expect(top.avgStars).toBe(Math.round((sum(topStars, (s) => s) / topStars.length) * 100) / 100);
    expect(top.badReviews).toBe(topStars.filter((s) => s <= 2).length);

    // Notices: the sync brings the last 90 days.
    const since = new Date(`${addDays(today, -90)}T00:00:00+08:00`);
    const notices = temuExt().flatMap((e) => world.notices(e, since, new Date(T + 1)));
    const shelf = await post('/api/order/getProductOnAndOffBoardMsg', { ...all, pageIndex: 1 });
    const rules = await post('/api/order/getTemuMsgAndRule', { ...all, pageIndex: 1 });
    expect(shelf.total).toBe(notices.filter((n) => n.kind === 'on_shelf' || n.kind === 'off_shelf').length);
    expect(rules.total).toBe(notices.filter((n) => n.kind === 'rule' || n.kind === 'message').length);
    expect(shelf.list.length).toBe(Math.min(10, shelf.total));
    expect(shelf.list.map((n: { at: string }) => n.at)).toEqual(
      [...shelf.list.map((n: { at: string }) => n.at)].sort().reverse(),
    );

    let joined = 0;
    let ongoing = 0;
    let stock = 0;
    let remaining = 0;
    const skcs = new Set<string>();
    for (const e of temuExt()) {
      const acts = new Map(world.activities(e).map((a) => [a.activityId, a]));
      const enrolls = world.enrollments(e, new Date(T)).filter((x) => acts.get(x.activityId)!.endDay >= today);
      const ids = new Set(enrolls.map((x) => x.activityId));
      joined += ids.size;
      ongoing += [...ids].filter((id) => acts.get(id)!.startDay <= today).length;
      for (const x of enrolls) {
        skcs.add(`${e}-${x.skcId}`);
        stock += x.activityStock;
        remaining += x.records.at(-1)?.remaining ?? x.activityStock;
      }
    }
    expect(await post('/api/order/getShopJoinActivityCount', all)).toEqual({
      joinedActivities: joined,
      ongoingActivities: ongoing,
      joinedQuantityNum: skcs.size,
      activityStock: stock,
      remainingStock: remaining,
    });
  });

  it('the stock monitor charts the four products with the latest activity records, every record as the world has it', async () => {
    const world = h.sandbox.world;
    const enrolls = temuExt().flatMap((e) => world.enrollments(e, new Date(T)).filter((x) => x.records.length));
    const chart = await post('/api/py/getActivityChartData', {});
    const products = new Set(chart.map((c: { mallId: number; skcId: string }) => `${c.mallId}|${c.skcId}`));
    expect(products.size).toBe(Math.min(4, new Set(enrolls.map((x) => `${x.shopId}|${x.skcId}`)).size));
    // The newest record of any product left out is not newer than those of the products shown.
    const newest = (skc: string) =>
      Math.max(
        ...enrolls.filter((x) => String(x.skcId) === skc).flatMap((x) => x.records.map((r) => Date.parse(r.at))),
      );
    const shown = chart.map((c: { skcId: string }) => newest(c.skcId));
    const left = enrolls.filter((x) => !chart.some((c: { skcId: string }) => c.skcId === String(x.skcId)));
    for (const x of left) {
      expect(newest(String(x.skcId))).toBeLessThanOrEqual(Math.min(...shown));
    }
    for (const c of chart) {
      const want = enrolls.find((x) => String(x.enrollId) === c.enrollId)!;
      expect(c.activityRecord).toEqual(
        want.records.map((r) => ({
          now: new Date(r.at).toISOString(),
          remainingActivityStock: r.remaining,
          activityStock: r.total,
        })),
      );
    }
  });

  it('shop statistics, added and new products, the lately sales window and volume by SKU equal the world’s', async () => {
    const world = h.sandbox.world;
    const skcs = temuExt().flatMap((e) => world.skcs(e));
    const history = temuExt().flatMap((e) => world.skuDays(e, addDays(today, -1500), today, new Date(T)));
    const everSold = new Set(history.filter((d) => d.units > 0).map((d) => d.skcId));
    const stats = await post('/api/order/queryStatisticDataSupplier', all);
    expect(stats).toMatchObject({
      quantityOfGoods: skcs.length,
      createdFirstOrderNum: everSold.size,
      noCreatedFirstOrderNum: skcs.length - everSold.size,
      specificationTotal: sum(skcs, (k) => k.skus.length),
    });

    const from = addDays(today, -30);
    const to = addDays(today, -1);
    const q = { ...all, startTime: from, endTime: to };
    const fresh = skcs.filter((k) => k.createdDay >= from && k.createdDay <= to);
    expect(await post('/api/order/getAddedProductNum', q)).toEqual({
      skcCount: fresh.length,
      skuCount: sum(fresh, (k) => k.skus.length),
    });
    const freshIds = new Set(fresh.map((k) => k.skcId));
    const inRange = history.filter((d) => d.day >= from && d.day <= to && d.units > 0 && freshIds.has(d.skcId));
    expect(await post('/api/order/getSalesProductNumNew', q)).toEqual({
      created: fresh.length,
      sold: new Set(inRange.map((d) => d.skcId)).size,
      skuSold: new Set(inRange.map((d) => d.skuId)).size,
    });

    const lately = await post('/api/order/getShopLatelySalesInfos', all);
    expect(lately.from).toBe(addDays(monthBack(today), 1));
    expect(lately.to).toBe(today);
    const want = totals(world, temuExt(), lately.from, today, new Date(T));
    expect(sum(lately.days, (d: { salesCents: number }) => d.salesCents)).toBe(want.salesCents);
    expect(lately.today.units).toBe(totals(world, temuExt(), today, today, new Date(T)).units);

    const best = (await post('/api/order/getProductSalesRanking', q))[0];
    const bySku = await post('/api/order/getLineChartDataVolumeBySKU', { ...q, skcId: best.skcId });
    expect(bySku.series.length).toBeGreaterThan(0);
    expect(sum(bySku.series, (s: { points: { value: number }[] }) => sum(s.points, (p) => p.value))).toBe(best.units);

    const counts = await post('/api/order/getShopProductNum', all);
    expect(sum(counts, (c: { skcCount: number }) => c.skcCount)).toBe(skcs.length);
  });

  it('the /api/stock data source serves the same figures; a renamed product shows its new name everywhere', async () => {
    const q = { ...all, startTime: addDays(today, -30), endTime: addDays(today, -1) };
    for (const name of ['getHistoryTotalSales', 'getProductSalesRanking', 'getTotalSalesByDateAndPrice']) {
      expect(await post(`/api/stock/${name}`, q)).toEqual(await post(`/api/order/${name}`, q));
    }
    const best = (await post('/api/order/getProductSalesRanking', q))[0];
    const renamed = await post('/api/order/setInineSkcProductName', {
      shopId: best.mallId,
      skcId: best.skcId,
      productName: '  我的爆款  ',
    });
    expect(renamed).toEqual({ skcId: best.skcId, productName: '我的爆款', custom: true });
    expect((await post('/api/order/getProductSalesRanking', q))[0].productName).toBe('我的爆款');
    const tooLong = await h.post(
      '/api/order/setInineSkcProductName',
      { shopId: best.mallId, skcId: best.skcId, productName: '名'.repeat(129) },
      token,
    );
    expect(tooLong.body).toMatchObject({ code: 1, msg: '商品名称不能超过256个字符' });
    expect((await post('/api/order/getProductSalesRanking', q))[0].productName).toBe('我的爆款');
    await post('/api/order/setInineSkcProductName', { shopId: best.mallId, skcId: best.skcId, productName: '' });
    expect((await post('/api/order/getProductSalesRanking', q))[0].productName).toBe(best.productName);
  });

  it('the batch call answers each dashboard call exactly as its own route does, errors included', async () => {
    const q = { ...all, startTime: addDays(today, -30), endTime: addDays(today, -1) };
    const calls = [
      { path: '/api/order/getHistoryTotalSales', body: q },
      { path: '/api/order/getProductSalesRanking', body: q },
      { path: '/api/stock/getTotalSalesByDateAndPrice', body: q },
      { path: '/api/order/getShopInRiskProductAndInStock', body: all },
      { path: '/api/order/getSystemRestrict', body: all },
      { path: '/api/shein/product/sales/queryTotalSales', body: q },
      {
        path: '/api/order/getHistoryTotalSales',
        body: { shopId: 999_999, startTime: q.startTime, endTime: q.endTime },
      },
      { path: '/api/order/getHistoryTotalSales', body: { shopId: 100, startTime: q.endTime, endTime: q.startTime } },
      { path: '/api/order/setInineSkcProductName', body: { shopId: 100, skcId: 'x', productName: 'y' } },
    ];
    const batch = await post('/api/dashboard/batch', { calls: JSON.stringify(calls) });
    expect(batch).toHaveLength(calls.length);
    for (const [i, c] of calls.slice(0, 6).entries()) {
      expect(batch[i], c.path).toEqual({ code: 0, msg: 'success', data: await post(c.path, c.body) });
    }
    expect(batch[6]).toMatchObject({ code: 404, data: null });
    expect(batch[7]).toMatchObject({ code: 1, data: null });
    // A write route is not a dashboard call.
    expect(batch[8]).toMatchObject({ code: 404, data: null });
    const tooMany = await h.post('/api/dashboard/batch', { calls: JSON.stringify(Array(41).fill(calls[0])) }, token);
    expect(tooMany.body.code).toBe(1);
  });

  it('an expired shop is reported by getSystemRestrict and left out of all shops', async () => {
    const [first, second] = [...byExternal.values()];
    expect(await post('/api/order/getSystemRestrict', all)).toEqual({ restricted: false, shops: [] });
    const q = { startTime: addDays(today, -30), endTime: addDays(today, -1) };
    const both = (await post('/api/order/getHistoryTotalSales', { ...all, ...q })).value;
    const { eq } = await import('drizzle-orm');
    await h.db.db
      .update(shops)
      .set({ expireAt: new Date(T - 1000) })
      .where(eq(shops.id, first!));
    try {
      const r = await post('/api/order/getSystemRestrict', all);
      expect(r.restricted).toBe(true);
      expect(r.shops.map((s: { mallId: number; state: string }) => [s.mallId, s.state])).toEqual([[first, 'expired']]);
      const rest = (await post('/api/order/getHistoryTotalSales', { ...all, ...q })).value;
      const alone = (await post('/api/order/getHistoryTotalSales', { shopId: second, ...q })).value;
      expect(rest).toBe(alone);
      expect(rest).toBeLessThan(both);
    } finally {
      await h.db.db.update(shops).set({ expireAt: null }).where(eq(shops.id, first!));
    }
  });

  it('Shein: totals, profit, the last 10 minutes and product queries equal the world’s', async () => {
    const world = h.sandbox.world;
    const ext = [...sheinIds.keys()];
    expect(ext.length).toBeGreaterThan(0);
    // In each shop's own currency (dollars), as the world reports it; conversion is tested on its own.
    const own = { ...all, currency: 'own' };
    const q = { ...own, startTime: addDays(today, -30), endTime: addDays(today, -1) };
    const want = totals(world, ext, q.startTime, q.endTime, new Date(T));
    expect((await post('/api/shein/product/sales/queryTotalSales', q)).value).toBe(want.salesCents);
    expect((await post('/api/shein/product/sales/queryTotalSaleVolume', q)).value).toBe(want.units);
    // Temu's totals leave the Shein shops out, and the other way round.
    const temu = totals(world, temuExt(), q.startTime, q.endTime, new Date(T));
    expect((await post('/api/order/getHistoryTotalSales', q)).value).toBe(temu.salesCents);

    // The window is the 10 minutes before each shop's last sync. Say the sync ran a minute after the
    // world's latest order (the sync saw every order up to T), so the window holds at least that one.
    const recent = ext.flatMap((e) => world.orders(e, new Date(T - 2 * 86_400_000), new Date(T + 1)));
    const syncedAt = new Date(Math.max(...recent.map((o) => Date.parse(o.at))) + 60_000);
    const { inArray } = await import('drizzle-orm');
    await h.db.db
      .update(shopSyncState)
      .set({ lastSuccessAt: syncedAt })
      .where(inArray(shopSyncState.shopId, [...sheinIds.values()]));
    const last = await post('/api/shein/product/sales/querySalesLast10m', own);
    expect(last.to).toBe(syncedAt.toISOString());
    expect(Date.parse(last.to) - Date.parse(last.from)).toBe(600_000);
    const orders = ext.flatMap((e) =>
      world.orders(e, new Date(syncedAt.getTime() - 600_000 + 1), new Date(syncedAt.getTime() + 1)),
    );
    expect(orders.length).toBeGreaterThan(0);
    expect(last).toMatchObject({ units: sum(orders, (o) => o.units), salesCents: sum(orders, (o) => o.salesCents) });

    const first = sheinIds.get(ext[0]!)!;
    const spu = await h.get(
      `/api/shein/product/sales/spuQuery?shopId=${first}&startTime=${q.startTime}&endTime=${q.endTime}`,
      token,
    );
    expect(spu.body.code).toBe(0);
    expect(spu.body.data.total).toBe(world.skcs(ext[0]!).length);
    expect(sum(spu.body.data.list, (r: { salesCents: number }) => r.salesCents)).toBeLessThanOrEqual(
      totals(world, [ext[0]!], q.startTime, q.endTime, new Date(T)).salesCents,
    );
    const info = await h.post(`/api/shein/product/query/productInfo?pageNum=1&pageSize=5`, { shopId: first }, token);
    expect(info.body.data.total).toBe(sum(world.skcs(ext[0]!), (k) => k.skus.length));
    expect(info.body.data.list).toHaveLength(5);
    expect(await post('/api/shein/product/query/costIsNullTotal', { shopId: first })).toEqual({
      costIsNullTotal: info.body.data.total,
      total: info.body.data.total,
    });
    const sku = info.body.data.list[0].skuId;
    await post('/api/shein/product/save/costBySku', { shopId: first, skuId: sku, cost: '12.5' });
    expect((await post('/api/shein/product/query/costIsNullTotal', { shopId: first })).costIsNullTotal).toBe(
      info.body.data.total - 1,
    );
    // 未填成本 on Shein's own list: every SKU but the one just costed; a page size out of bounds is refused.
    const noCost = await h.post(
      `/api/shein/product/query/productInfo?pageNum=1&pageSize=100`,
      { shopId: first, noCost: 'true' },
      token,
    );
    expect(noCost.body.data.total).toBe(info.body.data.total - 1);
    expect(noCost.body.data.list.some((r: { skuId: string }) => r.skuId === sku)).toBe(false);
    const tooBig = await h.post(
      `/api/shein/product/query/productInfo?pageNum=1&pageSize=500`,
      { shopId: first },
      token,
    );
    expect(tooBig.body).toMatchObject({ code: 1, errorId: 'PAGE_SIZE_INVALID' });
    // The item list over all shops (both platforms) carries the §3 payload: 30-day sales and SKUs without cost.
    const allIds = [...temuExt(), ...ext];
    const skuCount = (ids: number[]) => sum(ids, (e) => sum(world.skcs(e), (k) => k.skus.length));
    const to = addDays(today, -1);
    const listAll = await post('/api/order/getProductInfoList', { shopId: 100, pageSize: 5 });
    expect(listAll.total).toBe(skuCount(allIds));
    expect(listAll.list).toHaveLength(5);
    // Temu's yuan plus Shein's dollars, each day converted at that day's sandbox ECB rate.
    let converted = 0;
    for (let d = addDays(to, -29); d <= to; d = addDays(d, 1)) {
      converted += totals(world, temuExt(), d, d, new Date(T)).salesCents;
      converted += totals(world, ext, d, d, new Date(T)).salesCents * worldFactor(d, 'USD', 'CNY');
    }
    expect(listAll.currency).toBe('CNY');
    expect(Math.abs(listAll.salesTotal - Math.round(converted))).toBeLessThanOrEqual(1);
    expect(listAll.costIsNullTotal).toBe(skuCount(ext) - 1);
    expect(listAll.skuTotal).toBe(skuCount(allIds));
    // A search narrows the list, not the summary.
    const searched = await post('/api/order/getProductInfoList', { shopId: 100, keyword: listAll.list[0].skuId });
    expect(searched.total).toBe(1);
    expect(searched.skuTotal).toBe(skuCount(allIds));
    const group = await post('/api/order/getProductInfoList', {
      shopId: 100,
      shopIds: String(byExternal.get(temuExt()[0]!)),
    });
    expect(group.total).toBe(skuCount([temuExt()[0]!]));
    expect(group.costIsNullTotal).toBe(0);
    // A Temu shop on a Shein path is not found.
    const temuShop = [...byExternal.values()][0]!;
    expect((await h.post('/api/shein/product/query/productInfo', { shopId: temuShop }, token)).status).toBe(404);
    expect(
      (await post('/api/shein/shop/findSheinShopByUId', {})).map((s: { mallId: number }) => s.mallId).sort(),
    ).toEqual([...sheinIds.values()].sort());
  });
});
