import {
  ActivityChart,
  ApiRoutes,
  Limits,
  ZActivityChartSchema,
  ZAddedProductsSchema,
  ZCostCoverageSchema,
  ZCreatedProductsSchema,
  ZDashListRequestSchema,
  ZDeadStockSchema,
  ZDeliveryAssessmentSchema,
  ZInRiskSchema,
  ZJoinedActivitiesSchema,
  ZLatelySalesSchema,
  ZLineChartSchema,
  ZMoneySchema,
  ZNewProductsSoldSchema,
  ZNoticePageSchema,
  ZPeriodFigureSchema,
  ZProductRankingSchema,
  ZProfitFigureSchema,
  ZReturnsPageSchema,
  ZReviewRankingSchema,
  ZSalesByCategorySchema,
  ZSalesByPriceSchema,
  ZShopProductNumSchema,
  ZShopRankingSchema,
  ZSoldOutLossSchema,
  ZSoldOutPerformSchema,
  ZSoldProductsSchema,
  ZStockValueSchema,
  ZSupplierStatisticsSchema,
  ZSystemRestrictSchema,
  ZVolumeBySkuRequestSchema,
  ZVolumeBySkuSchema,
} from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { idsOf, resolveShopScope } from '../access/shop-access.js';
import { bjDay } from '../sync/days.js';
import { activityChart } from './activity-chart.service.js';
import {
  createdProducts,
  deliveryAssessment,
  returnPackages,
  salesByCategory,
  salesByPrice,
  soldProducts,
} from './catalog.service.js';
import { dashRegistrars, type TDashRegistry } from './registrars.js';
import { restrictedShops } from './restricted-shops.js';
import { lineChart, periodFigure, productRanking, profitFigure, shopRanking, volumeBySku } from './sales.service.js';
import {
  addedProducts,
  joinedActivities,
  latelySales,
  newProductsSold,
  noticePage,
  reviewRanking,
  shopProductNum,
} from './signals.service.js';
import { finance } from './stock.service.js';
import {
  costCoverageOf,
  deadStockOf,
  inRiskOf,
  soldOutLossOf,
  soldOutPerformOf,
  statisticsOf,
  stockValueOf,
} from './stock-summary.js';

const R = ApiRoutes;

/**
 * Temu dashboard calls of data-and-tools §7 (shapes ours, typed in the contract). The order-statistics
 * calls are also served under /api/stock (data source 'stocks', §4): both read the same daily
 * aggregates, because the marketplaces report sales once, per SKU and day.
 */
export const registerDashboardRoutes = (app: FastifyInstance, deps: TDeps, registry: TDashRegistry) => {
  const { range, scoped, paged, withBody, withAuth } = dashRegistrars(app, deps, 'temu', registry);
  const today = () => bjDay(deps.clock.now());

  range([R.historyTotalSales, R.stockHistoryTotalSales], ZPeriodFigureSchema, (ids, q) =>
    periodFigure(deps, ids, q.startTime, q.endTime, (s) => s.sales),
  );
  range([R.historySaleVolume, R.stockHistorySaleVolume], ZPeriodFigureSchema, (ids, q) =>
    periodFigure(deps, ids, q.startTime, q.endTime, (s) => s.units),
  );
  range([R.historyTotalProfits, R.stockHistoryTotalProfits], ZProfitFigureSchema, (ids, q) =>
    profitFigure(deps, ids, q.startTime, q.endTime),
  );
  range([R.lineChartSales, R.stockLineChartSales], ZLineChartSchema, (ids, q) => lineChart(deps, ids, q, 'sales'));
  range([R.lineChartVolume, R.stockLineChartVolume], ZLineChartSchema, (ids, q) => lineChart(deps, ids, q, 'units'));
  range([R.lineChartProfit, R.stockLineChartProfit], ZLineChartSchema, (ids, q) => lineChart(deps, ids, q, 'profit'));
  range([R.productSalesRanking, R.stockProductSalesRanking], ZProductRankingSchema, (ids, q) =>
    productRanking(deps, ids, q.startTime, q.endTime, q.limit ?? 10),
  );
  range([R.shopSalesRanking, R.stockShopSalesRanking], ZShopRankingSchema, (ids, q) =>
    shopRanking(deps, ids, q.startTime, q.endTime),
  );
  range([R.salesByCategory, R.stockSalesByCategory], ZSalesByCategorySchema, (ids, q) =>
    salesByCategory(deps, ids, q.startTime, q.endTime),
  );
  range([R.salesByPrice, R.stockSalesByPrice], ZSalesByPriceSchema, (ids, q) =>
    salesByPrice(deps, ids, q.startTime, q.endTime),
  );
  range([R.salesProductNum, R.stockSalesProductNum], ZSoldProductsSchema, (ids, q) =>
    soldProducts(deps, ids, q.startTime, q.endTime),
  );

  scoped(R.shopRealStockValue, ZStockValueSchema, (ids) => stockValueOf(deps, ids, today()));
  scoped(R.shopDeadStock, ZDeadStockSchema, (ids) => deadStockOf(deps, ids, today()));
  scoped(R.availableBalance, ZMoneySchema, (ids) => finance(deps, ids, 'balance_cents'));
  scoped(R.pendingAmount, ZMoneySchema, (ids) => finance(deps, ids, 'pending_cents'));
  scoped(R.createdProductStatistics, ZCreatedProductsSchema, (ids) => createdProducts(deps, ids, today()));
  paged(R.returnPackages, ZReturnsPageSchema, (ids, q) =>
    returnPackages(deps, ids, q.startTime, q.endTime, q.pageIndex),
  );
  scoped(R.deliveryAssessment, ZDeliveryAssessmentSchema, (ids) => deliveryAssessment(deps, ids));
  scoped(R.todaySalesProductNum, ZSoldProductsSchema, (ids) => soldProducts(deps, ids, today(), today()));
  scoped(R.productNumHasCost, ZCostCoverageSchema, (ids) => costCoverageOf(deps, ids, today()));

  scoped(R.inRiskProducts, ZInRiskSchema, (ids) => inRiskOf(deps, ids, today()));
  withAuth(ZDashListRequestSchema)(R.systemRestrict, ZSystemRestrictSchema, (auth, visible, q) =>
    restrictedShops(deps, auth, q, 'temu', visible),
  );
  scoped(R.latelySales, ZLatelySalesSchema, (ids) => latelySales(deps, ids, today()));
  range(R.reviewRanking, ZReviewRankingSchema, (ids, q) =>
    reviewRanking(deps, ids, q.startTime, q.endTime, q.limit ?? 10),
  );
  const list = withBody(ZDashListRequestSchema);
  list(R.onOffBoardMsg, ZNoticePageSchema, (ids, q) => noticePage(deps, ids, ['on_shelf', 'off_shelf'], q.pageIndex));
  list(R.msgAndRule, ZNoticePageSchema, (ids, q) => noticePage(deps, ids, ['rule', 'message'], q.pageIndex));
  scoped(R.joinActivityCount, ZJoinedActivitiesSchema, (ids) => joinedActivities(deps, ids, today()));
  scoped(R.supplierStatistics, ZSupplierStatisticsSchema, (ids) => statisticsOf(deps, ids, today()));
  range(R.addedProductNum, ZAddedProductsSchema, (ids, q) => addedProducts(deps, ids, q.startTime, q.endTime));
  range(R.salesProductNumNew, ZNewProductsSoldSchema, (ids, q) => newProductsSold(deps, ids, q.startTime, q.endTime));
  scoped(R.shopProductNum, ZShopProductNumSchema, (ids) => shopProductNum(deps, ids, today()));
  scoped(R.soldOut7Loss, ZSoldOutLossSchema, (ids) => soldOutLossOf(deps, ids, today()));
  list(R.soldOutPerform, ZSoldOutPerformSchema, (ids, q) => soldOutPerformOf(deps, ids, today(), q.pageIndex));
  withBody(ZVolumeBySkuRequestSchema)(R.volumeBySku, ZVolumeBySkuSchema, (ids, q) => volumeBySku(deps, ids, q));
  // /testActivityChart: no body; the caller's Temu shops (all of them).
  apiRoute(app, R.activityChart, { data: ZActivityChartSchema }, async (req) => {
    const ids = idsOf(
      await resolveShopScope(
        deps,
        requireAuth(req),
        { shopId: Limits.allShopsId },
        { platform: 'temu', activeOnly: 'omit' },
      ),
    );
    return { data: await activityChart(deps, ids, ActivityChart.products) };
  });
};
