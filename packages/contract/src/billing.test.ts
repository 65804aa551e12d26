import { describe, expect, it } from 'vitest';
import { addMonthsCn, fenToYuanText, renewalPriceFen, renewedExpiry, yuanTextToFen } from './billing.js';

describe('renewal rules (spec data §9)', () => {
  it('prices 69 per shop-month less 30 per coupon, never below 0, in fen', () => {
    expect(renewalPriceFen(1, 1, 0)).toBe(6900);
    expect(renewalPriceFen(3, 2, 2)).toBe(69 * 6 * 100 - 6000);
    expect(renewalPriceFen(360, 1, 360)).toBe(360 * 3900);
    expect(renewalPriceFen(1, 1, 3)).toBe(0);
    expect(fenToYuanText(35400)).toBe('354.00');
    expect(fenToYuanText(5)).toBe('0.05');
  });

  it('reads prices in yuan with at most two decimals', () => {
    expect(yuanTextToFen('354')).toBe(35400);
    expect(yuanTextToFen('354.5')).toBe(35450);
    expect(yuanTextToFen('354.05')).toBe(35405);
    expect(yuanTextToFen(69)).toBe(6900);
    for (const bad of ['354.001', '-1', '1e3', '', 'abc', ' ', null, undefined]) {
      expect(yuanTextToFen(bad), String(bad)).toBeNull();
    }
  });

  it('adds calendar months in Beijing time, clamping to the end of shorter months', () => {
    // 2025-01-31 10:00 Beijing → 2025-02-28 10:00 Beijing.
    expect(addMonthsCn(new Date('2025-01-31T02:00:00Z'), 1).toISOString()).toBe('2025-02-28T02:00:00.000Z');
    expect(addMonthsCn(new Date('2024-01-31T02:00:00Z'), 1).toISOString()).toBe('2024-02-29T02:00:00.000Z');
    // 2025-03-31 23:30 Beijing is still March 31 there (15:30 UTC): → April 30 23:30 Beijing.
    expect(addMonthsCn(new Date('2025-03-31T15:30:00Z'), 1).toISOString()).toBe('2025-04-30T15:30:00.000Z');
    expect(addMonthsCn(new Date('2025-11-15T00:00:00Z'), 14).toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(addMonthsCn(new Date('2025-05-20T00:00:00Z'), 360).toISOString()).toBe('2055-05-20T00:00:00.000Z');
  });

  it('starts a renewal at the current expiry, or now when the shop has expired or never had one', () => {
    const now = new Date('2025-06-10T04:00:00Z');
    expect(renewedExpiry(new Date('2025-06-20T04:00:00Z'), now, 1).toISOString()).toBe('2025-07-20T04:00:00.000Z');
    expect(renewedExpiry(new Date('2025-06-01T04:00:00Z'), now, 1).toISOString()).toBe('2025-07-10T04:00:00.000Z');
    expect(renewedExpiry(null, now, 2).toISOString()).toBe('2025-08-10T04:00:00.000Z');
  });
});
