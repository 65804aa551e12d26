import { ApiRoutes, type TDeliveryListRequest, type TDeliveryRow } from '@ksa/contract';
import { request } from '../../lib/http';

export type TDeliveryList = { total: number; counts: Record<string, number>; list: TDeliveryRow[] };
export type TActionResult = { action: string; replayed: boolean; result: Record<string, unknown> };
export type TShopOption = {
  mallId: number;
  mallName: string;
  platformType: 'temu' | 'shein';
  isSemiManagedMall: boolean;
};

export const deliveryKeys = { all: ['delivery'] as const };

export const fetchDeliveryList = (q: TDeliveryListRequest) =>
  request<TDeliveryList>(ApiRoutes.deliveryList.path, q as Record<string, unknown>, { json: true });

export const fetchShops = () => request<TShopOption[]>(ApiRoutes.shopList.path, {}, { silent: true });

/** A fresh idempotency key per user action (the shipper app keeps its own in the offline queue). */
export const newIdemKey = (action: string) => `${action}-${crypto.randomUUID()}`;

export const createShipOrder = (
  shopId: number,
  orderSns: string[],
  packageCount: number,
  idemKey = newIdemKey('create'),
) =>
  request<TActionResult>(
    ApiRoutes.deliveryCreateShipOrder.path,
    { shopId, orderSns, packageCount, idemKey },
    { json: true },
  );

export const confirmPacking = (body: {
  shopId: number;
  deliverySn: string;
  packageCount: number;
  photos?: string[];
  idemKey: string;
}) => request<TActionResult>(ApiRoutes.deliveryConfirmPacking.path, body, { json: true });

export const fillLogistics = (body: {
  shopId: number;
  deliverySn: string;
  expressCompanyId: number;
  trackingNo: string;
  idemKey: string;
}) => request<TActionResult>(ApiRoutes.deliveryFillLogistics.path, body, { json: true });

export const cancelShipOrder = (shopId: number, deliverySn: string) =>
  request<TActionResult>(
    ApiRoutes.deliveryCancel.path,
    { shopId, deliverySn, idemKey: newIdemKey('cancel') },
    { json: true },
  );

export const setShipType = (shopId: number, orderSns: string[], shipType: 0 | 1) =>
  request<{ updated: number }>(ApiRoutes.deliverySetShipType.path, { shopId, orderSns, shipType }, { json: true });

export const fetchLogistics = (shopId: number) =>
  request<{ id: number; name: string }[]>(ApiRoutes.deliveryLogistics.path, { shopId }, { json: true });

export const refreshDelivery = (shopId: number) =>
  request<{ rows: number }>(ApiRoutes.deliveryRefresh.path, { shopId }, { json: true });
