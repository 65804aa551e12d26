import { DAY_MS, dayParts } from './days.js';

/** Buyers are in the US/EU, so weekends there lift the Beijing Sat/Sun/Mon a little. Index = weekday (Sun=0). */
const WEEKLY = [1.07, 1.04, 0.96, 0.95, 0.96, 0.99, 1.03];

/** Promotion days seen on Temu/Shein: 618, 双11, 黑五/网一 (Thanksgiving+1 .. +4), 双12. */
const promoFactor = (idx: number): number => {
  const { year, month, date } = dayParts(idx);
  if (month === 6 && date >= 16 && date <= 18) {
    return 1.5;
  }
  if (month === 11 && date >= 9 && date <= 11) {
    return 1.7;
  }
  if (month === 12 && date === 12) {
    return 1.3;
  }
  // Black Friday is the day after the 4th Thursday of November; the rush lasts to Cyber Monday.
  const nov1 = Date.UTC(year, 10, 1) / DAY_MS;
  const thanksgiving = nov1 + ((4 - dayParts(nov1).weekday + 7) % 7) + 21;
  if (idx - thanksgiving >= 1 && idx - thanksgiving <= 4) {
    return 1.8;
  }
  return 1;
};

const cache = new Map<number, number>();

/** Demand multiplier of a day: weekly rhythm × yearly wave peaking in early December (Q4) × promo spikes. */
export const seasonFactor = (idx: number): number => {
  const hit = cache.get(idx);
  if (hit !== undefined) {
    return hit;
  }
  const { year, weekday } = dayParts(idx);
  const doy = idx - Date.UTC(year, 0, 1) / DAY_MS;
  const yearly = 1 + 0.22 * Math.cos((2 * Math.PI * (doy - 340)) / 365.25);
  const value = (WEEKLY[weekday] ?? 1) * yearly * promoFactor(idx);
  cache.set(idx, value);
  return value;
};

/** Orders per Beijing hour: US evening lands in the Beijing morning, US daytime in the Beijing night. */
const HOURLY = [6, 6, 5, 5, 4, 4, 4, 5, 7, 8, 8, 7, 5, 4, 3, 3, 3, 3, 3, 4, 5, 6, 6, 6];
const TOTAL = HOURLY.reduce((a, b) => a + b, 0);
let running = 0;
const CUMULATIVE = HOURLY.map((w) => {
  running += w / TOTAL;
  return running;
});

/** Milliseconds into the day for a uniform u, following the hourly curve (inverse CDF, linear within the hour). */
export const msInDay = (u: number): number => {
  let hour = 0;
  while (hour < 23 && u > (CUMULATIVE[hour] ?? 1)) {
    hour += 1;
  }
  const lo = hour === 0 ? 0 : (CUMULATIVE[hour - 1] ?? 0);
  const hi = CUMULATIVE[hour] ?? 1;
  return Math.floor((hour + (u - lo) / (hi - lo)) * 3_600_000);
};

/** Share of a day's orders placed before `ms` into the day. */
export const dayShareBefore = (ms: number): number => {
  const hour = Math.min(23, Math.floor(ms / 3_600_000));
  const lo = hour === 0 ? 0 : (CUMULATIVE[hour - 1] ?? 0);
  const hi = CUMULATIVE[hour] ?? 1;
  return Math.min(1, lo + (hi - lo) * (ms / 3_600_000 - hour));
};
