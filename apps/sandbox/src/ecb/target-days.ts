/**
 * The ECB publishes reference rates on TARGET2 business days only: no rates on weekends, New Year's
 * Day, Good Friday, Easter Monday, 1 May, 25 and 26 December. Days are 'YYYY-MM-DD' in UTC.
 */

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Easter Sunday of a Gregorian year (Meeus/Jones/Butcher computus). */
export const easterSunday = (year: number): Date => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;

  return new Date(Date.UTC(year, month - 1, day));
};

const DAY_MS = 86_400_000;

export const isTargetDay = (d: Date): boolean => {
  const wd = d.getUTCDay();
  if (wd === 0 || wd === 6) {
    return false;
  }
  const md = isoDay(d).slice(5);
  if (md === '01-01' || md === '05-01' || md === '12-25' || md === '12-26') {
    return false;
  }
  const easter = easterSunday(d.getUTCFullYear()).getTime();
  const t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

  return t !== easter - 2 * DAY_MS && t !== easter + DAY_MS;
};
