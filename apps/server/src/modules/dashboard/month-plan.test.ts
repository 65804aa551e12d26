import { describe, expect, it } from 'vitest';
import { planMonths } from './rolling.service.js';

describe('month plan of a custom range (product ranking over skc_monthly)', () => {
  it('90 days to yesterday: the first month’s few days, two whole months, this month less today', () => {
    expect(planMonths('2026-08-27', '2026-11-24', '2026-11-25', true)).toEqual({
      months: ['2026-09-01', '2026-10-01', '2026-11-01'],
      plus: [['2026-08-27', '2026-08-31']],
      minus: [['2026-11-25', '2026-11-30']],
      cny: true,
    });
  });

  it('a range ending today takes this month whole: the days after today hold nothing', () => {
    expect(planMonths('2026-10-01', '2026-11-25', '2026-11-25', false)).toEqual({
      months: ['2026-10-01', '2026-11-01'],
      plus: [],
      minus: [],
      cny: false,
    });
  });

  it('a first month mostly inside the range is its row less the days before it', () => {
    expect(planMonths('2026-08-05', '2026-09-30', '2026-11-25', true)).toEqual({
      months: ['2026-08-01', '2026-09-01'],
      plus: [],
      minus: [['2026-08-01', '2026-08-04']],
      cny: true,
    });
  });

  it('short ranges inside one month read their days; no month row', () => {
    expect(planMonths('2026-11-10', '2026-11-20', '2026-11-25', true)).toEqual({
      months: [],
      plus: [['2026-11-10', '2026-11-20']],
      minus: [],
      cny: true,
    });
  });
});
