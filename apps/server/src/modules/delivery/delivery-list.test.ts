import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { bjDay } from '../../lib/days.js';
import { availableEngines } from '../../test/engines.js';
import { registerBoss, startHarness, type THarness } from '../../test/harness.js';
import { postJson } from './delivery.fixture.js';
import { seedDeliveryShops, type TSeeded } from './delivery-list.fixture.js';
import { deliveryPageSql } from './delivery-list.repo.js';
import { deliveryStatusOf } from './delivery-status.js';

const engines = await availableEngines();
type TQuery = {
  tab?: 1 | 2 | 3;
  status?: number;
  shipType?: 0 | 1 | 2;
  startDate?: string;
  endDate?: string;
  keyword?: string;
  dueByToday?: boolean;
  pageNo?: number;
  pageSize?: number;
};
type TRow = { orderSn: string; shopId: number; status: number; ship: { deliverySn: string } | null };

/** The list's rules applied to the seeded rows in memory, written apart from the SQL they check. */
const expectedPage = (seeded: TSeeded[], shopIds: number[], q: TQuery, today: string) => {
  const rowsOf = seeded
    .filter((o) => shopIds.includes(o.stock.shopId))
    .map((o) => {
      const byAge = [...o.ships].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      const live = byAge.filter((s) => s.marketStatus !== 5);
      const current = (live.length ? live : byAge).at(-1) ?? null;
      const active = current && current.marketStatus !== 5 ? current : null;
      const status = deliveryStatusOf({
        platform: o.stock.platform,
        stockStatus: o.stock.marketStatus,
        ship: active ? { marketStatus: active.marketStatus, packed: active.packed ?? false } : null,
      });
      return { o: o.stock, current, status, day: bjDay(o.stock.purchaseAt) };
    });
  const k = q.keyword?.toLowerCase();
  const matching = rowsOf.filter(
    (r) =>
      (q.tab !== 2 || r.current) &&
      (q.tab !== 3 || r.current?.receivedAt) &&
      (q.shipType === undefined || q.shipType === 2 || r.o.shipType === q.shipType) &&
      (!q.startDate || r.day >= q.startDate) &&
      (!q.endDate || r.day <= q.endDate) &&
      (!q.dueByToday || ((r.status === 1 || r.status === 2) && r.o.requiredDay <= today)) &&
      (!k ||
        [r.o.orderSn, r.o.skcId, r.current?.deliverySn ?? '', ...r.o.skus.flatMap((s) => [s.skuId, s.extCode])].some(
          (h) => h.toLowerCase().includes(k),
        )),
  );
  const counts: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const r of matching) {
    counts[r.status] = (counts[r.status] ?? 0) + 1;
  }
  const chosen = matching
    .filter((r) => !q.status || r.status === q.status)
    .sort(
      (a, b) =>
        b.o.purchaseAt.getTime() - a.o.purchaseAt.getTime() ||
        (a.o.orderSn < b.o.orderSn ? -1 : a.o.orderSn > b.o.orderSn ? 1 : 0) ||
        a.o.shopId - b.o.shopId,
    );
  const size = q.pageSize ?? 10;
  const start = ((q.pageNo ?? 1) - 1) * size;
  return {
    total: chosen.length,
    counts,
    list: chosen.slice(start, start + size).map((r) => ({
      orderSn: r.o.orderSn,
      shopId: r.o.shopId,
      status: r.status,
      deliverySn: r.current?.deliverySn ?? null,
    })),
  };
};

describe.each(engines)('[DELIVERY] the list of a 10,000-order shop, paged in SQL, on %s', (engine) => {
  let h: THarness;
  let token: string;
  let seed: Awaited<ReturnType<typeof seedDeliveryShops>>;

  beforeAll(async () => {
    h = await startHarness(engine);
    const boss = await registerBoss(h);
    token = boss.token;
    seed = await seedDeliveryShops(h.db.db, boss.uid, 10_000, 400);
    await h.db.db.execute(sql`analyze stock_orders`);
    await h.db.db.execute(sql`analyze ship_orders`);
  }, 240_000);
  afterAll(() => h?.close());

  const today = () => bjDay(h.app.deps.clock.now());
  const day = (daysAgo: number) => bjDay(new Date(Date.now() - daysAgo * 86_400_000));
  const queries = (): { shops: 'temu' | 'both'; q: TQuery }[] => [
    { shops: 'temu', q: {} },
    { shops: 'temu', q: { pageNo: 37, pageSize: 50 } },
    { shops: 'both', q: { pageNo: 3, pageSize: 100 } },
    { shops: 'both', q: { status: 1, pageNo: 2, pageSize: 20 } },
    { shops: 'temu', q: { status: 2, pageSize: 500 } },
    { shops: 'both', q: { status: 4, shipType: 1, pageNo: 4 } },
    { shops: 'temu', q: { tab: 2, status: 3, pageNo: 5 } },
    { shops: 'both', q: { tab: 3, pageSize: 30 } },
    { shops: 'both', q: { startDate: day(20), endDate: day(10), pageNo: 2, pageSize: 25 } },
    { shops: 'temu', q: { keyword: 'ext-4', pageSize: 40 } },
    { shops: 'temu', q: { keyword: 'fh12', tab: 2 } },
    { shops: 'both', q: { keyword: 'SH10003', status: 3 } },
    { shops: 'both', q: { dueByToday: true, pageSize: 200 } },
    { shops: 'temu', q: { status: 1, pageNo: 10_000 } },
  ];

  it('every page holds exactly the rows an independent filter and sort of the seeded orders gives', async () => {
    for (const { shops, q } of queries()) {
      const shopIds = shops === 'temu' ? [seed.temuShopId] : [seed.temuShopId, seed.sheinShopId];
      const res = await postJson(h, '/api/delivery/list', { shopIds, ...q }, token);
      expect(res.body.code, JSON.stringify(q)).toBe(0);
      const want = expectedPage(seed.seeded, shopIds, q, today());
      const got = res.body.data as { total: number; counts: Record<string, number>; list: TRow[] };
      expect({ q, total: got.total, counts: got.counts }).toEqual({ q, total: want.total, counts: want.counts });
      expect(
        got.list.map((r) => ({
          orderSn: r.orderSn,
          shopId: r.shopId,
          status: r.status,
          deliverySn: r.ship?.deliverySn ?? null,
        })),
        JSON.stringify(q),
      ).toEqual(want.list);
    }
    // The queries reach every status, tab and filter with rows in them (none passes by being empty).
    expect(expectedPage(seed.seeded, [seed.temuShopId], { status: 2 }, today()).total).toBeGreaterThan(100);
    expect(expectedPage(seed.seeded, [seed.temuShopId], { keyword: 'fh12', tab: 2 }, today()).total).toBeGreaterThan(0);
  }, 120_000);

  it('a page is read from stock_orders_list_idx in its order, not by sorting the shop', async () => {
    const filter = { shopIds: [seed.temuShopId], tab: 1 as const, shipType: 2 as const };
    for (const [status, offset] of [
      [undefined, 0],
      [undefined, 2000],
      [1, 200],
    ] as const) {
      const plan = (
        await rows<Record<string, string>>(h.db.db, sql`explain ${deliveryPageSql(filter, status, offset, 10)}`)
      )
        .map((r) => Object.values(r)[0])
        .join('\n');
      expect(plan, plan).toMatch(/Index (Only )?Scan using stock_orders_list_idx on stock_orders/);
      expect(plan, plan).not.toMatch(/Seq Scan on stock_orders/);
      // Only the shops' runs are merged by a sort (its key ends with the shop); one shop's rows are never sorted.
      expect(
        plan.split('\n').filter((l) => /Sort Key: o\.purchase_at/.test(l) && !/o\.shop_id/.test(l)),
        plan,
      ).toEqual([]);
    }
  });
});
