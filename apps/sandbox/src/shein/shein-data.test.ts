import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHEIN_ERRORS } from './errors.js';
import { bind, call, setup, sum, T0, type TCredentials } from './shein-test-kit.js';

const STORE_INFO = '/open-api/openapi-business-backend/query-store-info';
const ORDERS = '/open-api/order/order-list';
let ctx: ReturnType<typeof setup>;
let creds: TCredentials;

beforeEach(async () => {
  ctx = setup();
  creds = await bind(ctx.app, '10001', T0);
});
afterEach(() => ctx.app.close());

const post = async (path: string, body: unknown, ts = ctx.clock.now()) =>
  (await call(ctx.app, creds, path, body, ts)).json();

describe('store scoping', () => {
  it('lists only the supplier’s Shein stores', async () => {
    const res = await post(STORE_INFO, {});
    expect(res.info.storeList).toEqual([
      { storeId: 9001, storeName: '测试店铺9001', businessMode: 'semi', currency: 'USD', openedDay: '2024-06-01' },
      { storeId: 9002, storeName: '测试店铺9002', businessMode: 'full', currency: 'USD', openedDay: '2024-06-01' },
    ]);
  });

  it('refuses another supplier’s store and a Temu shop', async () => {
    for (const storeId of [9101, 1001, 424242]) {
      expect((await post('/open-api/stock/stock-query', { storeId })).code).toBe(SHEIN_ERRORS.storeNotAuthorized.code);
    }
    expect((await post('/open-api/goods/searchProduct', { storeId: 9101 })).code).toBe(
      SHEIN_ERRORS.storeNotAuthorized.code,
    );
    const detail = await post('/open-api/order/order-detail', { orderNoList: ['GSH910100000'] });
    expect(detail.info.orderList).toEqual([]);
  });
});

describe('goods', () => {
  it('pages products with SKU prices, costs and stock equal to the world', async () => {
    const res = await post('/open-api/goods/searchProduct', { pageNum: 1, pageSize: 10, storeId: 9001 });
    expect(res.info.meta.count).toBe(2);
    const skc = res.info.data[0].skcList[0];
    const worldSkc = ctx.world.skcs(9001)[0]!;
    const worldSku = worldSkc.skus[0]!;
    expect(skc).toMatchObject({ skcId: worldSkc.skcId, supplierCode: worldSkc.skcExtCode, goodsTitle: worldSkc.name });
    expect(skc.skuList[0]).toMatchObject({
      skuCode: String(worldSku.skuId),
      supplierSku: worldSku.extCode,
      priceList: [{ currency: 'USD', price: worldSku.priceCents / 100 }],
      costList: [{ currency: 'USD', cost: worldSku.costCents / 100 }],
    });
    expect((await post('/open-api/goods/searchProduct', {})).info.meta.count).toBe(4);
    expect((await post('/open-api/goods/searchProduct', { pageSize: 11 })).code).toBe(SHEIN_ERRORS.paramInvalid.code);
  });

  it('reports stock per SKU and daily SKU sales within 31 days', async () => {
    const stock = await post('/open-api/stock/stock-query', { storeId: 9002 });
    const worldStock = ctx.world.stock(9002, '2025-03-01');
    expect(sum(stock.info.stockList, 'usableInventory')).toBe(sum(worldStock, 'warehouse'));
    const sales = await post('/open-api/goods/query-sku-sales', {
      storeId: 9002,
      startDate: '2025-02-01',
      endDate: '2025-03-01',
    });
    const worldDays = ctx.world.skuDays(9002, '2025-02-01', '2025-03-01', new Date(T0));
    expect(sales.info.count).toBe(worldDays.length);
    expect(sum(sales.info.list, 'salesVolume')).toBe(sum(worldDays, 'units'));
    expect(Math.round(sum(sales.info.list, 'salesAmount') * 100)).toBe(sum(worldDays, 'salesCents'));
    const days31 = await post('/open-api/goods/query-sku-sales', {
      storeId: 9002,
      startDate: '2025-01-30',
      endDate: '2025-03-01',
    });
    expect(days31.code).toBe('0');
    const tooLong = await post('/open-api/goods/query-sku-sales', {
      storeId: 9002,
      startDate: '2025-01-29',
      endDate: '2025-03-01',
    });
    expect(tooLong.code).toBe(SHEIN_ERRORS.timeRangeTooLarge.code);
  });
});

describe('orders, returns and finance', () => {
  const window = { queryType: 1, startTime: '2025-02-27 16:00:00', endTime: '2025-03-01 16:00:00' };

  it('lists orders in at most 48 hours, paged by 30, with details equal to the world', async () => {
    const first = await post(ORDERS, { ...window, page: 1, pageSize: 30 });
    const lines = [9001, 9002].flatMap((id) => ctx.world.orders(id, new Date('2025-02-27T08:00:00Z'), new Date(T0)));
    expect(first.info.count).toBe(new Set(lines.map((l) => l.orderNo)).size);
    expect(first.info.orderList[0]).toMatchObject({
      storeId: expect.any(Number),
      orderTime: expect.stringMatching(/^2025-02-27 \d\d:\d\d:00$/),
    });
    const longer = await post(ORDERS, { ...window, startTime: '2025-02-27 15:59:59' });
    expect(longer.code).toBe(SHEIN_ERRORS.timeRangeTooLarge.code);
    expect((await post(ORDERS, { ...window, pageSize: 31 })).code).toBe(SHEIN_ERRORS.paramInvalid.code);
    expect((await post(ORDERS, { ...window, startTime: '2025-02-27T16:00:00' })).code).toBe(
      SHEIN_ERRORS.paramInvalid.code,
    );
    const numbers = first.info.orderList.map((o: { orderNo: string }) => o.orderNo).slice(0, 5);
    const detail = await post('/open-api/order/order-detail', { orderNoList: numbers });
    const shown = detail.info.orderList.flatMap((o: { orderGoodsInfoList: object[] }) => o.orderGoodsInfoList);
    const expected = lines.filter((l) => numbers.includes(l.orderNo));
    expect(sum(shown, 'quantity')).toBe(sum(expected, 'units'));
    expect(Math.round(sum(shown, 'amount') * 100)).toBe(sum(expected, 'salesCents'));
  });

  it('never shows orders placed after now', async () => {
    const future = await post(ORDERS, {
      queryType: 1,
      startTime: '2025-03-01 16:00:00',
      endTime: '2025-03-02 16:00:00',
    });
    expect(future.info).toEqual({ count: 0, orderList: [] });
  });

  it('lists returns and settlement rows, with the balance summary from the world', async () => {
    const range = { startTime: '2025-02-01 00:00:00', endTime: '2025-03-01 16:00:00' };
    const returns = await post('/open-api/return-order/list', { ...range, storeId: 9001, pageSize: 50 });
    expect(returns.info.count).toBe(ctx.world.returns(9001, new Date('2025-01-31T16:00:00Z'), new Date(T0)).length);
    const report = await post('/open-api/finance/report-order-list', {
      ...range,
      storeId: 9001,
      page: 1,
      pageSize: 100,
    });
    const lines = ctx.world.orders(9001, new Date('2025-01-31T16:00:00Z'), new Date(T0));
    expect(report.info.count).toBe(lines.length);
    const finance = ctx.world.finance(9001, new Date(T0));
    expect(report.info.balanceSummary).toMatchObject({
      storeId: 9001,
      currency: 'USD',
      balance: finance.balanceCents / 100,
      pending: finance.pendingCents / 100,
    });
    // Sandbox rule: a line settles 14 days after the order; the last rows of the month are still pending.
    expect(report.info.list[0].settlementStatus).toBe('settled');
    const last = await post('/open-api/finance/report-order-list', { ...range, storeId: 9001, page: 2, pageSize: 100 });
    expect(last.info.list.at(-1).settlementStatus).toBe('pending');
    expect(report.info.list.length + last.info.list.length).toBe(lines.length);
    expect((await post('/open-api/finance/report-order-list', { ...range, storeId: 9101 })).code).toBe(
      SHEIN_ERRORS.storeNotAuthorized.code,
    );
  });
});
