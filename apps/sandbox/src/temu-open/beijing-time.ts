/** Temu reports 'today', 7-day and 30-day figures by the Beijing calendar, whatever the caller's zone. */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
const BEIJING_OFFSET_MS = 8 * HOUR_MS;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export const beijingDayOf = (ms: number): string => new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Beijing day starts (00:00 UTC+8). */
export const beijingMidnight = (day: string): number => Date.parse(`${day}T00:00:00Z`) - BEIJING_OFFSET_MS;

export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** A real calendar day: rejects '2025-02-30' too, which Date.parse would roll over. */
export const isDay = (value: unknown): value is string =>
  typeof value === 'string' && DAY_RE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
