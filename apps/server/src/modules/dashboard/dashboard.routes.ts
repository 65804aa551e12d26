import { ActivityChart, ApiRoutes, Limits, ZDashListRequestSchema, ZVolumeBySkuRequestSchema } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { bjDay } from '../../lib/days.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { idsOf, resolveShopScope } from '../access/shop-access.js';
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
import { todayOfRange, todaySoFar } from './today-compare.service.js';

const R = ApiRoutes;

/**
 * Temu dashboard calls of data-and-tools §7 (shapes ours, typed in the contract). The order-statistics
 * calls are also served under /api/stock (data source 'stocks', §4): both read the same daily
 * aggregates, because the marketplaces report sales once, per SKU and day.
 */
export const registerDashboardRoutes = (app: FastifyInstance, deps: TDeps, registry: TDashRegistry) => {
  const { range, scoped, paged, withBody, withAuth } = dashRegistrars(app, deps, 'temu', registry);
  const today = () => bjDay(deps.clock.now());

  const asRange = (q: { startTime: string; endTime: string }) => ({ from: q.startTime, to: q.endTime });

  range([R.historyTotalSales, R.stockHistoryTotalSales], async (ids, q, _a, money) =>
    periodFigure(deps, ids, asRange(q), (s) => s.sales, await money(), {
      money: true,
      now: await todayOfRange(deps, ids, q),
    }),
  );
  range([R.historySaleVolume, R.stockHistorySaleVolume], async (ids, q, _a, money) =>
    periodFigure(deps, ids, asRange(q), (s) => s.units, await money(), {
      money: false,
      now: await todayOfRange(deps, ids, q),
    }),
  );
  range([R.historyTotalProfits, R.stockHistoryTotalProfits], async (ids, q, _a, money) =>
    profitFigure(deps, ids, q.startTime, q.endTime, await money()),
  );
  for (const [defs, metric] of [
    [[R.lineChartSales, R.stockLineChartSales], 'sales'],
    [[R.lineChartVolume, R.stockLineChartVolume], 'units'],
    [[R.lineChartProfit, R.stockLineChartProfit], 'profit'],
  ] as const) {
    range([...defs], async (ids, q, _a, money) => lineChart(deps, ids, q, metric, await money()));
  }
  range([R.productSalesRanking, R.stockProductSalesRanking], async (ids, q, _a, money) =>
    productRanking(deps, ids, q.startTime, q.endTime, q.limit ?? 10, await money()),
  );
  range([R.shopSalesRanking, R.stockShopSalesRanking], async (ids, q, _a, money) =>
    shopRanking(deps, ids, q.startTime, q.endTime, await money()),
  );
  range([R.salesByCategory, R.stockSalesByCategory], async (ids, q, _a, money) =>
    salesByCategory(deps, ids, q.startTime, q.endTime, await money()),
  );
  range([R.salesByPrice, R.stockSalesByPrice], async (ids, q, _a, money) =>
    salesByPrice(deps, ids, q.startTime, q.endTime, await money()),
  );
  range([R.salesProductNum, R.stockSalesProductNum], (ids, q) => soldProducts(deps, ids, q.startTime, q.endTime));

  scoped(R.shopRealStockValue, async (ids, _q, _a, money) => stockValueOf(deps, ids, today(), await money()));
  scoped(R.shopDeadStock, async (ids, _q, _a, money) => deadStockOf(deps, ids, today(), await money()));
  scoped(R.availableBalance, async (ids, _q, _a, money) => finance(deps, ids, 'balance_cents', await money()));
  scoped(R.pendingAmount, async (ids, _q, _a, money) => finance(deps, ids, 'pending_cents', await money()));
  scoped(R.createdProductStatistics, (ids) => createdProducts(deps, ids, today()));
  paged(R.returnPackages, async (ids, q, _a, money) =>
    returnPackages(deps, ids, q.startTime, q.endTime, q.pageIndex, await money()),
  );
  scoped(R.deliveryAssessment, (ids) => deliveryAssessment(deps, ids));
  scoped(R.todaySalesProductNum, (ids) => soldProducts(deps, ids, today(), today()));
  scoped(R.productNumHasCost, (ids) => costCoverageOf(deps, ids, today()));

  scoped(R.inRiskProducts, (ids) => inRiskOf(deps, ids, today()));
  withAuth(ZDashListRequestSchema)(R.systemRestrict, (auth, visible, q) =>
    restrictedShops(deps, auth, q, 'temu', visible),
  );
  scoped(R.latelySales, async (ids, _q, _a, money) =>
    latelySales(deps, ids, await todaySoFar(deps, ids), await money()),
  );
  range(R.reviewRanking, (ids, q) => reviewRanking(deps, ids, q.startTime, q.endTime, q.limit ?? 10));
  const list = withBody(ZDashListRequestSchema);
  list(R.onOffBoardMsg, (ids, q) => noticePage(deps, ids, ['on_shelf', 'off_shelf'], q.pageIndex));
  list(R.msgAndRule, (ids, q) => noticePage(deps, ids, ['rule', 'message'], q.pageIndex));
  scoped(R.joinActivityCount, (ids) => joinedActivities(deps, ids, today()));
  scoped(R.supplierStatistics, (ids) => statisticsOf(deps, ids, today()));
  range(R.addedProductNum, (ids, q) => addedProducts(deps, ids, q.startTime, q.endTime));
  range(R.salesProductNumNew, (ids, q) => newProductsSold(deps, ids, q.startTime, q.endTime));
  scoped(R.shopProductNum, (ids) => shopProductNum(deps, ids, today()));
  scoped(R.soldOut7Loss, async (ids, _q, _a, money) => soldOutLossOf(deps, ids, today(), await money()));
  list(R.soldOutPerform, async (ids, q, _a, money) => soldOutPerformOf(deps, ids, today(), q.pageIndex, await money()));
  withBody(ZVolumeBySkuRequestSchema)(R.volumeBySku, (ids, q) => volumeBySku(deps, ids, q));
  // /testActivityChart: no body; the caller's Temu shops (all of them).
  apiRoute(app, R.activityChart, async (req) => {
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
