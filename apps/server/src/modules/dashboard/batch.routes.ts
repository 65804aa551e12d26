import { ApiRoutes, Errors } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { appErrorEnvelope, errorEnvelope, validationEnvelope } from '../../lib/error-envelope.js';
import { apiRoute } from '../../plugins/api-route.js';
import { checkAccess, requireAuth } from '../../plugins/auth-context.js';
import { visibleShops } from '../access/shop-access.js';
import type { TDashRegistry } from './registrars.js';

/**
 * POST /api/dashboard/batch: the /home page's calls in one request. The caller is authenticated and
 * their shops loaded once; each call then passes the same access check, body schema and handler as
 * its own route and answers its own envelope, in order. The reply passes the cost stripper as a whole.
 */
export const registerDashBatchRoute = (app: FastifyInstance, deps: TDeps, registry: TDashRegistry) => {
  apiRoute(app, ApiRoutes.dashBatch, async (req) => {
    const auth = requireAuth(req);
    const visible = await visibleShops(deps, auth);
    const one = async ({ path, body }: { path: string; body: Record<string, unknown> }) => {
      try {
        const entry = registry.get(path);
        if (!entry) {
          throw new AppError('NOT_FOUND');
        }
        checkAccess(entry.def, auth);
        const parsed = entry.body.safeParse(body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return {
            ...validationEnvelope(issue?.message, String(issue?.path.at(-1) ?? 'body')),
            code: Errors.BAD_REQUEST.code,
          };
        }
        return { code: 0, msg: 'success', data: await entry.run(auth, visible, parsed.data) };
      } catch (err) {
        if (err instanceof AppError) {
          return appErrorEnvelope(err);
        }
        req.log.error({ err, path }, 'dashboard batch call failed');
        return errorEnvelope('UNKNOWN');
      }
    };
    // PostgreSQL serves the calls side by side from its pool; PGlite queues them on its one connection.
    return { data: await Promise.all(req.body.calls.map(one)) };
  });
};
