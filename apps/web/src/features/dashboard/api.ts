import { ApiRoutes } from '@ksa/contract';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { shopKeys, useScope } from '../shops';
import { batchedDash } from './dash-batch';
import type { TRange } from './date-range';

/** currency 'own': the shops' own currency when they share one (else the user's display currency). */
export type TDashScope = { shopId?: number; shopIds?: string; currency?: 'own' };
export type TPlatform = 'temu' | 'shein';
export type TDataSource = 'orders' | 'stocks';

/** One dashboard call, cached per scope and range; refetched when shop data lands (shopKeys.all). */
export const useDash = <T>(
  path: string | undefined,
  scope: TDashScope | null,
  range?: Partial<TRange> & { lineType?: 'day' | 'month'; pageIndex?: number; skcId?: string },
) => {
  const { enabled, scope: who } = useScope();
  return useQuery({
    queryKey: [...shopKeys.all, 'dash', who, path, scope, range],
    queryFn: () => batchedDash<T>(path!, { ...scope, ...range }),
    enabled: enabled && scope !== null && Boolean(path),
    placeholderData: (prev) => prev,
  });
};

const R = ApiRoutes;
/** Temu's calls (data-and-tools §7). */
const TEMU = {
  sales: R.historyTotalSales.path,
  volume: R.historySaleVolume.path,
  profit: R.historyTotalProfits.path,
  chartSales: R.lineChartSales.path,
  chartVolume: R.lineChartVolume.path,
  chartProfit: R.lineChartProfit.path,
  products: R.productSalesRanking.path,
  shops: R.shopSalesRanking.path,
  stock: R.shopRealStockValue.path,
  dead: R.shopDeadStock.path,
  balance: R.availableBalance.path,
  pending: R.pendingAmount.path,
  costs: R.productNumHasCost.path,
  created: R.createdProductStatistics.path,
  delivery: R.deliveryAssessment.path,
  byCategory: R.salesByCategory.path,
  byPrice: R.salesByPrice.path,
  returns: R.returnPackages.path,
  sold: R.salesProductNum.path,
  inRisk: R.inRiskProducts.path,
  restrict: R.systemRestrict.path,
  reviews: R.reviewRanking.path,
  shelfMsg: R.onOffBoardMsg.path,
  ruleMsg: R.msgAndRule.path,
  activities: R.joinActivityCount.path,
  statistics: R.supplierStatistics.path,
  added: R.addedProductNum.path,
  newSold: R.salesProductNumNew.path,
  soldOut: R.soldOut7Loss.path,
  soldOutList: R.soldOutPerform.path,
  bySku: R.volumeBySku.path,
  lately: R.latelySales.path,
  shopProducts: R.shopProductNum.path,
  pluginTraffic: R.pluginTraffic.path,
} as const;
export type TDashKey = keyof typeof TEMU | 'last10m' | 'last10mProfit' | 'onSale' | 'costIsNull' | 'documents';
export type TDashPaths = Partial<Record<TDashKey, string>>;

/** With data source 'stocks' (§4), the order-statistics calls go to /api/stock. */
const STOCK_SOURCE: TDashPaths = {
  sales: R.stockHistoryTotalSales.path,
  volume: R.stockHistorySaleVolume.path,
  profit: R.stockHistoryTotalProfits.path,
  chartSales: R.stockLineChartSales.path,
  chartVolume: R.stockLineChartVolume.path,
  chartProfit: R.stockLineChartProfit.path,
  products: R.stockProductSalesRanking.path,
  shops: R.stockShopSalesRanking.path,
  byCategory: R.stockSalesByCategory.path,
  byPrice: R.stockSalesByPrice.path,
  sold: R.stockSalesProductNum.path,
};

/** Shein's equivalents (§7); what Shein does not report (balance, delivery, activities…) is absent. */
const SHEIN: TDashPaths = {
  sales: R.sheinTotalSales.path,
  volume: R.sheinTotalSaleVolume.path,
  profit: R.sheinTotalProfit.path,
  chartSales: R.sheinChartSales.path,
  chartVolume: R.sheinChartSaleVolume.path,
  chartProfit: R.sheinChartProfit.path,
  products: R.sheinSalesRanking.path,
  byCategory: R.sheinCategoryQuery.path,
  byPrice: R.sheinShopPriceQuery.path,
  returns: R.sheinReturnOrders.path,
  lately: R.sheinLatelySales.path,
  last10m: R.sheinSalesLast10m.path,
  last10mProfit: R.sheinProfitLast10m.path,
  onSale: R.sheinOnSaleTotal.path,
  costIsNull: R.sheinCostIsNullTotal.path,
  documents: R.sheinProductDocumentCount.path,
};

export const dashPathsFor = (platform: TPlatform, source: TDataSource): TDashPaths =>
  platform === 'shein' ? SHEIN : source === 'stocks' ? { ...TEMU, ...STOCK_SOURCE } : TEMU;

/** The paths of the platform and data source the page shows; cards without a path hide. */
export const DashPathsContext = createContext<TDashPaths>(TEMU);
export const useDashPaths = () => useContext(DashPathsContext);
/** Kept for code that always means Temu's calls. */
export const DashPaths = TEMU;
