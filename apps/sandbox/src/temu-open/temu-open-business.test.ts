import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { fakeClock } from '../sms/sms-test-kit.js';
import { call, openGateway, signedBody, world } from './temu-open-test-kit.js';

let app: FastifyInstance;
let clock: ReturnType<typeof fakeClock>;

beforeEach(async () => {
  ({ app, clock } = await openGateway());
});
afterEach(() => app.close());

const DAY = 86_400_000;
const get = async (type: string, mallId: number, business: Record<string, unknown> = {}) => {
  const body = await call(app, signedBody({ type, now: clock.now(), mallId, business }));
  return body;
};

/** Ground truth straight from the world: units of one SKU over [from, to] with today's partial figure. */
const unitsOf = (shopId: number, skuId: number, from: string, to: string) =>
  world
    .skuDays(shopId, from, to, new Date(clock.now()))
    .filter((r) => r.skuId === skuId)
    .reduce((n, r) => n + r.units, 0);

describe('bg.goods.salesv2.get', () => {
  it('reports per-SKC and per-SKU volumes equal to the world, Beijing windows', async () => {
    const body = await get('bg.goods.salesv2.get', 101, { pageNo: 1, pageSize: 500 });
    expect(body.success).toBe(true);
    expect(body.result.total).toBe(3);
    const stock = world.stock(101, '2025-03-01');
    for (const row of body.result.subOrderList) {
      const skc = world.skcs(101).find((s) => s.skcId === row.productSkcId);
      expect(skc).toBeDefined();
      let skcTotal = 0;
      for (const sku of row.skuQuantityDetailList) {
        expect(sku.todaySaleVolume).toBe(unitsOf(101, sku.productSkuId, '2025-03-01', '2025-03-01'));
        expect(sku.lastSevenDaysSaleVolume).toBe(unitsOf(101, sku.productSkuId, '2025-02-23', '2025-03-01'));
        expect(sku.lastThirtyDaysSaleVolume).toBe(unitsOf(101, sku.productSkuId, '2025-01-31', '2025-03-01'));
        expect(sku.totalSaleVolume).toBe(unitsOf(101, sku.productSkuId, world.firstDay, '2025-03-01'));
        const s = stock.find((x) => x.skuId === sku.productSkuId);
        expect(sku.inventoryNumInfo).toMatchObject({
          warehouseInventoryNum: s?.warehouse,
          waitReceiveNum: s?.waitReceive,
          waitDeliveryInventoryNum: s?.waitDelivery,
          unavailableWarehouseInventoryNum: s?.unavailable,
        });
        skcTotal += sku.totalSaleVolume;
      }
      expect(row.totalSaleVolume).toBe(skcTotal);
      expect(row.supplierPrice).toBe(Math.min(...(skc?.skus.map((s) => s.priceCents) ?? [])));
    }
    expect(body.result.subOrderList[0].lastSevenDaysSaleVolume).toBeGreaterThan(0);
  });

  it('pages, filters by SKC and refuses pageSize above 500', async () => {
    const page2 = await get('bg.goods.salesv2.get', 101, { pageNo: 2, pageSize: 2 });
    expect(page2.result.subOrderList.map((r: { productSkcId: number }) => r.productSkcId)).toEqual([10102]);
    const one = await get('bg.goods.salesv2.get', 101, { productSkcIdList: [10101] });
    expect(one.result.total).toBe(1);
    const big = await get('bg.goods.salesv2.get', 101, { pageSize: 501 });
    expect(big).toMatchObject({ success: false, errorCode: 2000000 });
  });

  it('moves "today" at Beijing midnight, not UTC midnight', async () => {
    clock.set(Date.parse('2025-03-01T16:30:00Z')); // 00:30 on 2 March in Beijing
    const body = await get('bg.goods.salesv2.get', 101, { pageSize: 1 });
    const sku = body.result.subOrderList[0].skuQuantityDetailList[0];
    expect(sku.todaySaleVolume).toBe(unitsOf(101, sku.productSkuId, '2025-03-02', '2025-03-02'));
  });
});

describe('other types', () => {
  it('bg.mall.info.get tells semi-managed shops apart', async () => {
    expect((await get('bg.mall.info.get', 101)).result).toMatchObject({
      semiManagedMall: false,
      mallName: '测试店铺101',
    });
    expect((await get('bg.mall.info.get', 102)).result.semiManagedMall).toBe(true);
  });

  it('bg.glo.goods.list.get and its alias list products with SKUs', async () => {
    const body = await get('bg.glo.goods.list.get', 101, { page: 1, pageSize: 10 });
    expect(body.result.totalCount).toBe(3);
    expect(body.result.data[0].productSkuSummaries[0]).toMatchObject({ productSkuId: 101000, extCode: 'SKU-10100-0' });
    expect(body.result.data[2].skcSiteStatus).toBe(0);
    expect((await get('temu.goods.list.get', 101, { page: 1, pageSize: 10 })).result).toEqual(body.result);
  });

  it('bg.purchaseorderv2.get derives restocks from sales; none for semi-managed shops', async () => {
    const body = await get('bg.purchaseorderv2.get', 101, { pageNo: 1, pageSize: 100 });
    expect(body.result.total).toBeGreaterThan(0);
    const latest = body.result.subOrderForSupplierList[0];
    expect(latest.purchaseTime).toBeLessThanOrEqual(clock.now());
    expect(latest.skuQuantityTotalInfo.purchaseQuantity).toBeGreaterThan(0);
    expect((await get('bg.purchaseorderv2.get', 102)).result.total).toBe(0);
  });

  it('bg.refund.returnpackagelist.get needs a window of at most 31 days', async () => {
    const end = clock.now();
    const ok = await get('bg.refund.returnpackagelist.get', 101, {
      outboundTimeStart: end - 30 * DAY,
      outboundTimeEnd: end,
    });
    const expected = world.returns(101, new Date(end - 30 * DAY), new Date(end + 1));
    expect(ok.result.total).toBe(expected.length);
    const wide = { outboundTimeStart: end - 32 * DAY, outboundTimeEnd: end };
    expect(await get('bg.refund.returnpackagelist.get', 101, wide)).toMatchObject({
      success: false,
      errorCode: 2000000,
    });
  });

  it('bg.order.list.v2.get serves semi-managed shops only, grouped by order', async () => {
    const after = Math.floor(clock.now() / 1000) - 3 * 86_400;
    const body = await get('bg.order.list.v2.get', 102, {
      createAfter: after,
      createBefore: Math.floor(clock.now() / 1000),
      pageNumber: 1,
      pageSize: 100,
    });
    const lines = world.orders(102, new Date(after * 1000), new Date(clock.now()));
    expect(body.result.totalItemNum).toBe(new Set(lines.map((l) => l.orderNo)).size);
    const units = body.result.pageItems.flatMap((p: { orderList: { quantity: number }[] }) =>
      p.orderList.map((o) => o.quantity),
    );
    expect(units.reduce((a: number, b: number) => a + b, 0)).toBe(lines.reduce((n, l) => n + l.units, 0));
    expect(await get('bg.order.list.v2.get', 101)).toMatchObject({ success: false, errorCode: 7000019 });
    expect(await get('bg.order.list.v2.get', 102, { pageSize: 101 })).toMatchObject({
      success: false,
      errorCode: 2000000,
    });
  });
});
