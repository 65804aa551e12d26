import { ApiRoutes } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
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
  apiRoute(app, ApiRoutes.deliveryList, async (req) => ({
    data: await listDelivery(deps, requireAuth(req), req.body),
  }));
  apiRoute(app, ApiRoutes.deliveryLogistics, async (req) => ({
    data: await logisticsCompanies(deps, requireAuth(req), req.body.shopId),
  }));
  apiRoute(app, ApiRoutes.deliveryRefresh, async (req) => ({
    data: await refreshDelivery(deps, requireAuth(req), req.body.shopId),
  }));
  apiRoute(app, ApiRoutes.deliveryCreateShipOrder, async (req) => ({
    data: await createShipOrder(deps, requireAuth(req), req.body),
  }));
  apiRoute(app, ApiRoutes.deliveryConfirmPacking, async (req) => ({
    data: await confirmPacking(deps, requireAuth(req), req.body),
  }));
  apiRoute(app, ApiRoutes.deliveryFillLogistics, async (req) => ({
    data: await fillLogistics(deps, requireAuth(req), req.body),
  }));
  apiRoute(app, ApiRoutes.deliveryCancel, async (req) => ({
    data: await cancelShipOrder(deps, requireAuth(req), req.body),
  }));
  apiRoute(app, ApiRoutes.deliverySetShipType, async (req) => ({
    data: await updateShipType(deps, requireAuth(req), req.body),
  }));
  apiRoute(app, ApiRoutes.deliveryShipperShops, async (req) => ({
    data: await getShipperShops(deps, requireAuth(req), req.body.phone),
  }));
  apiRoute(app, ApiRoutes.deliverySetShipperShops, async (req) => ({
    data: await setShipperShops(deps, requireAuth(req), req.body.phone, req.body.shopIds),
  }));
};
