import { ApiRoutes } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { listOperations } from './op-log.service.js';

/** The BOSS's operation log, newest first, paged. */
export const registerOpLogRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.operationLog, async (req) => ({
    data: await listOperations(deps, requireAuth(req), req.body.pageIndex, req.body.pageSize),
  }));
};
