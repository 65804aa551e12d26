import {
  ApiRoutes,
  ZCancelShipOrderRequestSchema,
  ZConfirmPackingRequestSchema,
  ZCreateShipOrderRequestSchema,
  ZDeliveryActionResultSchema,
  ZDeliveryListRequestSchema,
  ZDeliveryListSchema,
  ZDeliveryShopRequestSchema,
  ZFillLogisticsRequestSchema,
  ZLogisticsCompaniesSchema,
  ZSetShipperShopsRequestSchema,
  ZSetShipTypeRequestSchema,
  ZShipperShopsRequestSchema,
  ZShipperShopsSchema,
} from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import {
  cancelShipOrder,
  confirmPacking,
  createShipOrder,
  fillLogistics,
  getShipperShops,
  listDelivery,
  logisticsCompanies,
  refreshDelivery,
  setShipperShops,
  updateShipType,
} from './delivery.service.js';

/** The delivery centre (/deliveryCenter) and the shipper app (/m): HTTP only. */
export const registerDeliveryRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(
    app,
    ApiRoutes.deliveryList,
    { body: ZDeliveryListRequestSchema, data: ZDeliveryListSchema },
    async (req) => ({
      data: await listDelivery(deps, requireAuth(req), req.body),
    }),
  );
  apiRoute(
    app,
    ApiRoutes.deliveryLogistics,
    { body: ZDeliveryShopRequestSchema, data: ZLogisticsCompaniesSchema },
    async (req) => ({ data: await logisticsCompanies(deps, requireAuth(req), req.body.shopId) }),
  );
  apiRoute(
    app,
    ApiRoutes.deliveryRefresh,
    { body: ZDeliveryShopRequestSchema, data: z.object({ rows: z.number() }) },
    async (req) => ({ data: await refreshDelivery(deps, requireAuth(req), req.body.shopId) }),
  );
  apiRoute(
    app,
    ApiRoutes.deliveryCreateShipOrder,
    { body: ZCreateShipOrderRequestSchema, data: ZDeliveryActionResultSchema },
    async (req) => ({ data: await createShipOrder(deps, requireAuth(req), req.body) }),
  );
  apiRoute(
    app,
    ApiRoutes.deliveryConfirmPacking,
    { body: ZConfirmPackingRequestSchema, data: ZDeliveryActionResultSchema },
    async (req) => ({ data: await confirmPacking(deps, requireAuth(req), req.body) }),
  );
  apiRoute(
    app,
    ApiRoutes.deliveryFillLogistics,
    { body: ZFillLogisticsRequestSchema, data: ZDeliveryActionResultSchema },
    async (req) => ({ data: await fillLogistics(deps, requireAuth(req), req.body) }),
  );
  apiRoute(
    app,
    ApiRoutes.deliveryCancel,
    { body: ZCancelShipOrderRequestSchema, data: ZDeliveryActionResultSchema },
    async (req) => ({ data: await cancelShipOrder(deps, requireAuth(req), req.body) }),
  );
  apiRoute(
    app,
    ApiRoutes.deliverySetShipType,
    { body: ZSetShipTypeRequestSchema, data: z.object({ updated: z.number() }) },
    async (req) => ({ data: await updateShipType(deps, requireAuth(req), req.body) }),
  );
  apiRoute(
    app,
    ApiRoutes.deliveryShipperShops,
    { body: ZShipperShopsRequestSchema, data: ZShipperShopsSchema },
    async (req) => ({ data: await getShipperShops(deps, requireAuth(req), req.body.phone) }),
  );
  apiRoute(
    app,
    ApiRoutes.deliverySetShipperShops,
    { body: ZSetShipperShopsRequestSchema, data: ZShipperShopsSchema },
    async (req) => ({ data: await setShipperShops(deps, requireAuth(req), req.body.phone, req.body.shopIds) }),
  );
};
