import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncBadge } from '../features/shops/shop-groups';
import { formatBeijingDate, formatBeijingDateTime, formatBeijingTime } from './beijing-time';
import { formatAxisTime, formatDateTime } from './format';
import { StorageKeys } from './storage';

// 01:30 on 28 November in Beijing, while UTC (and a browser set to it) is still on the 27th.
const LATE_EVENING_UTC = '2026-11-27T17:30:00Z';

// The browser's storage, where a chosen zone is kept (these tests run in Node).
const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => stored.set(k, v),
  removeItem: (k: string) => stored.delete(k),
});

describe('dates are shown in Beijing time', () => {
  afterEach(() => {
    vi.useRealTimers();
    stored.clear();
  });

  it('at 2026-11-27T17:30Z the day is 11-28, whatever the machine’s zone', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(LATE_EVENING_UTC));
    expect(formatBeijingDate(Date.now())).toBe('2026-11-28');
    expect(formatBeijingDate(new Date())).toBe('2026-11-28');
    expect(formatBeijingDateTime(LATE_EVENING_UTC)).toBe('2026-11-28 01:30:00');
    expect(formatBeijingTime(LATE_EVENING_UTC)).toBe('01:30');
    expect(formatDateTime(LATE_EVENING_UTC)).toBe('2026-11-28 01:30:00');
  });

  it('a shop synced at 01:30 Beijing shows the time alone on that Beijing day, with the date the day after', () => {
    expect(syncBadge({ lastSuccessAt: LATE_EVENING_UTC } as never, new Date('2026-11-28T03:00:00Z'))).toMatchObject({
      kind: 'updated',
      time: '01:30',
    });
    expect(syncBadge({ lastSuccessAt: LATE_EVENING_UTC } as never, new Date('2026-11-28T17:00:00Z'))).toMatchObject({
      kind: 'updated',
      time: '11-28 01:30',
    });
  });

  it('follows a zone the user chose, and ignores one that is not a zone', () => {
    localStorage.setItem(StorageKeys.timeZone, 'Europe/Berlin');
    expect(formatBeijingDateTime(LATE_EVENING_UTC)).toBe('2026-11-27 18:30:00');
    localStorage.setItem(StorageKeys.timeZone, 'Mars/Olympus');
    expect(formatBeijingDate(LATE_EVENING_UTC)).toBe('2026-11-28');
  });

  it('says — for no date and for a broken one', () => {
    expect(formatBeijingDate(null)).toBe('—');
    expect(formatBeijingDateTime('not a date')).toBe('—');
  });

  it('chart ticks name the Beijing day', () => {
    expect(formatAxisTime(Date.parse(LATE_EVENING_UTC), 'en')).toBe('Nov 28, 01:30');
  });
});
