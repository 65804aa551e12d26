import { hash, unit } from '../market/hash.js';
import { isoDay, isTargetDay } from './target-days.js';

/**
 * Deterministic euro reference rates: each currency walks around a realistic level with small daily
 * steps, a pure function of (currency, day), so the server's conversions can be checked against it.
 */
const LEVELS: Record<string, { base: number; decimals: number }> = {
  USD: { base: 1.085, decimals: 4 },
  JPY: { base: 158.2, decimals: 2 },
  GBP: { base: 0.853, decimals: 5 },
  CNY: { base: 7.82, decimals: 4 },
  HKD: { base: 8.47, decimals: 4 },
  AUD: { base: 1.64, decimals: 4 },
  CAD: { base: 1.47, decimals: 4 },
  KRW: { base: 1452.3, decimals: 2 },
  MXN: { base: 19.4, decimals: 4 },
  BRL: { base: 5.6, decimals: 4 },
  PLN: { base: 4.31, decimals: 4 },
};

export const ECB_CURRENCIES = Object.keys(LEVELS);

const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2020, 0, 1);

/** Rate of one currency per euro on a business day: a slow seasonal swing plus a hashed daily jitter. */
export const rateOn = (currency: string, day: Date): number => {
  const level = LEVELS[currency];
  if (!level) {
    throw new Error(`no ECB rate for ${currency}`);
  }
  const n = Math.round((day.getTime() - EPOCH) / DAY_MS);
  const c = currency.charCodeAt(0) * 31 + currency.charCodeAt(1) * 7 + currency.charCodeAt(2);
  const swing = 0.04 * Math.sin((2 * Math.PI * n) / (365 + (c % 90)) + c);
  const jitter = (unit(hash(c, n, 77)) - 0.5) * 0.01;
  const f = 10 ** level.decimals;

  return Math.round(level.base * (1 + swing + jitter) * f) / f;
};

/**
 * The ECB publishes a day's rates at about 16:00 CET; before then the latest cube is the previous
 * business day's. Returns the published business days from `from` up to `now`, newest first.
 */
export const publishedDays = (now: Date, from: Date): Date[] => {
  const cutoff = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 15, 0);
  let d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (now.getTime() < cutoff) {
    d = new Date(d.getTime() - DAY_MS);
  }
  const out: Date[] = [];
  for (; d.getTime() >= from.getTime(); d = new Date(d.getTime() - DAY_MS)) {
    if (isTargetDay(d)) {
      out.push(d);
    }
  }

  return out;
};

export const cubeOf = (day: Date) => ({
  time: isoDay(day),
  rates: ECB_CURRENCIES.map((currency) => ({ currency, rate: rateOn(currency, day) })),
});
