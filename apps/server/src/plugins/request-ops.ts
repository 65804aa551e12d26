import type { FastifyInstance } from 'fastify';
import { httpDuration } from '../lib/metrics.js';
import { withReqId } from '../lib/request-context.js';

/**
 * Every request: its id goes back as X-Request-Id (a seller's support ticket can quote it) and into every log line of
 * its work (services log through deps.log, not the request's logger); its duration per route pattern into /metrics.
 */
export const registerRequestOps = (app: FastifyInstance) => {
  // The rest of the hook chain and the handler run inside this call (done() continues them), so the id is theirs
  // and no one else's (enterWith would leak it into whatever async context called in, e.g. inject in tests).
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    withReqId(req.id, done);
  });
  app.addHook('onResponse', async (req, reply) => {
    httpDuration.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
};
