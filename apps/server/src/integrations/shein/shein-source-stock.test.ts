import { describe, expect, it } from 'vitest';
import { collect } from '../temu/market-test-kit.js';
import { makeSource as make, NOW, ok, spus } from './shein-test-kit.js';

describe('createSheinSource stock and finance', () => {
  it('reads stock per product page and sums warehouses per SKU', async () => {
    const { source } = make((path, body) => {
      if (path === '/open-api/goods/searchProduct') {
        return ok({ data: spus(1, 1), meta: { count: 1 } });
      }
      const codes = body.skuCodeList as string[];
      return ok({
        list: codes.flatMap((skuCode) => [
          { skuCode, inventoryNum: 3 },
          { skuCode, inventoryNum: 4, lockedInventory: 1 },
        ]),
      });
    });
    const [page] = await collect(source.stock('7'));
    expect(page).toEqual([
      { skuId: 'sku1-0-0', day: '2025-03-02', warehouse: 7, waitReceive: 0, waitDelivery: 1, unavailable: 0 },
      { skuId: 'sku1-0-1', day: '2025-03-02', warehouse: 7, waitReceive: 0, waitDelivery: 1, unavailable: 0 },
    ]);
  });

  it('sums report orders into finance and declares what it cannot serve', async () => {
    const rows = [
      { amount: '10.50', settleStatus: 'SETTLED', currency: 'USD' },
      { amount: '2.25', settleStatus: 'PENDING', currency: 'USD' },
    ];
    const { source } = make(() => ok({ count: 2, list: rows }));
    expect(await source.finance('7')).toEqual({
      balanceCents: 1050,
      pendingCents: 225,
      currency: 'USD',
      at: NOW.toISOString(),
    });
    const nulls = [
      source.activities('7'),
      source.deliveryRatings('7'),
      source.reviews('7', 'a', 'b'),
      source.notices('7', 'a', 'b'),
    ];
    expect(nulls).toEqual([null, null, null, null]);
  });

  it('takes balance and pending from a balanceSummary, asking for the last 31 days', async () => {
    const summary = { currency: 'USD', balance: 12.34, pending: 5, updateTime: '2025-03-02 04:00:00' };
    const { source, bodies } = make(() => ok({ count: 0, list: [], balanceSummary: summary }));
    expect(await source.finance('7')).toEqual({
      balanceCents: 1234,
      pendingCents: 500,
      currency: 'USD',
      at: NOW.toISOString(),
    });
    expect(bodies()[0]).toMatchObject({
      storeId: 7,
      startTime: '2025-01-30 04:00:00',
      endTime: '2025-03-02 03:59:59',
      page: 1,
    });
  });
});
