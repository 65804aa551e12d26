import { addDays } from '../../lib/days.js';

const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** The period just before [from, to], of the same length (week: 15..8 days back; month: 61..31). */
export const previousPeriod = (from: string, to: string) => {
  const n = daysBetween(from, to);
  return { from: addDays(from, -n), to: addDays(from, -1) };
};

/** Every day of [from, to] (for zero-filled day charts). */
export const eachDay = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    out.push(d);
  }
  return out;
};

/** Default line type: by day up to 62 days, by month beyond. */
export const lineTypeOf = (from: string, to: string, asked?: 'day' | 'month') =>
  asked ?? (daysBetween(from, to) > 62 ? 'month' : 'day');
