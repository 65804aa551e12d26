import type { FastifyRequest } from 'fastify';
import type { TShop } from '../market/world-types.js';
import { addDays, beijingDayOf, beijingMidnight, daysBetween, isDay } from '../temu-open/beijing-time.js';
import { requestAuth } from './seller-deps.js';

/** Thrown by route code; the data routes' error handler turns it into `{success:false, errorCode, errorMsg}`. */
export class SellerHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

export type TSellerQuery = Record<string, string | undefined>;

/** The seller centre's own reports cap a query at about a quarter, so callers must walk long histories in chunks. */
export const MAX_RANGE_DAYS = 92;
export const MAX_PAGE_SIZE = 500;

const badRequest = (message: string) => new SellerHttpError(400, 'BAD_REQUEST', message);

export const authOf = (req: FastifyRequest) => {
  const auth = requestAuth.get(req);
  if (!auth) {
    throw new SellerHttpError(401, 'SESSION_EXPIRED', '登录已失效，请重新登录');
  }
  return auth;
};

/** The shop named by ?mallId, only if it belongs to the logged-in account; any other id is NO_PERMISSION. */
export const shopOf = (req: FastifyRequest, lookup: (id: number) => TShop | undefined): TShop => {
  const { account } = authOf(req);
  const raw = (req.query as TSellerQuery).mallId ?? '';
  if (!/^\d+$/.test(raw)) {
    throw badRequest('mallId 必填');
  }
  const shop = lookup(Number(raw));
  if (shop?.platform !== 'temu' || !account.shopIds.includes(shop.shopId)) {
    throw new SellerHttpError(403, 'NO_PERMISSION', '无权查看该店铺');
  }
  return shop;
};

const positiveInt = (raw: string | undefined, name: string, fallback: number, max: number): number => {
  if (raw === undefined || raw === '') {
    return fallback;
  }
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw badRequest(`${name} 必须是 1-${max} 之间的整数`);
  }
  return n;
};

export const paged = <T>(query: TSellerQuery, rows: T[], defaultSize = 50) => {
  const page = positiveInt(query.page, 'page', 1, 1_000_000);
  const pageSize = positiveInt(query.pageSize, 'pageSize', defaultSize, MAX_PAGE_SIZE);
  return { total: rows.length, page, pageSize, list: rows.slice((page - 1) * pageSize, page * pageSize) };
};

export type TDayRange = { from: string; to: string; fromMs: number; toMs: number };

/** ?from&to as Beijing days, inclusive, at most 92 days; instants run to the end of `to` but never past now. */
export const dayRange = (query: TSellerQuery, now: number): TDayRange => {
  const { from, to } = query;
  if (!isDay(from) || !isDay(to)) {
    throw badRequest('from 和 to 必须是 YYYY-MM-DD');
  }
  if (to < from) {
    throw badRequest('to 不能早于 from');
  }
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) {
    throw new SellerHttpError(400, 'RANGE_TOO_LARGE', `查询跨度不能超过${MAX_RANGE_DAYS}天`);
  }
  return {
    from,
    to,
    fromMs: beijingMidnight(from),
    toMs: Math.max(beijingMidnight(from), Math.min(beijingMidnight(addDays(to, 1)), now)),
  };
};

export const todayOf = (now: number): string => beijingDayOf(now);
