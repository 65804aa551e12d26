import { describe, expect, it } from 'vitest';
import { deliveryStatusOf, dueOf } from './delivery-status.js';

describe('delivery status mapping (spec §9)', () => {
  it('maps Temu stock and shipping order codes to the four statuses', () => {
    const temu = (stockStatus: number, ship: { marketStatus: number; packed: boolean } | null = null) =>
      deliveryStatusOf({ platform: 'temu', stockStatus, ship });
    expect([0, 1].map((s) => temu(s))).toEqual([1, 1]);
    expect(temu(1, { marketStatus: 0, packed: false })).toBe(1);
    expect(temu(1, { marketStatus: 0, packed: true })).toBe(2);
    expect(temu(1, { marketStatus: 1, packed: true })).toBe(3);
    expect([2, 3, 6, 7].map((s) => temu(s))).toEqual([3, 3, 3, 3]);
    expect([4, 5, 8, 9, 10].map((s) => temu(s))).toEqual([4, 4, 4, 4, 4]);
  });

  it('maps Shein purchase-order codes', () => {
    expect([1, 2, 3, 4, 5].map((s) => deliveryStatusOf({ platform: 'shein', stockStatus: s, ship: null }))).toEqual([
      1, 3, 3, 3, 4,
    ]);
  });

  it('marks open orders overdue or due today, never finished ones', () => {
    expect(dueOf(1, '2026-11-24', '2026-11-25')).toBe('overdue');
    expect(dueOf(2, '2026-11-25', '2026-11-25')).toBe('today');
    expect(dueOf(1, '2026-11-26', '2026-11-25')).toBeNull();
    expect(dueOf(3, '2026-11-01', '2026-11-25')).toBeNull();
  });
});
