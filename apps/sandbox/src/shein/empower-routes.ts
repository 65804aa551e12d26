import type { FastifyPluginAsync } from 'fastify';
import { findSheinApp, type TSheinApp } from './apps.js';
import { renderEmpowerPage } from './empower-page.js';
import { ok, SheinError } from './errors.js';
import { bodyOf, type TBody } from './params.js';
import { findSeller, sellerShops, type TSheinDeps } from './shein-deps.js';

export const SEM_PREFIX = '/shein-sem';

/** redirectUrl is base64 of the callback; '+' often arrives as ' ' when a client forgets to URL-encode it. */
export const decodeRedirectUrl = (value: unknown): URL => {
  const b64 = typeof value === 'string' ? value.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/') : '';
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) {
    throw new SheinError('redirectUrlInvalid');
  }
  try {
    const url = new URL(Buffer.from(b64, 'base64').toString('utf8'));
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      return url;
    }
  } catch {
    // Falls through to the same error as a wrong scheme.
  }
  throw new SheinError('redirectUrlInvalid');
};

const appOf = (body: TBody): TSheinApp => {
  const app = findSheinApp(typeof body.appid === 'string' ? body.appid : undefined);
  if (!app) {
    throw new SheinError('appidUnknown');
  }
  return app;
};

const callbackWith = (callback: URL, params: Record<string, string>): string => {
  const target = new URL(callback);
  for (const [key, value] of Object.entries(params)) {
    target.searchParams.set(key, value);
  }
  return target.toString();
};

const text = (body: TBody, field: string): string => (typeof body[field] === 'string' ? (body[field] as string) : '');

/** openapi-sem.sheincorp.com: the seller-facing empower page and the calls behind its buttons. */
export const empowerRoutes =
  (deps: TSheinDeps): FastifyPluginAsync =>
  async (app) => {
    // Real Shein routes by hash (#/empower?…), so the server never sees the parameters: one static page.
    for (const path of [SEM_PREFIX, `${SEM_PREFIX}/`]) {
      app.get(path, async (_req, reply) => reply.type('text/html; charset=utf-8').send(renderEmpowerPage()));
    }

    app.get(`${SEM_PREFIX}/api/empower-info`, async (req) => {
      const query = bodyOf(req.query);
      const sheinApp = appOf(query);
      const callback = decodeRedirectUrl(query.redirectUrl);
      const sellers = deps.world.sheinSellers.map((seller) => ({
        supplierId: seller.supplierId,
        account: seller.account,
        name: seller.name,
        stores: sellerShops(deps.world, seller).map((s) => ({
          storeId: s.shopId,
          storeName: s.name,
          businessMode: s.semiManaged ? 'semi' : 'full',
          currency: s.currency,
        })),
      }));
      const cancelUrl = callbackWith(callback, {
        appid: sheinApp.appid,
        state: text(query, 'state'),
        error: 'access_denied',
      });
      return ok({ appid: sheinApp.appid, appName: sheinApp.name, callback: callback.toString(), cancelUrl, sellers });
    });

    app.post(`${SEM_PREFIX}/api/empower`, async (req) => {
      const body = bodyOf(req.body);
      const sheinApp = appOf(body);
      const callback = decodeRedirectUrl(body.redirectUrl);
      const seller = findSeller(deps.world, text(body, 'sellerSupplierId'));
      if (!seller) {
        throw new SheinError('sellerUnknown');
      }
      const state = text(body, 'state');
      const tempToken = deps.grants.authorize(sheinApp.appid, seller.supplierId, state);
      return ok({ redirect: callbackWith(callback, { appid: sheinApp.appid, tempToken, state }) });
    });

    // Not a Shein API (sellers revoke in their back office); tests and our unbind flow call it.
    app.post(`${SEM_PREFIX}/api/revoke`, async (req) => {
      const body = bodyOf(req.body);
      const sheinApp = appOf(body);
      return ok({ revoked: deps.grants.revoke(sheinApp.appid, String(body.supplierId ?? '')) });
    });
  };
