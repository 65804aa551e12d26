import { z } from 'zod';
import {
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
} from '../delivery.js';
import type { TRouteIo } from '../route-def.js';

/** What each of DeliveryRoutes takes and answers (see TRouteIo). */
export const DeliveryIo = {
  deliveryList: { body: ZDeliveryListRequestSchema, data: ZDeliveryListSchema },
  deliveryLogistics: { body: ZDeliveryShopRequestSchema, data: ZLogisticsCompaniesSchema },
  deliveryRefresh: { body: ZDeliveryShopRequestSchema, data: z.object({ rows: z.number() }) },
  deliveryCreateShipOrder: { body: ZCreateShipOrderRequestSchema, data: ZDeliveryActionResultSchema },
  deliveryConfirmPacking: { body: ZConfirmPackingRequestSchema, data: ZDeliveryActionResultSchema },
  deliveryFillLogistics: { body: ZFillLogisticsRequestSchema, data: ZDeliveryActionResultSchema },
  deliveryCancel: { body: ZCancelShipOrderRequestSchema, data: ZDeliveryActionResultSchema },
  deliverySetShipType: { body: ZSetShipTypeRequestSchema, data: z.object({ updated: z.number() }) },
  deliveryShipperShops: { body: ZShipperShopsRequestSchema, data: ZShipperShopsSchema },
  deliverySetShipperShops: { body: ZSetShipperShopsRequestSchema, data: ZShipperShopsSchema },
} as const satisfies Record<string, TRouteIo>;
