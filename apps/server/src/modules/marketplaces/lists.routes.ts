import { ApiRoutes } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { listSheinShops, listTemuAccounts } from './account-lists.service.js';

/** The unbind modal's two tables (spec §2): Temu main accounts with their shops, Shein stores. */
export const registerMarketplaceListRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.getTemuAccountList, async (req) => ({
    data: await listTemuAccounts(deps, requireAuth(req)),
  }));

  apiRoute(app, ApiRoutes.getAccountSheinShopList, async (req) => ({
    data: await listSheinShops(deps, requireAuth(req)),
  }));
};
