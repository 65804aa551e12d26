import { z } from 'zod';
import {
  ZBindAccountRequestSchema,
  ZDeleteTemuAccountRequestSchema,
  ZOpenTokenResultSchema,
  ZSendTemuCodeRequestSchema,
  ZSendTemuCodeResponseSchema,
  ZSheinAuthUrlRequestSchema,
  ZSheinShopListSchema,
  ZTemuAccountListSchema,
  ZTemuOpenTokenRequestSchema,
  ZUnbindSheinShopRequestSchema,
} from '../marketplaces.js';
import type { TRouteIo } from '../route-def.js';

/** What each of MarketplaceRoutes takes and answers (see TRouteIo). */
export const MarketplaceIo = {
  sendTemuCode: { body: ZSendTemuCodeRequestSchema, data: ZSendTemuCodeResponseSchema },
  bindAccount: { body: ZBindAccountRequestSchema, data: z.null() },
  deleteTemuAccount: { body: ZDeleteTemuAccountRequestSchema, data: z.null() },
  bindTemuOpenToken: { body: ZTemuOpenTokenRequestSchema, data: ZOpenTokenResultSchema },
  sheinAuthUrl: { body: ZSheinAuthUrlRequestSchema, data: z.string() },
  sheinCallback: { data: 'raw' },
  sheinAuthCancel: { data: z.null() },
  unbindSheinShop: { body: ZUnbindSheinShopRequestSchema, data: z.null() },
  getTemuAccountList: { data: ZTemuAccountListSchema },
  getAccountSheinShopList: { data: ZSheinShopListSchema },
} as const satisfies Record<string, TRouteIo>;
