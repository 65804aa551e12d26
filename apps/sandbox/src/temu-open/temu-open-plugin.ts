import type { FastifyPluginAsync } from 'fastify';
import type { TMarketWorld } from '../market/world-types.js';
import { TEMU_CODES, TemuOpenError, temuFail, temuOk } from './envelope.js';
import { TEMU_OPEN_HANDLERS } from './handlers.js';
import type { TParams } from './params.js';
import { createRateLimiter } from './token-bucket.js';
import { createTemuTokenStore, type TTemuTokenStore } from './tokens.js';
import { verifyTemuRequest } from './verify-request.js';

export type TTemuOpenDeps = {
  world: TMarketWorld;
  now: () => number;
  /** Clock of the rate limiter (defaults to now). */
  pacingNow?: () => number;
  /** Share one store with the seller centre so its 授权管理 page shows the same (possibly expired) tokens. */
  tokens?: TTemuTokenStore;
  options?: {
    /** Per-token limit; CN APIs allow 3-5 qps per shop (research §1.2). */
    qpsPerToken?: number;
  };
};

const asParams = (body: unknown): TParams =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as TParams) : {};

/** Temu CN open platform gateway: POST /temu-open/openapi/router stands in for openapi.kuajingmaihuo.com. */
export const temuOpenPlugin =
  (deps: TTemuOpenDeps): FastifyPluginAsync =>
  async (app) => {
    const tokens = deps.tokens ?? createTemuTokenStore(deps.world, deps.now);
    const limiter = createRateLimiter({ now: deps.pacingNow ?? deps.now, perSecond: deps.options?.qpsPerToken ?? 5 });

    // Temu answers every gateway outcome with HTTP 200; callers must read `success`/`errorCode`.
    app.post('/temu-open/openapi/router', async (req) => {
      const params = asParams(req.body);
      const now = deps.now();
      const checked = verifyTemuRequest(params, { now, tokens });
      if ('code' in checked) {
        return temuFail(checked.code, checked.message);
      }
      const shop = deps.world.shop(checked.token.mallId);
      if (!shop) {
        return temuFail(TEMU_CODES.tokenNotExists, 'access_token 对应的店铺不存在');
      }
      if (!limiter.take(checked.token.accessToken)) {
        return temuFail(TEMU_CODES.rateLimited, '请求过于频繁，请稍后再试');
      }
      try {
        const result = TEMU_OPEN_HANDLERS[checked.type]({
          world: deps.world,
          shop,
          token: checked.token,
          params,
          now,
        });
        return temuOk(result);
      } catch (error) {
        if (error instanceof TemuOpenError) {
          return temuFail(error.code, error.message);
        }
        throw error;
      }
    });

    app.get('/temu-open/admin/tokens', async () => tokens.list());

    app.post<{ Body: { access_token?: string } }>('/temu-open/admin/expire-token', async (req, reply) => {
      const ok = tokens.expire(String(req.body?.access_token ?? ''));
      return ok ? { ok: true } : reply.code(404).send({ ok: false, error: 'unknown access_token' });
    });

    // Lets tests take an API away from a token to see 7000019 without a second token generation.
    app.post<{ Body: { access_token?: string; apiScopeList?: unknown } }>(
      '/temu-open/admin/set-scopes',
      async (req, reply) => {
        const list = req.body?.apiScopeList;
        if (!Array.isArray(list) || !list.every((s) => typeof s === 'string')) {
          return reply.code(400).send({ ok: false, error: 'apiScopeList must be a string array' });
        }
        const ok = tokens.setScopes(String(req.body?.access_token ?? ''), list);
        return ok ? { ok: true } : reply.code(404).send({ ok: false, error: 'unknown access_token' });
      },
    );
  };
