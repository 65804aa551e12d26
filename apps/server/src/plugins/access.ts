import { ADMIN_TOKEN_PREFIX, findRoute } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../deps.js';
import { AppError } from '../lib/app-error.js';
import { resolveAdmin } from '../modules/admin/admin-auth.service.js';
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
  app.decorateRequest('admin', null);
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
      if (!def.roles) {
        throw new Error(`route ${m} ${url} has no row in the contract's role table (route-roles.ts)`);
      }
    }
  });
  app.addHook('onRequest', async (req) => {
    const def = req.routeOptions.config.api;
    if (!def) {
      return;
    }
    const token = readToken(req);
    // Admin tokens (adm_…) open admin routes only; anywhere else they are no token at all.
    if (token?.startsWith(ADMIN_TOKEN_PREFIX)) {
      req.admin = def.access === 'admin' ? await resolveAdmin(deps, token, req.ip) : null;
      if (def.access === 'admin' && !req.admin) {
        throw new AppError('LOGIN_EXPIRED');
      }
      if (def.access === 'admin') {
        return;
      }
    }
    req.auth = token && !token.startsWith(ADMIN_TOKEN_PREFIX) ? await resolveAuth(deps, token) : null;
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
