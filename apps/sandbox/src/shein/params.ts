import { SheinError } from './errors.js';

/** Shein speaks Beijing time (UTC+8) in 'yyyy-MM-dd HH:mm:ss' strings; the world uses instants and BJ days. */
const BJ_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export type TBody = Record<string, unknown>;

export const bodyOf = (body: unknown): TBody =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as TBody) : {};

export const bjDay = (ms: number): string => new Date(ms + BJ_OFFSET_MS).toISOString().slice(0, 10);

export const formatBjTime = (ms: number): string =>
  new Date(ms + BJ_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

export const formatBjIso = (iso: string): string => formatBjTime(Date.parse(iso));

/** Strict parse: a string that does not round-trip (e.g. 02-30) is refused rather than silently shifted. */
export const parseBjTime = (body: TBody, field: string): number => {
  const value = body[field];
  const ms =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
      ? Date.parse(`${value.replace(' ', 'T')}+08:00`)
      : Number.NaN;
  if (Number.isNaN(ms) || formatBjTime(ms) !== value) {
    throw new SheinError('paramInvalid', `${field} must be 'yyyy-MM-dd HH:mm:ss' (UTC+8)`);
  }
  return ms;
};

export const parseDay = (body: TBody, field: string): string => {
  const value = body[field];
  const ms =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) {
    throw new SheinError('paramInvalid', `${field} must be 'yyyy-MM-dd'`);
  }
  return value as string;
};

/** Days from a to b inclusive, for 'yyyy-MM-dd' strings. */
export const daysInclusive = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** [start, end) in ms with end > start and at most `maxHours` long, as Shein's windowed list APIs require. */
export const parseWindow = (body: TBody, maxHours: number): { from: number; to: number } => {
  const from = parseBjTime(body, 'startTime');
  const to = parseBjTime(body, 'endTime');
  if (to <= from) {
    throw new SheinError('paramInvalid', 'endTime must be after startTime');
  }
  if (to - from > maxHours * 3_600_000) {
    throw new SheinError('timeRangeTooLarge', `endTime - startTime must not exceed ${maxHours} hours`);
  }
  return { from, to };
};

const positiveInt = (body: TBody, field: string, fallback: number, max: number): number => {
  const value = body[field] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    throw new SheinError('paramInvalid', `${field} must be an integer 1-${max}`);
  }
  return value;
};

export type TPaging = { page: number; pageSize: number };

/** Field names differ per API (pageNum vs page), so the caller names them. */
export const parsePaging = (body: TBody, pageField: string, maxPageSize: number): TPaging => ({
  page: positiveInt(body, pageField, 1, Number.MAX_SAFE_INTEGER),
  pageSize: positiveInt(body, 'pageSize', maxPageSize, maxPageSize),
});

export const pageOf = <T>(items: T[], { page, pageSize }: TPaging): T[] =>
  items.slice((page - 1) * pageSize, page * pageSize);

/** Shein sends amounts as decimal numbers in the store currency; the world keeps integer cents. */
export const money = (cents: number): number => Math.round(cents) / 100;

export const optionalNumber = (body: TBody, field: string): number | undefined => {
  const value = body[field];
  if (value === undefined || value === null) {
    return undefined;
  }
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) {
    throw new SheinError('paramInvalid', `${field} must be an integer`);
  }
  return n;
};

export const requiredNumber = (body: TBody, field: string): number => {
  const n = optionalNumber(body, field);
  if (n === undefined) {
    throw new SheinError('paramInvalid', `${field} is required`);
  }
  return n;
};
