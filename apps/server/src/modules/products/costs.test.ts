import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bjDay } from '../../lib/days.js';
import { availableEngines } from '../../test/engines.js';
import type { THarness } from '../../test/harness.js';
import { bindDemoBoss } from '../dashboard/truth-fixture.js';
import { profitFromOrders, setCost, skusSellingAcross, stockValueWith, type TCostTimeline } from './cost-truth.js';

const engines = await availableEngines();

/**
 * Costs for the past against the sandbox's order ground truth: the demo BOSS imports the world's cost
 * sheet for all of history except four SKUs of the first shop that sold in each of the last two months;
 * costs are then set on those from past days, and past profit must equal the profit computed from the
 * world's order lines with exactly those costs.
 */
describe.each(engines)('[COSTS] costs for the past on %s', (engine) => {
  const T = Date.now();
  const now = new Date(T);
  const today = bjDay(now);
  const yesterday = addDays(today, -1);
  const range = { startTime: addDays(today, -60), endTime: yesterday };
  let h: THarness;
  let token: string;
  let ext: number;
  let shopId: number;
  let u: number[] = [];
  const tl: TCostTimeline = new Map();

  beforeAll(async () => {
    const bound = await bindDemoBoss(engine, T, {
      uncosted: (world) => {
        const first = world.temuAccounts.find((a) => a.demo)!.shopIds[0]!;
        u = skusSellingAcross(world, first, today, now).slice(0, 4);
        return new Set(u);
      },
    });
    ({ h, token } = bound);
    ext = [...bound.byExternal.keys()][0]!;
    shopId = bound.byExternal.get(ext)!;
    expect(u).toHaveLength(4);
    for (const r of h.sandbox.world.costSheet(ext)) {
      if (!u.includes(r.skuId)) {
        setCost(tl, r.skuId, '2000-01-01', r.costCents);
      }
    }
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  const profit = async (r = range) =>
    (await h.post('/api/order/getHistoryTotalProfits', { shopId, ...r }, token)).body.data.current as {
      costCents: number;
      profitCents: number;
    };
  const truth = (r = range) => profitFromOrders(h.sandbox.world, ext, r.startTime, r.endTime, tl);
  const setSkuCost = (skuId: number, cost: string, effectiveFrom?: string) =>
    h.post(
      '/api/order/updateProductInfoSummary',
      { shopId, skuId: String(skuId), cost, ...(effectiveFrom === undefined ? {} : { effectiveFrom }) },
      token,
    );
  const importCosts = (rows: Record<string, unknown>[], source?: string) =>
    h.post('/api/order/importProductCosts', { rows: JSON.stringify(rows), ...(source ? { source } : {}) }, token);
  const list = (body: Record<string, unknown>) => h.post('/api/order/getProductInfoList', { shopId, ...body }, token);
  const lastOp = async () => {
    const all = await h.db.db.query.auditLog.findMany();
    return all.filter((a) => a.event.startsWith('op.cost.')).sort((a, b) => b.id - a.id)[0]!;
  };
  const costRows = async () => (await h.db.db.query.skuCosts.findMany()).length;

  it('the list filters SKUs without a cost and pages by the size asked; a bad page size is refused', async () => {
    const res = await list({ noCost: true, pageSize: 100 });
    expect(res.body.code).toBe(0);
    expect(res.body.data.total).toBe(4);
    expect(res.body.data.costIsNullTotal).toBe(4);
    const rows = res.body.data.list as { skuId: string; costCents: number | null; firstSaleDay: string | null }[];
    expect(rows.map((r) => Number(r.skuId)).sort()).toEqual([...u].sort());
    expect(rows.every((r) => r.costCents === null && r.firstSaleDay !== null && r.firstSaleDay < today)).toBe(true);
    // All shops: the other shop has every cost, so the same four; two per page.
    const all = await h.post('/api/order/getProductInfoList', { shopId: 100, noCost: 'true', pageSize: 2 }, token);
    expect(all.body.data.total).toBe(4);
    expect(all.body.data.list).toHaveLength(2);
    const full = await list({ pageSize: 50 });
    expect(full.body.data.total).toBe(full.body.data.skuTotal);
    expect(full.body.data.list).toHaveLength(Math.min(50, full.body.data.total));
    expect((await list({ pageSize: 20 })).body.data.list).toHaveLength(Math.min(20, full.body.data.total));
    for (const pageSize of [0, 101, 'abc', 2.5, -10]) {
      const bad = await list({ pageSize });
      expect(bad.body, String(pageSize)).toMatchObject({ code: 1, errorId: 'PAGE_SIZE_INVALID' });
    }
  });

  it('a back-dated cost changes past profit exactly as the ground truth computed with that cost says', async () => {
    const [a] = u as [number];
    const x = addDays(today, -30);
    const beforeX = { startTime: range.startTime, endTime: addDays(x, -1) };
    expect(await profit()).toEqual(truth());
    const untouched = await profit(beforeX);
    const stock = async () =>
      (await h.post('/api/order/getShopRealStockValue', { shopId }, token)).body.data.costTotal as number;
    expect(await stock()).toBe(stockValueWith(h.sandbox.world, ext, today, now, tl));

    const res = await setSkuCost(a, '12.34', x);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual({ effectiveFrom: x, costCents: 1234 });
    setCost(tl, a, x, 1234);
    const after = await profit();
    expect(after).toEqual(truth());
    expect(after.costCents).toBeGreaterThan(0);
    expect(await profit(beforeX)).toEqual(untouched);
    // The stock figures derive from today's cost too: recomputed, not served stale.
    expect(await stock()).toBe(stockValueWith(h.sandbox.world, ext, today, now, tl));
    const row = (await list({ keyword: String(a) })).body.data.list[0];
    expect(row).toMatchObject({ skuId: String(a), costCents: 1234, costFrom: x });
    expect((await list({ noCost: true })).body.data.total).toBe(3);

    const op = await lastOp();
    expect(op.event).toBe('op.cost.set');
    expect(op.detail).toMatchObject({ skuId: String(a), effectiveFrom: x, from: null, to: 1234 });
  });

  it('a later entry with an earlier date covers only the days up to the next entry', async () => {
    const [a] = u as [number];
    const y = addDays(today, -45);
    const x = addDays(today, -30);
    expect((await setSkuCost(a, '5', y)).body.code).toBe(0);
    setCost(tl, a, y, 500);
    expect(await profit()).toEqual(truth());
    expect((await lastOp()).detail).toMatchObject({ skuId: String(a), effectiveFrom: y, from: null, to: 500 });
    // The row of /account/manager still shows today's cost (the later entry).
    expect((await list({ keyword: String(a) })).body.data.list[0]).toMatchObject({ costCents: 1234, costFrom: x });
    // Replacing the later entry: old value 12.34, new 20.00.
    expect((await setSkuCost(a, '20.00', x)).body.code).toBe(0);
    setCost(tl, a, x, 2000);
    expect(await profit()).toEqual(truth());
    expect((await lastOp()).detail).toMatchObject({ effectiveFrom: x, from: 1234, to: 2000 });
    const log = (await h.post('/api/order/getOperationLog', {}, token)).body.data.list as { detail: string }[];
    expect(log[0]!.detail).toBe(`设置 SKU ${a} 的成本价 ¥12.34 → ¥20.00（${x} 起生效）`);
  });

  it('a cost from today leaves past profit unchanged', async () => {
    const b = u[1]!;
    const before = await profit();
    const res = await setSkuCost(b, '9.99');
    expect(res.body, JSON.stringify(res.body)).toMatchObject({
      code: 0,
      data: { effectiveFrom: today, costCents: 999 },
    });
    setCost(tl, b, today, 999);
    expect(await profit()).toEqual(before);
    expect(await profit()).toEqual(truth());
  });

  it('the import takes an effective date per row (default today) and re-costs the history it covers', async () => {
    const [, , c, d] = u as [number, number, number, number];
    const res = await importCosts([
      { shopId, skuId: String(c), cost: '3.30', effectiveFrom: addDays(today, -20) },
      { shopId, skuId: String(d), cost: '4.40', effectiveFrom: '' },
      { shopId, skuId: String(c), cost: '6.60', effectiveFrom: addDays(today, -10) },
      { shopId, skuId: 'no-such-sku', cost: '1', effectiveFrom: addDays(today, -10) },
    ]);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 0, data: { imported: 3, skipped: 1 } });
    setCost(tl, c, addDays(today, -20), 330);
    setCost(tl, c, addDays(today, -10), 660);
    setCost(tl, d, today, 440);
    expect(await profit()).toEqual(truth());
    const op = await lastOp();
    expect(op.event).toBe('op.cost.import');
    expect(op.detail?.changes).toEqual([
      { shopId, skuId: String(c), effectiveFrom: addDays(today, -20), from: null, to: 330 },
      { shopId, skuId: String(d), effectiveFrom: today, from: null, to: 440 },
      { shopId, skuId: String(c), effectiveFrom: addDays(today, -10), from: null, to: 660 },
    ]);
    // A bulk entry over rows that have costs: the old values are the ones valid on each day.
    const bulk = await importCosts(
      [{ shopId, skuId: String(c), cost: '7', effectiveFrom: addDays(today, -5) }],
      'bulk',
    );
    expect(bulk.body.code).toBe(0);
    setCost(tl, c, addDays(today, -5), 700);
    expect((await lastOp()).detail).toMatchObject({
      source: 'bulk',
      changes: [{ skuId: String(c), effectiveFrom: addDays(today, -5), from: 660, to: 700 }],
    });
    expect(await profit()).toEqual(truth());
  });

  it('an invalid or future date refuses the whole import, naming its row, and changes nothing', async () => {
    const [a, b] = u as [number, number];
    const before = { profit: await profit(), rows: await costRows(), op: (await lastOp()).id };
    const good = { shopId, skuId: String(a), cost: '1.11', effectiveFrom: addDays(today, -3) };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ shopId, skuId: String(b), cost: '2', effectiveFrom: '2025-02-30' }, 2, '2025-02-30'],
      [{ shopId, skuId: String(b), cost: '2', effectiveFrom: '2025/01/01', row: 7 }, 7, '2025/01/01'],
      [{ shopId, skuId: String(b), cost: '2', effectiveFrom: addDays(today, 1) }, 2, addDays(today, 1)],
      [{ shopId, skuId: String(b), cost: '2', effectiveFrom: '1999-12-31' }, 2, '1999-12-31'],
    ];
    for (const [row, n, value] of cases) {
      const res = await importCosts([good, row]);
      expect(res.body, value).toMatchObject({
        code: 1,
        errorId: 'COST_IMPORT_DATE_INVALID',
        errorParams: { row: n, value },
      });
      expect(res.body.msg).toContain(`第${n}行`);
    }
    for (const effectiveFrom of ['2024-13-01', addDays(today, 1), 'yesterday']) {
      const res = await setSkuCost(b, '2', effectiveFrom);
      expect(res.body, effectiveFrom).toMatchObject({ code: 1, errorId: 'COST_DATE_INVALID' });
    }
    expect(await profit()).toEqual(before.profit);
    expect(await costRows()).toBe(before.rows);
    expect((await lastOp()).id).toBe(before.op);
  });
});
