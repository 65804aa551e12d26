import { ApiRoutes } from '@ksa/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/http';
import { shopKeys, useScope } from '../shops/api';
import type { TRange } from './date-range';

export type TDashScope = { shopId?: number; shopIds?: string };

/** One dashboard call, cached per scope and range; refetched when shop data lands (shopKeys.all). */
export const useDash = <T>(
  path: string,
  scope: TDashScope | null,
  range?: TRange & { lineType?: 'day' | 'month'; pageIndex?: number },
) => {
  const { enabled, scope: who } = useScope();
  return useQuery({
    queryKey: [...shopKeys.all, 'dash', who, path, scope, range],
    queryFn: () => request<T>(path, { ...scope, ...range }, { silent: true }),
    enabled: enabled && scope !== null,
    placeholderData: (prev) => prev,
  });
};

export const DashPaths = {
  sales: ApiRoutes.historyTotalSales.path,
  volume: ApiRoutes.historySaleVolume.path,
  profit: ApiRoutes.historyTotalProfits.path,
  chartSales: ApiRoutes.lineChartSales.path,
  chartVolume: ApiRoutes.lineChartVolume.path,
  chartProfit: ApiRoutes.lineChartProfit.path,
  products: ApiRoutes.productSalesRanking.path,
  shops: ApiRoutes.shopSalesRanking.path,
  stock: ApiRoutes.shopRealStockValue.path,
  dead: ApiRoutes.shopDeadStock.path,
  balance: ApiRoutes.availableBalance.path,
  pending: ApiRoutes.pendingAmount.path,
  costs: ApiRoutes.productNumHasCost.path,
  created: ApiRoutes.createdProductStatistics.path,
  delivery: ApiRoutes.deliveryAssessment.path,
  byCategory: ApiRoutes.salesByCategory.path,
  byPrice: ApiRoutes.salesByPrice.path,
  returns: ApiRoutes.returnPackages.path,
} as const;
