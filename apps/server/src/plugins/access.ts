import { findRoute } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../deps.js';
import { checkAccess, readToken, resolveAuth } from './auth-context.js';
import { applyRequestLayer } from './request-layer.js';

/** Routes outside the API catalogue that are served on purpose (docs, broker, SPA files). */
const NON_API = [/^\/docs/, /^\/mqtt$/, /^\/assets\//, /^\/\*$/, /^\/$/, /^\/favicon/];

/**
 * Secure by default: a route must be in the contract's catalogue (which says public or who may
 * call it), or start-up fails. Then every request resolves its caller once and is checked.
 */
export const registerAccessControl = (app: FastifyInstance, deps: TDeps) => {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (opts) => {
    const url = opts.url ?? opts.path ?? '';
    if (NON_API.some((re) => re.test(url)) || opts.method === 'HEAD') {
      return;
    }
    const methods = Array.isArray(opts.method) ? opts.method : [opts.method];
    for (const m of methods) {
      const def = findRoute(m, url);
      if (!def || opts.config?.api !== def) {
        throw new Error(`route ${m} ${url} is not declared in the contract's ApiRoutes`);
      }
    }
  });
  app.addHook('onRequest', async (req) => {
    const def = req.routeOptions.config.api;
    if (!def) {
      return;
    }
    const token = readToken(req);
    req.auth = token ? await resolveAuth(deps, token) : null;
    checkAccess(def, req.auth);
  });
  // A POST without a body validates as {} so the first missing field gets its own message.
  app.addHook('preValidation', async (req) => {
    if (req.method === 'POST' && (req.body === undefined || req.body === null)) {
      req.body = {};
    }
    applyRequestLayer(req.body);
    applyRequestLayer(req.query);
  });
};
