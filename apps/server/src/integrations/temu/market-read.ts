/*
 * Tolerant readers for marketplace JSON: field names and types drift (ids as numbers or strings, prices as numbers
 * or decimal strings), so every mapper goes through these instead of trusting a cast. Shared with shein/.
 */

export type TJson = Record<string, unknown>;
export type TPage<T> = { total: number; rows: T[] };

export const obj = (value: unknown): TJson =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as TJson) : {};

export const list = (value: unknown): TJson[] => (Array.isArray(value) ? value.map(obj) : []);

/** The first field of `o` among `keys` that is present (not null/undefined). */
export const pick = (o: TJson, ...keys: string[]): unknown => {
  for (const key of keys) {
    if (o[key] !== undefined && o[key] !== null) {
      return o[key];
    }
  }
  return undefined;
};

export const str = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : fallback;

export const num = (value: unknown, fallback = 0): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

/** Integer cents from a decimal amount in currency units ("12.99" or 12.99). */
export const centsOfUnits = (value: unknown): number => Math.round(num(value) * 100);

/** An ISO instant from epoch seconds, epoch ms or a date string; '' when unreadable. */
export const isoOf = (value: unknown): string => {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
    const n = Number(value);
    return new Date(n < 1e11 ? n * 1_000 : n).toISOString();
  }
  // 'yyyy-MM-dd HH:mm:ss' and bare days carry no zone: the marketplaces mean Beijing time.
  const text = typeof value === 'string' ? value.trim() : '';
  const local = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(text);
  const ms = local
    ? Date.parse(`${text.replace(' ', 'T')}${text.length === 10 ? 'T00:00:00' : ''}+08:00`)
    : Date.parse(text);
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
};

/**
 * Walks a paged listing: page 1, 2, … until an empty or short page, or `total` rows seen. Servers that ignore the
 * pager (returning everything with total = rows) stop after one call; `maxPages` guards against pagers that loop.
 */
export async function* pagesOf<T>(
  fetchPage: (page: number) => Promise<TPage<T>>,
  pageSize: number,
  maxPages = 10_000,
): AsyncGenerator<T[]> {
  let seen = 0;
  for (let page = 1; page <= maxPages; page++) {
    const { total, rows } = await fetchPage(page);
    if (rows.length === 0) {
      return;
    }
    yield rows;
    seen += rows.length;
    // A total of 0 next to rows means the server does not count: rely on the short page then.
    if (rows.length < pageSize || (total > 0 && seen >= total)) {
      return;
    }
  }
}
