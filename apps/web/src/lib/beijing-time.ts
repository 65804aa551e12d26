import { StorageKeys } from './storage';

/** The product's clock: the marketplaces report in Beijing time, and so do its sellers. */
export const BEIJING = 'Asia/Shanghai';

/** The zone dates are shown in: Beijing, unless the user chose another (StorageKeys.timeZone, an IANA name). */
export const displayTimeZone = () => {
  try {
    const chosen = typeof localStorage === 'undefined' ? null : localStorage.getItem(StorageKeys.timeZone);
    return chosen && isTimeZone(chosen) ? chosen : BEIJING;
  } catch {
    return BEIJING;
  }
};

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const formats = new Map<string, Intl.DateTimeFormat>();
const partsOf = (ms: number, zone: string) => {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(ms).map((x) => [x.type, x.value]));
  return { y: p.year, m: p.month, d: p.day, h: p.hour, min: p.minute, s: p.second };
};

type TAt = string | number | Date | null | undefined;
const msOf = (at: TAt) => (at === null || at === undefined || at === '' ? Number.NaN : new Date(at).getTime());

/**
 * The calendar day of a moment in Beijing (or the chosen zone): '2026-11-28' for 2026-11-27T17:30Z. Written the
 * same in every language (it is also what the exports and the marketplaces' own pages write); '—' for none.
 */
export const formatBeijingDate = (at: TAt, zone = displayTimeZone()) => {
  const ms = msOf(at);
  if (Number.isNaN(ms)) {
    return '—';
  }
  const p = partsOf(ms, zone);
  return `${p.y}-${p.m}-${p.d}`;
};

/** Date and time to the second in Beijing (or the chosen zone): '2026-11-28 01:30:00'; '—' for none. */
export const formatBeijingDateTime = (at: TAt, zone = displayTimeZone()) => {
  const ms = msOf(at);
  if (Number.isNaN(ms)) {
    return '—';
  }
  const p = partsOf(ms, zone);
  return `${p.y}-${p.m}-${p.d} ${p.h}:${p.min}:${p.s}`;
};

/** Hours and minutes in Beijing (or the chosen zone): '01:30'; '—' for none. */
export const formatBeijingTime = (at: TAt, zone = displayTimeZone()) => {
  const ms = msOf(at);
  if (Number.isNaN(ms)) {
    return '—';
  }
  const p = partsOf(ms, zone);
  return `${p.h}:${p.min}`;
};

/** Month, day and time in Beijing (or the chosen zone): '11-28 01:30', for times that are close to now. */
export const formatBeijingMonthDayTime = (at: TAt, zone = displayTimeZone()) => {
  const ms = msOf(at);
  if (Number.isNaN(ms)) {
    return '—';
  }
  const p = partsOf(ms, zone);
  return `${p.m}-${p.d} ${p.h}:${p.min}`;
};
