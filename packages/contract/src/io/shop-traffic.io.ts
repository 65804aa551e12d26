import { z } from 'zod';
import { ZDashRangeSchema } from '../dashboard.js';
import type { TRouteIo } from '../route-def.js';
import { ZPluginTrafficSchema, ZReportTrafficResultSchema } from '../shop-traffic.js';

/** What each of ShopTrafficRoutes takes and answers (see TRouteIo). */
export const ShopTrafficIo = {
  reportShopTraffic: { body: z.unknown(), data: ZReportTrafficResultSchema },
  pluginTraffic: { body: ZDashRangeSchema, data: ZPluginTrafficSchema },
} as const satisfies Record<string, TRouteIo>;
