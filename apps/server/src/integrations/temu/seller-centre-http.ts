import { MarketplaceAuthError, MarketplacePermanentError, MarketplaceRateLimitError } from '../marketplace-types.js';
import { beijingDay } from './market-days.js';
import { requestJson } from './market-http.js';
import { isoOf, list, num, obj, pick, str, type TJson, type TPage } from './market-read.js';
import { mapAccount, mapOpenTokens } from './seller-centre-map-account.js';
import { mapActivities } from './seller-centre-map-activities.js';
import { mapDeliveryRatings } from './seller-centre-map-delivery.js';
import { mapFinance } from './seller-centre-map-finance.js';
import { mapNoticeRow } from './seller-centre-map-notices.js';
import { mapProductRow } from './seller-centre-map-products.js';
import { mapReturnRow } from './seller-centre-map-returns.js';
import { mapReviewRow } from './seller-centre-map-reviews.js';
import { mapSkuDayRow } from './seller-centre-map-sales.js';
import { mapStockRow } from './seller-centre-map-stock.js';
import { mapTodo } from './seller-centre-map-todo.js';
import type { TTemuQuery, TTemuSellerCentre, TTemuSession } from './seller-centre-types.js';

export type TTemuSellerCentreConfig = {
  /** `${SANDBOX}/temu-seller/api` locally. */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
};

export const temuSellerSandboxBase = (sandboxUrl: string): string =>
  `${sandboxUrl.replace(/\/+$/, '')}/temu-seller/api`;

const sessionOf = (b: TJson): TTemuSession => ({
  session: str(b.session),
  expiresAt: isoOf(b.expiresAt),
  uid: str(b.uid),
});

// A listing is {total, page, pageSize, list}; a bare array is accepted as one complete page.
const pageOf = <T>(body: unknown, map: (row: TJson) => T): TPage<T> => {
  if (Array.isArray(body)) {
    return { total: body.length, rows: list(body).map(map) };
  }
  const b = obj(body);
  return { total: num(b.total), rows: list(pick(b, 'list', 'rows')).map(map) };
};

/** The seller centre over the sandbox's JSON protocol (see TTemuSellerCentre for what a real driver must provide). */
export const createTemuSellerCentreHttp = (cfg: TTemuSellerCentreConfig): TTemuSellerCentre => {
  const base = cfg.baseUrl.replace(/\/+$/, '');
  const http = { source: 'temu-seller' as const, fetch: cfg.fetch ?? fetch, timeoutMs: cfg.timeoutMs ?? 15_000 };
  const now = cfg.now ?? (() => new Date());

  // Login answers its refusals in the body (whatever the status), so it is read here, not thrown by status.
  const post = async (path: string, payload: unknown): Promise<TJson> => {
    try {
      const { body } = await requestJson(http, `${base}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return obj(body);
    } catch (error) {
      if (error instanceof MarketplaceRateLimitError && error.code === 'TOO_MANY_ATTEMPTS') {
        return { errorCode: 'TOO_MANY_ATTEMPTS' };
      }
      throw error;
    }
  };
  const refusal = (b: TJson) =>
    new MarketplacePermanentError('temu-seller', str(b.errorCode, 'BAD_RESPONSE'), str(b.errorMsg));

  const get = async (session: string, path: string, query: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) {
        params.set(key, String(value));
      }
    }
    const url = `${base}/${path}${params.size > 0 ? `?${params}` : ''}`;
    const { status, body } = await requestJson(http, url, { headers: { 'x-temu-session': session } });
    const b = obj(body);
    if (status === 401) {
      throw new MarketplaceAuthError(
        'temu-seller',
        str(b.errorCode, 'SESSION_EXPIRED'),
        'seller centre session expired',
      );
    }
    if (status >= 400 || b.success === false) {
      throw refusal(b);
    }
    return body;
  };
  const listing = async <T>(session: string, path: string, q: TTemuQuery, map: (row: TJson) => T) =>
    pageOf(await get(session, path, q), map);

  return {
    async startLogin(phone, password) {
      const b = await post('login', { phone, password });
      if (b.success === true) {
        return { kind: 'ok', ...sessionOf(b) };
      }
      switch (b.errorCode) {
        case 'NEED_SMS_CODE':
          return { kind: 'needCode', challengeId: str(b.challengeId) };
        case 'WRONG_PASSWORD':
          return { kind: 'wrongPassword' };
        case 'TOO_MANY_ATTEMPTS':
          return { kind: 'locked' };
        default:
          throw refusal(b);
      }
    },
    async verifyCode(challengeId, code) {
      const b = await post('login/verify', { challengeId, code });
      if (b.success === true) {
        return { kind: 'ok', ...sessionOf(b) };
      }
      const kind = { WRONG_CODE: 'wrongCode', CHALLENGE_EXPIRED: 'expired', TOO_MANY_ATTEMPTS: 'locked' } as const;
      const known = kind[str(b.errorCode) as keyof typeof kind];
      if (!known) {
        throw refusal(b);
      }
      return { kind: known };
    },
    account: async (session) => mapAccount(await get(session, 'account', {})),
    openTokens: async (session) => mapOpenTokens(await get(session, 'open-tokens', {})),
    products: (session, q) => listing(session, 'products', q, mapProductRow(q.mallId)),
    salesDaily: (session, q) => listing(session, 'sales/daily', q, mapSkuDayRow),
    // The snapshot's day comes once, next to the list.
    stock: async (session, q) => {
      const body = await get(session, 'stock', q);
      return pageOf(body, mapStockRow(str(obj(body).day) || beijingDay(now())));
    },
    returns: (session, q) => listing(session, 'returns', q, mapReturnRow),
    reviews: (session, q) => listing(session, 'reviews', q, mapReviewRow),
    notices: (session, q) => listing(session, 'notices', q, mapNoticeRow),
    activities: async (session, mallId) => mapActivities(await get(session, 'activities', { mallId })),
    deliveryAssessment: async (session, mallId) =>
      mapDeliveryRatings(await get(session, 'delivery-assessment', { mallId })),
    finance: async (session, mallId) => mapFinance(await get(session, 'finance', { mallId }), now()),
    todo: async (session, mallId) => mapTodo(await get(session, 'todo', { mallId }), now()),
  };
};
