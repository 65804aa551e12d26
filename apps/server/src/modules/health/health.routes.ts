import { ApiRoutes } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import type { TBroker } from '../../realtime/broker.js';
import { pingDb } from './health.repo.js';

export const registerHealthRoutes = (app: FastifyInstance, deps: TDeps, broker: TBroker) => {
  apiRoute(app, ApiRoutes.health, async () => {
    const t0 = performance.now();
    const ok = await pingDb(deps.db);
    return {
      data: {
        status: 'ok' as const,
        version: '0.1.0',
        database: { engine: deps.dbEngine, ok, latencyMs: Math.round((performance.now() - t0) * 100) / 100 },
        broker: broker.status(),
        limiter: deps.limiters.kind,
        uptimeSeconds: Math.round(process.uptime()),
      },
    };
  });
};
