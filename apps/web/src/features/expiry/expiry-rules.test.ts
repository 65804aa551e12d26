import { describe, expect, it } from 'vitest';
import { bjDay, dismissedToday, renewalStart } from './expiry-rules';

describe('expiry warning rules (spec §4)', () => {
  const now = new Date('2026-11-21T17:00:00Z'); // 01:00 on the 22nd in Beijing
  it('today is the Beijing day', () => {
    expect(bjDay(now)).toBe('2026-11-22');
  });
  it('今日不再提示 lasts for the day it was ticked', () => {
    expect(dismissedToday('2026-11-22', now)).toBe(true);
    expect(dismissedToday('2026-11-21', now)).toBe(false);
    expect(dismissedToday(null, now)).toBe(false);
  });
  it('renewal starts today when expired, else at the current expiry', () => {
    expect(renewalStart('2026-11-20T00:00:00Z', now)).toBe('2026-11-22');
    expect(renewalStart('2026-11-22T10:00:00Z', now)).toBe('2026-11-22');
    expect(renewalStart('2026-11-23T10:00:00Z', now)).toBe('2026-11-23');
  });
});
