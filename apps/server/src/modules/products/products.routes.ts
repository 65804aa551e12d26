import { ApiRoutes, SuccessMsg } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { importSkuCosts, setSkuCost } from './costs.service.js';
import { productInfoList } from './product-list.service.js';
import { setProductName } from './product-name.service.js';

export const registerProductRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.productInfoList, async (req) => ({
    data: await productInfoList(deps, requireAuth(req), req.body),
  }));

  apiRoute(app, ApiRoutes.setSkuCost, async (req) => ({
    data: await setSkuCost(deps, requireAuth(req), req.body),
    msg: SuccessMsg.SAVED,
  }));

  apiRoute(app, ApiRoutes.importSkuCosts, async (req) => ({
    data: await importSkuCosts(deps, requireAuth(req), req.body),
    msg: SuccessMsg.SAVED,
  }));

  apiRoute(app, ApiRoutes.setProductName, async (req) => ({
    data: await setProductName(deps, requireAuth(req), req.body),
    msg: SuccessMsg.SAVED,
  }));
};
