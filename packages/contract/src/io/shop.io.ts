import {
  ZShopListSchema,
  ZShopRefreshRequestSchema,
  ZShopRefreshResultSchema,
  ZShopSyncStatusSchema,
} from '../marketplaces.js';
import type { TRouteIo } from '../route-def.js';

/** What each of ShopRoutes takes and answers (see TRouteIo). */
export const ShopIo = {
  shopList: { data: ZShopListSchema },
  shopSyncStatus: { data: ZShopSyncStatusSchema },
  shopRefresh: { body: ZShopRefreshRequestSchema, data: ZShopRefreshResultSchema },
} as const satisfies Record<string, TRouteIo>;
