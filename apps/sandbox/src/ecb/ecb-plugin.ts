import type { FastifyInstance } from 'fastify';
import type { TSandboxContext } from '../lib/context.js';
import { ecbXml } from './ecb-xml.js';
import { cubeOf, publishedDays } from './rates-world.js';

const DAY_MS = 86_400_000;

/**
 * The ECB's euro foreign exchange reference rates, at the same paths and in the same XML as the real
 * service: the latest business day, the last 90 days, and the full history (here from 2020 on).
 */
export const ecbPlugin = (ctx: TSandboxContext) => async (app: FastifyInstance) => {
  const send = (days: Date[]) => ecbXml(days.map(cubeOf));
  const now = () => new Date(ctx.now());
  app.get('/stats/eurofxref/eurofxref-daily.xml', async (_req, reply) => {
    reply.type('text/xml');

    return send(publishedDays(now(), new Date(now().getTime() - 10 * DAY_MS)).slice(0, 1));
  });
  app.get('/stats/eurofxref/eurofxref-hist-90d.xml', async (_req, reply) => {
    reply.type('text/xml');

    return send(publishedDays(now(), new Date(now().getTime() - 90 * DAY_MS)));
  });
  app.get('/stats/eurofxref/eurofxref-hist.xml', async (_req, reply) => {
    reply.type('text/xml');

    return send(publishedDays(now(), new Date(Date.UTC(2020, 0, 1))));
  });
};
