import { describe, expect, it } from 'vitest';
import { defaultCostDate, effectiveFromOf, offersFirstSale } from './cost-date';
import { readCostSheet } from './cost-sheet';

describe('cost sheet import', () => {
  it('reads rows by header, cleans costs with the numeric helper and reports bad rows', () => {
    const out = readCostSheet(
      [
        ['商品', 'SKU ID', '店铺ID', '成本价', '生效日期'],
        ['裙子', 'sku-1', 12, '12.345元', ''],
        ['裙子', 'sku-2', 'temu-12', 8, new Date('2026-11-01T00:00:00Z')],
        ['裙子', 'sku-3', 12, '', ''],
        ['裙子', '', 12, '3', ''],
        ['裙子', 'sku-4', 'x', '3', ''],
        ['裙子', 'sku-5', 12, '3', '11/01/2026'],
      ],
      '2026-12-01',
    );
    expect(out.rows).toEqual([
      { shopId: 12, skuId: 'sku-1', cost: '12.34', row: 2 },
      { shopId: 12, skuId: 'sku-2', cost: '8', effectiveFrom: '2026-11-01', row: 3 },
    ]);
    expect(out.problems).toEqual([
      { row: 5, reason: 'sku' },
      { row: 6, reason: 'shop' },
      { row: 7, reason: 'date', value: '11/01/2026' },
    ]);
  });

  it('takes 生效日期 as YYYY-MM-DD text or an Excel date; impossible and future days are problems', () => {
    const out = readCostSheet(
      [
        ['店铺ID', 'SKU ID', '成本价', '生效日期'],
        [1, 'a', '1', '2025-03-01'],
        [1, 'b', '1', 45717], // the Excel serial day of 2025-03-01
        [1, 'c', '1', '2025-02-30'],
        [1, 'd', '1', '2026-12-02'],
        [1, 'e', '1', '1999-12-31'],
      ],
      '2026-12-01',
    );
    expect(out.rows.map((r) => r.effectiveFrom)).toEqual(['2025-03-01', '2025-03-01']);
    expect(out.problems.map((p) => [p.row, p.value])).toEqual([
      [4, '2025-02-30'],
      [5, '2026-12-02'],
      [6, '1999-12-31'],
    ]);
  });
});

describe('the effective-date choice', () => {
  const noCost = { costCents: null, firstSaleDay: '2025-01-05' };
  const costed = { costCents: 100, firstSaleDay: '2025-02-01' };
  const neverSold = { costCents: null, firstSaleDay: null };

  it('defaults to the first synced sale only when no row has a cost yet', () => {
    expect(defaultCostDate([noCost]).kind).toBe('firstSale');
    expect(defaultCostDate([noCost, neverSold]).kind).toBe('firstSale');
    expect(defaultCostDate([noCost, costed]).kind).toBe('today');
    expect(defaultCostDate([neverSold]).kind).toBe('today');
    expect(offersFirstSale([costed])).toBe(false);
    expect(offersFirstSale([costed, noCost])).toBe(true);
  });

  it('sends each row its first sale, the chosen day, or nothing for today', () => {
    expect(effectiveFromOf({ kind: 'firstSale' }, noCost)).toBe('2025-01-05');
    expect(effectiveFromOf({ kind: 'firstSale' }, neverSold)).toBeUndefined();
    expect(effectiveFromOf({ kind: 'date', day: '2025-06-01' }, costed)).toBe('2025-06-01');
    expect(effectiveFromOf({ kind: 'today' }, noCost)).toBeUndefined();
  });
});
