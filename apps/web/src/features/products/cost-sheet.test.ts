import { describe, expect, it } from 'vitest';
import { readCostSheet } from './cost-sheet';

describe('cost sheet import', () => {
  it('reads rows by header, cleans costs with the numeric helper and reports bad rows', () => {
    const out = readCostSheet([
      ['商品', 'SKU ID', '店铺ID', '成本价', '生效日期'],
      ['裙子', 'sku-1', 12, '12.345元', ''],
      ['裙子', 'sku-2', 'temu-12', 8, new Date('2026-11-01T00:00:00Z')],
      ['裙子', 'sku-3', 12, '', ''],
      ['裙子', '', 12, '3', ''],
      ['裙子', 'sku-4', 'x', '3', ''],
      ['裙子', 'sku-5', 12, '3', '11/01/2026'],
    ]);
    expect(out.rows).toEqual([
      { shopId: 12, skuId: 'sku-1', cost: '12.34' },
      { shopId: 12, skuId: 'sku-2', cost: '8', effectiveFrom: '2026-11-01' },
    ]);
    expect(out.problems).toEqual([
      { row: 5, reason: 'sku' },
      { row: 6, reason: 'shop' },
      { row: 7, reason: 'date' },
    ]);
  });
});
