import { describe, expect, it } from 'vitest';
import { hasUnredeemedCode, parseMonths, renewalDays } from './renewal-rules';

describe('renewal form rules (spec data §5)', () => {
  it('keeps digits only, defaults to 1 and stays within 1-360', () => {
    expect(parseMonths('12')).toBe(12);
    expect(parseMonths('1a2个月')).toBe(12);
    expect(parseMonths('')).toBe(1);
    expect(parseMonths('abc')).toBe(1);
    expect(parseMonths('0')).toBe(1);
    expect(parseMonths('361')).toBe(360);
    expect(parseMonths('99999')).toBe(360);
    expect(parseMonths('３')).toBe(3);
  });

  it('starts today for an expired shop, else at its expiry, and adds calendar months', () => {
    const now = new Date('2025-03-10T04:00:00Z');
    expect(renewalDays('2025-03-31T04:00:00Z', 1, now)).toEqual({ from: '2025-03-31', to: '2025-04-30' });
    expect(renewalDays('2025-03-01T04:00:00Z', 2, now)).toEqual({ from: '2025-03-10', to: '2025-05-10' });
    expect(renewalDays(null, 12, now)).toEqual({ from: '2025-03-10', to: '2026-03-10' });
  });

  it('treats a typed, unredeemed coupon code as blocking', () => {
    expect(hasUnredeemedCode(' ')).toBe(false);
    expect(hasUnredeemedCode('KSA-1')).toBe(true);
  });
});
