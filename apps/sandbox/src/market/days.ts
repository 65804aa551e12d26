/** Beijing-time (UTC+8, no DST) day arithmetic on integer day indexes (days since 1970-01-01 Beijing). */

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
const BEIJING_OFFSET_MS = 8 * HOUR_MS;

/** Beijing day index of an instant. */
export const dayIndexOf = (at: Date | number): number => Math.floor((+at + BEIJING_OFFSET_MS) / DAY_MS);

/** 'YYYY-MM-DD' of a day index. */
export const dayStr = (idx: number): string => new Date(idx * DAY_MS).toISOString().slice(0, 10);

export const dayIdx = (day: string): number => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms)) {
    throw new Error(`bad day: ${day}`);
  }
  return ms / DAY_MS;
};

/** The instant (ms) when a Beijing day starts. */
export const dayStartMs = (idx: number): number => idx * DAY_MS - BEIJING_OFFSET_MS;

export const isoAt = (ms: number): string => new Date(ms).toISOString();

/** Calendar parts of a Beijing day (the day index is already shifted, so UTC getters give Beijing values). */
export const dayParts = (idx: number): { year: number; month: number; date: number; weekday: number } => {
  const d = new Date(idx * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, date: d.getUTCDate(), weekday: d.getUTCDay() };
};

/** Monday of the week containing the day (ratings are weekly, Monday-based as in the seller centre). */
export const mondayOf = (idx: number): number => idx - ((dayParts(idx).weekday + 6) % 7);
