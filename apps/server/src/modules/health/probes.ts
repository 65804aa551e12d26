import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { gaugeOf, metrics } from '../../lib/metrics.js';
import { safeEqual } from '../../lib/secrets.js';
import type { TBroker } from '../../realtime/broker.js';
import { pingDb } from './health.repo.js';

/** What a balancer and Prometheus ask of one server, apart from the API (/api/health stays the human-readable one). */
export type TProbes = {
  /** SIGTERM: /readyz answers 503 from now on, so the balancer drains this server before it stops. */
  startDrain: () => void;
  isDraining: () => boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    probes: TProbes;
  }
}

/**
 * GET /livez: the process answers (a balancer or orchestrator restarts it otherwise; no dependency is checked, so a
 * database outage does not restart every server at once). GET /readyz: this server should get traffic: not draining,
 * and its database answers. GET /metrics: Prometheus text format.
 */
export const registerProbeRoutes = (
  app: FastifyInstance,
  deps: TDeps,
  broker: TBroker,
  poolStats?: () => Record<string, number>,
) => {
  let draining = false;
  const probes: TProbes = {
    startDrain: () => {
      draining = true;
    },
    isDraining: () => draining,
  };
  app.decorate('probes', probes);

  gaugeOf('ksa_sync_queue_jobs', 'Shop syncs waiting, running and deferred', 'state', () => deps.syncQueue.depth());
  gaugeOf('ksa_mqtt_clients', 'MQTT clients connected to this server', undefined, () => broker.clients());
  gaugeOf('ksa_db_pool_connections', 'PostgreSQL pool connections by state', 'state', () => poolStats?.() ?? {});

  const plain = { schema: { hide: true } };
  app.get('/livez', plain, async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', plain, async (_req, reply) => {
    const db = draining ? false : await pingDb(deps.db);
    const ready = !draining && db;
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'unready', draining, database: db });
  });
  app.get('/metrics', plain, async (req, reply) => {
    const { metricsToken, metricsOpen } = deps.config.ops;
    if (metricsToken) {
      const given = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!safeEqual(given, metricsToken)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ status: 'unauthorized' });
      }
    } else if (!metricsOpen) {
      // Production without METRICS_TOKEN: route names and counts are not for the public.
      return reply.code(404).send({ status: 'not found' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.metrics());
  });
};
