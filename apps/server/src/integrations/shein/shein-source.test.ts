import { describe, expect, it } from 'vitest';
import { collect } from '../temu/market-test-kit.js';
import { makeSource as make, ok, spus } from './shein-test-kit.js';

describe('createSheinSource', () => {
  it('lists stores', async () => {
    const { source } = make(() => ok({ storeList: [{ storeId: 7, storeName: 'Shein A', currency: 'USD' }] }));
    expect(await source.listShops()).toEqual([
      { externalId: '7', platform: 'shein', name: 'Shein A', semiManaged: true, currency: 'USD', openedDay: undefined },
    ]);
  });

  it('pages products 10 SPUs at a time, one TMkSkc per SKC, and counts SPUs against meta.count', async () => {
    const { source, bodies } = make((_, body) => {
      const page = Number(body.pageNum);
      return ok({ data: spus(page, page < 3 ? 10 : 5), meta: { count: 25 } });
    });
    const pages = await collect(source.products('7'));
    expect(pages.map((p) => p.length)).toEqual([20, 20, 10]);
    expect(bodies().map((b) => [b.pageNum, b.pageSize])).toEqual([
      [1, 10],
      [2, 10],
      [3, 10],
    ]);
    expect(pages[0]?.[0]).toMatchObject({
      shopExternalId: '7',
      productId: 'spu1-0',
      skcId: 'skc1-0-0',
      createdDay: '2025-01-01',
      skus: [{ skuId: 'sku1-0-0', extCode: 'SS', className: 'M', priceCents: 1299 }],
    });
  });

  it('asks for SKU sales in ≤ 31-day windows', async () => {
    const { source, bodies } = make((_, body) =>
      ok({ list: [{ skcName: 'a', skuCode: 'b', date: body.startDate, saleNum: 2, salesAmount: '25.98' }] }),
    );
    const pages = await collect(source.skuDays('7', '2025-01-01', '2025-03-01'));
    expect(bodies().map((b) => [b.startDate, b.endDate])).toEqual([
      ['2025-01-01', '2025-01-31'],
      ['2025-02-01', '2025-03-01'],
    ]);
    expect(pages[0]).toEqual([{ skcId: 'a', skuId: 'b', day: '2025-01-01', units: 2, salesCents: 2598 }]);
  });

  it('asks for orders in 48-hour Beijing windows, pages each and fetches the lines from order-detail', async () => {
    const { source, bodies, calls } = make((path, body) => {
      if (path === '/open-api/order/order-detail') {
        const lines = [{ skcId: 3, skuCode: 's', quantity: 2, amount: 19 }];
        const orderList = (body.orderNoList as string[]).map((orderNo) => ({
          orderNo,
          orderTime: '2025-01-01T10:00:00+08:00',
          orderGoodsInfoList: lines,
        }));
        return ok({ orderList });
      }
      return ok({
        count: 34,
        orderList: Array.from({ length: body.page === 1 ? 30 : 4 }, (_, i) => ({ orderNo: `O${i}` })),
      });
    });
    const pages = await collect(source.orders?.('7', '2025-01-01', '2025-01-05') ?? null);
    expect(pages.map((p) => p.length)).toEqual([30, 4, 30, 4, 30, 4]);
    expect(pages[0]?.[0]).toEqual({
      orderNo: 'O0',
      skcId: '3',
      skuId: 's',
      units: 2,
      salesCents: 1900,
      at: '2025-01-01T02:00:00.000Z',
    });
    expect(calls.filter((c) => c.url.endsWith('/order-detail'))).toHaveLength(6);
    const windows = bodies().filter((b) => b.page === 1);
    expect(windows.map((b) => [b.startTime, b.endTime])).toEqual([
      ['2025-01-01 00:00:00', '2025-01-02 23:59:59'],
      ['2025-01-03 00:00:00', '2025-01-04 23:59:59'],
      ['2025-01-05 00:00:00', '2025-01-05 23:59:59'],
    ]);
    expect(windows[0]).toMatchObject({ storeId: 7, queryType: 1, pageSize: 30 });
  });
});
