import { ApiRoutes } from '@ksa/contract';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { z } from 'zod';
import type { TIoRoute, TReply } from '../../lib/api-call';
import { shopKeys, useScope } from '../shops';
import { batchedDash } from './dash-batch';
import type { TRange } from './date-range';

/** currency 'own': the shops' own currency when they share one (else the user's display currency). */
export type TDashScope = { shopId?: number; shopIds?: string; currency?: 'own' };
export type TPlatform = 'temu' | 'shein';
export type TDataSource = 'orders' | 'stocks';

/** One dashboard call, cached per scope and range; refetched when shop data lands (shopKeys.all). */
export const useDash = <R extends TIoRoute>(
  route: R | undefined,
  scope: TDashScope | null,
  range?: Partial<TRange> & { lineType?: 'day' | 'month'; pageIndex?: number; skcId?: string },
) => {
  const { enabled, scope: who } = useScope();
  return useQuery({
    queryKey: [...shopKeys.all, 'dash', who, route?.path, scope, range],
    queryFn: () => batchedDash(route!, { ...scope, ...range }) as Promise<TReply<R>>,
    enabled: enabled && scope !== null && Boolean(route),
    placeholderData: (prev) => prev,
  });
};

const R = ApiRoutes;
/** Temu's calls (data-and-tools §7). */
const TEMU = {
  sales: R.historyTotalSales,
  volume: R.historySaleVolume,
  profit: R.historyTotalProfits,
  chartSales: R.lineChartSales,
  chartVolume: R.lineChartVolume,
  chartProfit: R.lineChartProfit,
  products: R.productSalesRanking,
  shops: R.shopSalesRanking,
  stock: R.shopRealStockValue,
  dead: R.shopDeadStock,
  balance: R.availableBalance,
  pending: R.pendingAmount,
  costs: R.productNumHasCost,
  created: R.createdProductStatistics,
  delivery: R.deliveryAssessment,
  byCategory: R.salesByCategory,
  byPrice: R.salesByPrice,
  returns: R.returnPackages,
  sold: R.salesProductNum,
  inRisk: R.inRiskProducts,
  restrict: R.systemRestrict,
  reviews: R.reviewRanking,
  shelfMsg: R.onOffBoardMsg,
  ruleMsg: R.msgAndRule,
  activities: R.joinActivityCount,
  statistics: R.supplierStatistics,
  added: R.addedProductNum,
  newSold: R.salesProductNumNew,
  soldOut: R.soldOut7Loss,
  soldOutList: R.soldOutPerform,
  bySku: R.volumeBySku,
  lately: R.latelySales,
  shopProducts: R.shopProductNum,
  pluginTraffic: R.pluginTraffic,
} as const;
/** Shein's own figures, with no Temu equivalent. */
type TSheinOnly = {
  last10m: typeof R.sheinSalesLast10m;
  last10mProfit: typeof R.sheinProfitLast10m;
  onSale: typeof R.sheinOnSaleTotal;
  costIsNull: typeof R.sheinCostIsNullTotal;
  documents: typeof R.sheinProductDocumentCount;
};
type TDashTable = typeof TEMU & TSheinOnly;
export type TDashKey = keyof TDashTable;
/**
 * The routes a card reads, by card: another platform's or data source's route for a card must answer the
 * same reply schema, so the card's data is typed whichever route the page uses.
 */
export type TDashPaths = {
  [K in TDashKey]?: TIoRoute & { io: { data: TDashTable[K]['io']['data'] & z.ZodType } };
};

/** With data source 'stocks' (§4), the order-statistics calls go to /api/stock. */
const STOCK_SOURCE: TDashPaths = {
  sales: R.stockHistoryTotalSales,
  volume: R.stockHistorySaleVolume,
  profit: R.stockHistoryTotalProfits,
  chartSales: R.stockLineChartSales,
  chartVolume: R.stockLineChartVolume,
  chartProfit: R.stockLineChartProfit,
  products: R.stockProductSalesRanking,
  shops: R.stockShopSalesRanking,
  byCategory: R.stockSalesByCategory,
  byPrice: R.stockSalesByPrice,
  sold: R.stockSalesProductNum,
};

/** Shein's equivalents (§7); what Shein does not report (balance, delivery, activities…) is absent. */
const SHEIN: TDashPaths = {
  sales: R.sheinTotalSales,
  volume: R.sheinTotalSaleVolume,
  profit: R.sheinTotalProfit,
  chartSales: R.sheinChartSales,
  chartVolume: R.sheinChartSaleVolume,
  chartProfit: R.sheinChartProfit,
  products: R.sheinSalesRanking,
  byCategory: R.sheinCategoryQuery,
  byPrice: R.sheinShopPriceQuery,
  returns: R.sheinReturnOrders,
  lately: R.sheinLatelySales,
  last10m: R.sheinSalesLast10m,
  last10mProfit: R.sheinProfitLast10m,
  onSale: R.sheinOnSaleTotal,
  costIsNull: R.sheinCostIsNullTotal,
  documents: R.sheinProductDocumentCount,
};

export const dashPathsFor = (platform: TPlatform, source: TDataSource): TDashPaths =>
  platform === 'shein' ? SHEIN : source === 'stocks' ? { ...TEMU, ...STOCK_SOURCE } : TEMU;

/** The routes of the platform and data source the page shows; cards without a route hide. */
export const DashPathsContext = createContext<TDashPaths>(TEMU);
export const useDashPaths = () => useContext(DashPathsContext);
/** Kept for code that always means Temu's calls. */
export const DashPaths = TEMU;
