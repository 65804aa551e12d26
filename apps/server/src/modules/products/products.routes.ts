import {
  ApiRoutes,
  SuccessMsg,
  ZImportCostsRequestSchema,
  ZImportCostsSchema,
  ZProductInfoRequestSchema,
  ZProductInfoSchema,
  ZSetProductNameRequestSchema,
  ZSetSkuCostRequestSchema,
  ZSetSkuCostSchema,
} from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { importSkuCosts, setSkuCost } from './costs.service.js';
import { productInfoList } from './product-list.service.js';
import { setProductName } from './product-name.service.js';

export const registerProductRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(
    app,
    ApiRoutes.productInfoList,
    { body: ZProductInfoRequestSchema, data: ZProductInfoSchema },
    async (req) => ({
      data: await productInfoList(deps, requireAuth(req), req.body),
    }),
  );

  apiRoute(app, ApiRoutes.setSkuCost, { body: ZSetSkuCostRequestSchema, data: ZSetSkuCostSchema }, async (req) => ({
    data: await setSkuCost(deps, requireAuth(req), req.body),
    msg: SuccessMsg.SAVED,
  }));

  apiRoute(
    app,
    ApiRoutes.importSkuCosts,
    { body: ZImportCostsRequestSchema, data: ZImportCostsSchema },
    async (req) => ({ data: await importSkuCosts(deps, requireAuth(req), req.body), msg: SuccessMsg.SAVED }),
  );

  apiRoute(
    app,
    ApiRoutes.setProductName,
    {
      body: ZSetProductNameRequestSchema,
      data: z.object({ skcId: z.string(), productName: z.string(), custom: z.boolean() }),
    },
    async (req) => ({ data: await setProductName(deps, requireAuth(req), req.body), msg: SuccessMsg.SAVED }),
  );
};
