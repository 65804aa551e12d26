import {
  ApiRoutes,
  type TRouteDef,
  ZCostCoverageSchema,
  ZCreatedProductsSchema,
  ZDashPageSchema,
  ZDashRangeSchema,
  ZDashScopeSchema,
  ZDeadStockSchema,
  ZDeliveryAssessmentSchema,
  ZLineChartSchema,
  ZMoneySchema,
  ZPeriodFigureSchema,
  ZProductRankingSchema,
  ZProfitFigureSchema,
  ZReturnsPageSchema,
  ZSalesByCategorySchema,
  ZSalesByPriceSchema,
  ZShopRankingSchema,
  ZSoldProductsSchema,
  ZStockValueSchema,
} from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { bjDay } from '../sync/days.js';
import {
  createdProducts,
  deliveryAssessment,
  returnPackages,
  salesByCategory,
  salesByPrice,
  soldProducts,
} from './catalog.service.js';
import { lineChart, periodFigure, productRanking, profitFigure, shopRanking } from './sales.service.js';
import { dashShops } from './scope.js';
import { costCoverage, deadStock, finance, stockValue } from './stock.service.js';

type TRange = z.output<typeof ZDashRangeSchema>;
type TScopeBody = z.output<typeof ZDashScopeSchema>;

/** Temu dashboard calls of data-and-tools §7 (shapes ours, typed in the contract). */
export const registerDashboardRoutes = (app: FastifyInstance, deps: TDeps) => {
  const range = <D extends z.ZodType>(def: TRouteDef, data: D, fn: (ids: number[], q: TRange) => Promise<z.input<D>>) =>
    apiRoute(app, def, { body: ZDashRangeSchema, data }, async (req) => {
      const ids = await dashShops(deps, requireAuth(req), req.body, 'temu');
      return { data: await fn(ids, req.body) };
    });
  const scoped = <D extends z.ZodType>(
    def: TRouteDef,
    data: D,
    fn: (ids: number[], q: TScopeBody) => Promise<z.input<D>>,
  ) =>
    apiRoute(app, def, { body: ZDashScopeSchema, data }, async (req) => {
      const ids = await dashShops(deps, requireAuth(req), req.body, 'temu');
      return { data: await fn(ids, req.body) };
    });

  range(ApiRoutes.historyTotalSales, ZPeriodFigureSchema, (ids, q) =>
    periodFigure(deps, ids, q.startTime, q.endTime, (s) => s.sales),
  );
  range(ApiRoutes.historySaleVolume, ZPeriodFigureSchema, (ids, q) =>
    periodFigure(deps, ids, q.startTime, q.endTime, (s) => s.units),
  );
  range(ApiRoutes.historyTotalProfits, ZProfitFigureSchema, (ids, q) =>
    profitFigure(deps, ids, q.startTime, q.endTime),
  );
  range(ApiRoutes.lineChartSales, ZLineChartSchema, (ids, q) => lineChart(deps, ids, q, 'sales'));
  range(ApiRoutes.lineChartVolume, ZLineChartSchema, (ids, q) => lineChart(deps, ids, q, 'units'));
  range(ApiRoutes.lineChartProfit, ZLineChartSchema, (ids, q) => lineChart(deps, ids, q, 'profit'));
  range(ApiRoutes.productSalesRanking, ZProductRankingSchema, (ids, q) =>
    productRanking(deps, ids, q.startTime, q.endTime, q.limit ?? 10),
  );
  range(ApiRoutes.shopSalesRanking, ZShopRankingSchema, (ids, q) => shopRanking(deps, ids, q.startTime, q.endTime));
  scoped(ApiRoutes.shopRealStockValue, ZStockValueSchema, (ids) => stockValue(deps, ids));
  scoped(ApiRoutes.shopDeadStock, ZDeadStockSchema, (ids) => deadStock(deps, ids));
  scoped(ApiRoutes.availableBalance, ZMoneySchema, (ids) => finance(deps, ids, 'balance_cents'));
  scoped(ApiRoutes.pendingAmount, ZMoneySchema, (ids) => finance(deps, ids, 'pending_cents'));
  scoped(ApiRoutes.createdProductStatistics, ZCreatedProductsSchema, (ids) =>
    createdProducts(deps, ids, bjDay(deps.clock.now())),
  );
  range(ApiRoutes.salesByCategory, ZSalesByCategorySchema, (ids, q) =>
    salesByCategory(deps, ids, q.startTime, q.endTime),
  );
  range(ApiRoutes.salesByPrice, ZSalesByPriceSchema, (ids, q) => salesByPrice(deps, ids, q.startTime, q.endTime));
  apiRoute(app, ApiRoutes.returnPackages, { body: ZDashPageSchema, data: ZReturnsPageSchema }, async (req) => {
    const ids = await dashShops(deps, requireAuth(req), req.body, 'temu');
    return { data: await returnPackages(deps, ids, req.body.startTime, req.body.endTime, req.body.pageIndex) };
  });
  scoped(ApiRoutes.deliveryAssessment, ZDeliveryAssessmentSchema, (ids) => deliveryAssessment(deps, ids));
  range(ApiRoutes.salesProductNum, ZSoldProductsSchema, (ids, q) => soldProducts(deps, ids, q.startTime, q.endTime));
  scoped(ApiRoutes.todaySalesProductNum, ZSoldProductsSchema, (ids) => {
    const today = bjDay(deps.clock.now());
    return soldProducts(deps, ids, today, today);
  });
  scoped(ApiRoutes.productNumHasCost, ZCostCoverageSchema, (ids) => costCoverage(deps, ids, bjDay(deps.clock.now())));
};
