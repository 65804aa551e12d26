import {
  ZImportCostsRequestSchema,
  ZImportCostsSchema,
  ZSetSkuCostRequestSchema,
  ZSetSkuCostSchema,
} from '../costs.js';
import { ZProductInfoRequestSchema, ZProductInfoSchema } from '../products.js';
import type { TRouteIo } from '../route-def.js';
import { ZShopInfoRequestSchema, ZShopInfoSchema } from '../shop-info.js';

/** What each of ProductRoutes takes and answers (see TRouteIo). */
export const ProductIo = {
  shopInfo: { body: ZShopInfoRequestSchema, data: ZShopInfoSchema },
  importSkuCosts: { body: ZImportCostsRequestSchema, data: ZImportCostsSchema },
  productInfoList: { body: ZProductInfoRequestSchema, data: ZProductInfoSchema },
  setSkuCost: { body: ZSetSkuCostRequestSchema, data: ZSetSkuCostSchema },
} as const satisfies Record<string, TRouteIo>;
