import { ApiRoutes } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { saveDisplayCurrency, userInfo } from './user.service.js';

export const registerUserRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.getUserInfo, async (req) => ({
    data: await userInfo(deps, requireAuth(req)),
  }));
  apiRoute(app, ApiRoutes.setDisplayCurrency, async (req) => ({
    data: await saveDisplayCurrency(deps, requireAuth(req), req.body.currency),
  }));
};
