import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config.js';
import { errorEnvelope } from '../lib/error-envelope.js';

/** Serves the built web app, with index.html for every client-side route; APIs answer 404 envelopes. */
export const registerWebApp = async (app: FastifyInstance, config: TConfig) => {
  if (config.webDist) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // Vite writes .br and .gz next to every text asset at build time; the best one the browser accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        // /assets/ names carry a content hash, so a year is safe; everything else (index.html, /help/*.png) revalidates.
        res.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (config.webDist) {
    const webDist = config.webDist;
    // /index has its hero prerendered at build time (apps/web/build/prerender-index.ts): a first visit paints
    // before the JavaScript arrives. Looked up per request, like the other files, so a rebuild needs no restart.
    app.get('/index', (_req, reply) => {
      const file = existsSync(join(webDist, 'index.prerender.html')) ? 'index.prerender.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(file);
    });
  }
  app.setNotFoundHandler((req, reply) => {
    // A missing script or asset is a 404, never index.html (a browser would refuse HTML as a module).
    const isApi = req.url.startsWith('/api/') || req.url.startsWith('/docs') || req.url.startsWith('/assets/');
    if (!isApi && req.method === 'GET' && config.webDist) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorEnvelope('ROUTE_NOT_FOUND'));
  });
};
