/* Day and window arithmetic in Beijing time (UTC+8), the calendar both Temu and Shein report in. Shared with shein/. */

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** 'YYYY-MM-DD' of an instant, in Beijing. */
export const beijingDay = (at: Date | number): string => new Date(+at + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

/** 'yyyy-MM-dd HH:mm:ss' of an instant, in Beijing (Shein's order-list format). */
export const beijingDateTime = (at: Date | number): string =>
  new Date(+at + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** First millisecond of a Beijing day. */
export const dayStartMs = (day: string): number => Date.parse(`${day}T00:00:00+08:00`);

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Splits the inclusive day range [from, to] into consecutive inclusive windows of at most `maxDays` days. */
export const dayWindows = (from: string, to: string, maxDays: number): { from: string; to: string }[] => {
  const windows: { from: string; to: string }[] = [];
  for (let start = from; start <= to; start = addDays(start, maxDays)) {
    const end = addDays(start, maxDays - 1);
    windows.push({ from: start, to: end < to ? end : to });
  }
  return windows;
};

/** Splits the half-open instant range [fromMs, toMs) into consecutive windows of at most `maxMs`. */
export const spanWindows = (fromMs: number, toMs: number, maxMs: number): { from: number; to: number }[] => {
  const windows: { from: number; to: number }[] = [];
  for (let start = fromMs; start < toMs; start += maxMs) {
    windows.push({ from: start, to: Math.min(start + maxMs, toMs) });
  }
  return windows;
};

/** The instants covering the inclusive Beijing days [from, to]: [start of from, start of the day after to). */
export const daySpan = (from: string, to: string): { fromMs: number; toMs: number } => ({
  fromMs: dayStartMs(from),
  toMs: dayStartMs(addDays(to, 1)),
});
