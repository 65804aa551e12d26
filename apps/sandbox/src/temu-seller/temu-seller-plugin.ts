import type { FastifyPluginAsync } from 'fastify';
import { createRateLimiter } from '../temu-open/token-bucket.js';
import { createTemuTokenStore } from '../temu-open/tokens.js';
import { authRoutes } from './auth-routes.js';
import { createFaultStore } from './faults.js';
import { FLUX_PAGE_PATH, fluxPageHtml } from './flux-page.js';
import { fluxRoutes } from './flux-routes.js';
import { listingRoutes } from './listing-routes.js';
import { createListingStore } from './listings.js';
import { reportRoutes } from './report-routes.js';
import { findSellerLogin, requestAuth, sellerError, type TSellerState, type TTemuSellerDeps } from './seller-deps.js';
import { SellerHttpError } from './seller-query.js';
import { createChallengeStore, createLoginGuard, createSessionStore } from './seller-stores.js';
import { shopRoutes } from './shop-routes.js';

const API_PREFIX = '/temu-seller/api/';
const DAY_MS = 86_400_000;

/** What a logged-in main account sees on agentseller.temu.com, as a JSON API our server's bind flow logs into. */
export const temuSellerPlugin =
  (deps: TTemuSellerDeps): FastifyPluginAsync =>
  async (app) => {
    const state: TSellerState = {
      deps,
      tokens: deps.tokens ?? createTemuTokenStore(deps.world, deps.now),
      guard: createLoginGuard(deps.now),
      challenges: createChallengeStore(deps.now),
      sessions: createSessionStore(deps.now, deps.options?.sessionTtlMs ?? DAY_MS),
      limiter: createRateLimiter({ now: deps.pacingNow ?? deps.now, perSecond: deps.options?.requestsPerSecond ?? 10 }),
      listings: deps.listings ?? createListingStore(deps.world, deps.now),
    };
    const faults = createFaultStore();

    // Runs before auth and rate limiting, like a flaky upstream would, so retries see the raw status.
    app.addHook('onRequest', async (req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      const status = path.startsWith(API_PREFIX) ? faults.take(path) : null;
      if (status !== null) {
        return reply.code(status).send(sellerError('INJECTED_FAULT', `sandbox injected HTTP ${status}`));
      }
    });

    app.post<{ Body: { path?: unknown; status?: unknown; count?: unknown } }>(
      '/temu-seller/admin/faults',
      async (req, reply) => {
        const { path, status, count } = req.body ?? {};
        const valid =
          typeof path === 'string' &&
          path.startsWith(API_PREFIX) &&
          Number.isInteger(status) &&
          Number(status) >= 400 &&
          Number(status) <= 599 &&
          Number.isInteger(count) &&
          Number(count) > 0;
        if (!valid) {
          return reply
            .code(400)
            .send(sellerError('BAD_REQUEST', 'path (/temu-seller/api/…), status 400-599, count > 0'));
        }
        faults.add({ path, status: Number(status), count: Number(count) });
        return { ok: true, faults: faults.list() };
      },
    );
    // Browser tests that publish give the spare shops their generated catalogue back.
    app.delete('/temu-seller/admin/listings', async () => {
      state.listings.clearProducts();
      return { ok: true };
    });
    app.delete('/temu-seller/admin/faults', async () => {
      faults.clear();
      return { ok: true };
    });

    await app.register(authRoutes(state));
    // The page is a shell without data; its script reads the API below with the tab's session.
    app.get(FLUX_PAGE_PATH, async (_req, reply) => reply.type('text/html; charset=utf-8').send(fluxPageHtml()));
    await app.register(async (scoped) => {
      scoped.setErrorHandler((error, _req, reply) => {
        if (error instanceof SellerHttpError) {
          return reply.code(error.status).send(sellerError(error.errorCode, error.message));
        }
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        return reply.code(status).send(sellerError(status < 500 ? 'BAD_REQUEST' : 'SYSTEM_ERROR', String(error)));
      });
      scoped.addHook('preHandler', async (req, reply) => {
        const token = req.headers['x-temu-session'];
        const session = typeof token === 'string' ? state.sessions.get(token) : undefined;
        const account = session && findSellerLogin(deps.world, { uid: session.uid });
        if (!session || !account) {
          return reply.code(401).send(sellerError('SESSION_EXPIRED', '登录已失效，请重新登录'));
        }
        if (!state.limiter.take(session.token)) {
          return reply.code(429).send(sellerError('RATE_LIMITED', '请求过于频繁，请稍后再试'));
        }
        requestAuth.set(req, { session, account });
      });
      await scoped.register(shopRoutes(state));
      await scoped.register(reportRoutes(state));
      await scoped.register(fluxRoutes(state));
      await scoped.register(listingRoutes(state));
    });
  };
