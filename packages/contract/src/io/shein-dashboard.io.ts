import { ZSetSkuCostRequestSchema, ZSetSkuCostSchema } from '../costs.js';
import {
  ZDashPageSchema,
  ZDashRangeSchema,
  ZDashScopeSchema,
  ZLineChartSchema,
  ZPeriodFigureSchema,
  ZProductRankingSchema,
  ZProfitFigureSchema,
  ZReturnsPageSchema,
  ZSalesByCategorySchema,
  ZSalesByPriceSchema,
} from '../dashboard.js';
import { ZLatelySalesSchema } from '../dashboard-signals.js';
import { ZProductInfoSchema } from '../products.js';
import type { TRouteIo } from '../route-def.js';
import {
  ZCostIsNullTotalSchema,
  ZLast10mSchema,
  ZOnSaleTotalSchema,
  ZProductCountSchema,
  ZProductSalesTotalSchema,
  ZSheinProductInfoBodySchema,
  ZSheinProductInfoQuerySchema,
  ZSheinProductPageSchema,
  ZSheinProductQuerySchema,
  ZSheinVisibleShopsSchema,
} from '../shein-dashboard.js';

/** What each of SheinDashboardRoutes takes and answers (see TRouteIo). */
export const SheinDashboardIo = {
  sheinTotalSaleVolume: { body: ZDashRangeSchema, data: ZPeriodFigureSchema },
  sheinSaleVolumeLast10m: { body: ZDashScopeSchema, data: ZLast10mSchema },
  sheinTotalSales: { body: ZDashRangeSchema, data: ZPeriodFigureSchema },
  sheinSalesLast10m: { body: ZDashScopeSchema, data: ZLast10mSchema },
  sheinTotalProfit: { body: ZDashRangeSchema, data: ZProfitFigureSchema },
  sheinProfitLast10m: { body: ZDashScopeSchema, data: ZLast10mSchema },
  sheinSalesRanking: { body: ZDashRangeSchema, data: ZProductRankingSchema },
  sheinChartSales: { body: ZDashRangeSchema, data: ZLineChartSchema },
  sheinChartSaleVolume: { body: ZDashRangeSchema, data: ZLineChartSchema },
  sheinChartProfit: { body: ZDashRangeSchema, data: ZLineChartSchema },
  sheinSpuQuery: { query: ZSheinProductQuerySchema, data: ZSheinProductPageSchema },
  sheinSkuQuery: { query: ZSheinProductQuerySchema, data: ZSheinProductPageSchema },
  sheinCategoryQuery: { body: ZDashRangeSchema, data: ZSalesByCategorySchema },
  sheinShopPriceQuery: { body: ZDashRangeSchema, data: ZSalesByPriceSchema },
  sheinLatelySales: { body: ZDashScopeSchema, data: ZLatelySalesSchema },
  sheinReturnOrders: { body: ZDashPageSchema, data: ZReturnsPageSchema },
  sheinOnSaleTotal: { body: ZDashScopeSchema, data: ZOnSaleTotalSchema },
  sheinShopsByUid: { data: ZSheinVisibleShopsSchema },
  sheinProductDocumentCount: { body: ZDashScopeSchema, data: ZProductCountSchema },
  sheinProductInfo: {
    body: ZSheinProductInfoBodySchema,
    query: ZSheinProductInfoQuerySchema,
    data: ZProductInfoSchema,
  },
  sheinCostBySku: { body: ZSetSkuCostRequestSchema, data: ZSetSkuCostSchema },
  sheinSalesTotal: { body: ZDashScopeSchema, data: ZProductSalesTotalSchema },
  sheinCostIsNullTotal: { body: ZDashScopeSchema, data: ZCostIsNullTotalSchema },
} as const satisfies Record<string, TRouteIo>;
