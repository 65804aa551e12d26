import { ApiRoutes, type TDeliveryListRequest } from '@ksa/contract';
import { apiCall, type TReply } from '../../lib/api-call';

export type TDeliveryList = TReply<typeof ApiRoutes.deliveryList>;
export type TActionResult = TReply<typeof ApiRoutes.deliveryCreateShipOrder>;
export type TShopOption = TReply<typeof ApiRoutes.shopList>[number];

export const deliveryKeys = { all: ['delivery'] as const };

const json = { json: true } as const;

export const fetchDeliveryList = (q: TDeliveryListRequest) => apiCall(ApiRoutes.deliveryList, q, json);

export const fetchShops = () => apiCall(ApiRoutes.shopList, {}, { silent: true });

/** A fresh idempotency key per user action (the shipper app keeps its own in the offline queue). */
export const newIdemKey = (action: string) => `${action}-${crypto.randomUUID()}`;

export const createShipOrder = (
  shopId: number,
  orderSns: string[],
  packageCount: number,
  idemKey = newIdemKey('create'),
) => apiCall(ApiRoutes.deliveryCreateShipOrder, { shopId, orderSns, packageCount, idemKey }, json);

export const confirmPacking = (body: {
  shopId: number;
  deliverySn: string;
  packageCount: number;
  photos?: string[];
  idemKey: string;
}) => apiCall(ApiRoutes.deliveryConfirmPacking, body, json);

export const fillLogistics = (body: {
  shopId: number;
  deliverySn: string;
  expressCompanyId: number;
  trackingNo: string;
  idemKey: string;
}) => apiCall(ApiRoutes.deliveryFillLogistics, body, json);

export const cancelShipOrder = (shopId: number, deliverySn: string) =>
  apiCall(ApiRoutes.deliveryCancel, { shopId, deliverySn, idemKey: newIdemKey('cancel') }, json);

export const setShipType = (shopId: number, orderSns: string[], shipType: 0 | 1) =>
  apiCall(ApiRoutes.deliverySetShipType, { shopId, orderSns, shipType }, json);

export const fetchLogistics = (shopId: number) => apiCall(ApiRoutes.deliveryLogistics, { shopId }, json);

export const refreshDelivery = (shopId: number) => apiCall(ApiRoutes.deliveryRefresh, { shopId }, json);
