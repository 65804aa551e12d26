import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TMarketWorld } from '../market/world-types.js';
import { sheinPurchaseOrderRoutes } from '../stock-orders/shein-routes.js';
import { adminRoutes } from './admin-routes.js';
import { authRoutes } from './auth-routes.js';
import { empowerRoutes } from './empower-routes.js';
import { failure, SheinError } from './errors.js';
import { financeRoutes } from './finance-routes.js';
import { createFaults, createRateLimiter } from './gate.js';
import { goodsRoutes } from './goods-routes.js';
import { createGrantStore } from './grants.js';
import { API_PREFIX, faultHook, openKeyGuard } from './open-guard.js';
import { orderRoutes } from './order-routes.js';
import type { TSheinDeps } from './shein-deps.js';
import { storeRoutes } from './store-routes.js';
import { createWorldIndex } from './world-index.js';

export type TSheinPluginOptions = {
  world: TMarketWorld;
  /** Clock in ms (the sandbox's shared one), so tests can step past tempToken expiry and timestamp skew. */
  now: () => number;
  /** Clock of the rate limiter (defaults to now). */
  pacingNow?: () => number;
  /** Calls a second per app (default RATE_LIMIT_PER_SECOND). */
  quotaPerSecond?: number;
};

/** Every failure, ours or Fastify's (bad JSON, empty body), leaves in Shein's envelope. */
const sheinErrorHandler = (error: FastifyError | SheinError, _req: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof SheinError) {
    return reply.code(error.status).send(error.toEnvelope());
  }
  const status = error.statusCode ?? 500;
  return status < 500
    ? reply.code(status).send(failure('paramInvalid', error.message))
    : reply.code(500).send(failure('systemBusy', `internal error: ${error.message}`));
};

/**
 * Shein Open Platform stand-in: the empower page under /shein-sem (openapi-sem.sheincorp.com) and the
 * API under /shein-open (openapi.sheincorp.com), answering from the marketplace world.
 */
export const sheinPlugin =
  ({ world, now, pacingNow, quotaPerSecond }: TSheinPluginOptions): FastifyPluginAsync =>
  async (app) => {
    const deps: TSheinDeps = {
      world,
      now,
      grants: createGrantStore(now),
      limiter: createRateLimiter(pacingNow ?? now, quotaPerSecond),
      faults: createFaults(),
      index: createWorldIndex(world, now),
    };
    app.setErrorHandler(sheinErrorHandler);
    await app.register(empowerRoutes(deps));
    await app.register(adminRoutes(deps));
    await app.register(
      async (api) => {
        api.addHook('onRequest', faultHook(deps));
        await api.register(authRoutes(deps));
        await api.register(async (signed) => {
          signed.addHook('onRequest', openKeyGuard(deps));
          for (const routes of [storeRoutes, goodsRoutes, orderRoutes, financeRoutes, sheinPurchaseOrderRoutes]) {
            await signed.register(routes(deps));
          }
        });
      },
      { prefix: API_PREFIX },
    );
  };
