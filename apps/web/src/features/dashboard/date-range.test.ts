import { describe, expect, it } from 'vitest';
import {
  changePct,
  chartRangeOf,
  clampRange,
  floorDay,
  isDisabledDay,
  lineTypeOf,
  msToRefresh,
  rangeOf,
} from './date-range';

describe('dashboard date ranges (data-and-tools §4)', () => {
  const today = '2026-11-21';
  it('today, week (7 days to yesterday), month (30 days to yesterday), custom', () => {
    expect(rangeOf('today', today)).toEqual({ startTime: today, endTime: today });
    expect(rangeOf('week', today)).toEqual({ startTime: '2026-11-14', endTime: '2026-11-20' });
    expect(rangeOf('month', today)).toEqual({ startTime: '2026-10-22', endTime: '2026-11-20' });
    expect(rangeOf('custom', today, { startTime: '2026-01-01', endTime: '2026-02-01' })).toEqual({
      startTime: '2026-01-01',
      endTime: '2026-02-01',
    });
  });
  it('line type: day for today, month for week and month', () => {
    expect(lineTypeOf('today', rangeOf('today', today))).toBe('day');
    expect(lineTypeOf('week', rangeOf('week', today))).toBe('month');
    expect(lineTypeOf('month', rangeOf('month', today))).toBe('month');
    expect(lineTypeOf('custom', { startTime: '2025-01-01', endTime: '2026-01-01' })).toBe('month');
    expect(chartRangeOf('today', rangeOf('today', today), today)).toEqual({
      startTime: '2026-10-22',
      endTime: today,
    });
    // The month back is clamped to that month's last day (03-31 → 02-28, then one day on).
    expect(chartRangeOf('today', rangeOf('today', '2026-03-31'), '2026-03-31').startTime).toBe('2026-03-01');
  });
  it('disables days after yesterday and beyond four years', () => {
    expect(isDisabledDay('2026-11-21', today)).toBe(true);
    expect(isDisabledDay('2026-11-20', today)).toBe(false);
    expect(isDisabledDay('2022-01-01', today)).toBe(true);
  });
  it('clamps to the day before registration, or before the first synced sales when earlier', () => {
    // Registered 2026-11-10 (Beijing) with no history: nothing before 11-09.
    const floor = floorDay(today, '2026-11-10T02:00:00Z', null);
    expect(floor).toBe('2026-11-09');
    expect(isDisabledDay('2026-11-08', today, floor)).toBe(true);
    expect(isDisabledDay('2026-11-09', today, floor)).toBe(false);
    expect(clampRange(rangeOf('month', today), floor)).toEqual({ startTime: '2026-11-09', endTime: '2026-11-20' });
    // Registered today: the week shrinks to yesterday.
    expect(clampRange(rangeOf('week', today), floorDay(today, '2026-11-21T01:00:00Z', null))).toEqual({
      startTime: '2026-11-20',
      endTime: '2026-11-20',
    });
    // Two years of synced history from before registration stay reachable.
    expect(floorDay(today, '2026-11-10T02:00:00Z', '2024-11-22')).toBe('2024-11-21');
    // Never more than four years back.
    expect(floorDay(today, '2026-11-10T02:00:00Z', '2019-01-01')).toBe('2022-11-21');
  });
  it('refreshes 3 s after Beijing midnight', () => {
    expect(msToRefresh(new Date('2026-11-21T15:59:59Z'))).toBe(4_000);
  });
  it('change against the previous period', () => {
    expect(changePct(150, 100)).toBe(50);
    expect(changePct(5, 0)).toBeNull();
  });
});
