import { z } from 'zod';
import type { TRouteIo } from '../route-def.js';
import {
  ZCheckExpireRequestSchema,
  ZCloseExpiryWarningRequestSchema,
  ZExpiredShopListSchema,
  ZHideShopsRequestSchema,
  ZOperationLogRequestSchema,
  ZOperationLogSchema,
  ZRenameShopRequestSchema,
  ZRestoreShopsRequestSchema,
  ZSetShopTabOrderRequestSchema,
  ZShopTabMapSchema,
} from '../shop-tabs.js';

/** What each of ShopTabRoutes takes and answers (see TRouteIo). */
export const ShopTabIo = {
  shopTabMap: { data: ZShopTabMapSchema },
  shopTabSaveOrder: { body: ZSetShopTabOrderRequestSchema, data: z.null() },
  shopHide: { body: ZHideShopsRequestSchema, data: z.null() },
  shopRestore: { body: ZRestoreShopsRequestSchema, data: z.null() },
  shopRename: { body: ZRenameShopRequestSchema, data: z.object({ changed: z.boolean() }) },
  expiredShopList: { data: ZExpiredShopListSchema },
  shopCheckExpire: { body: ZCheckExpireRequestSchema, data: z.array(z.number().int()) },
  closeExpiryWarning: { body: ZCloseExpiryWarningRequestSchema, data: z.object({ day: z.string() }) },
  operationLog: { body: ZOperationLogRequestSchema, data: ZOperationLogSchema },
} as const satisfies Record<string, TRouteIo>;
