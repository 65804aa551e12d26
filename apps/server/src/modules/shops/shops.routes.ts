import { ApiRoutes, formatError } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { shopInfo } from './shop-info.service.js';
import { listShops, listSyncStatus, requestRefresh } from './shops.service.js';

export const registerShopRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.shopList, async (req) => ({
    data: await listShops(deps, requireAuth(req)),
  }));

  apiRoute(app, ApiRoutes.shopSyncStatus, async (req) => ({
    data: await listSyncStatus(deps, requireAuth(req)),
  }));

  apiRoute(app, ApiRoutes.shopInfo, async (req) => ({
    data: await shopInfo(deps, requireAuth(req), req.body.shopId),
  }));

  apiRoute(app, ApiRoutes.shopRefresh, async (req) => ({
    data: await requestRefresh(deps, requireAuth(req), req.body.shopId),
    msg: formatError('OPERATION_OK'),
  }));
};
