import { ApiRoutes, type TImportCostRow, type ZProductInfoSchema } from '@ksa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../lib/api-call';
import { shopKeys, useScope } from '../shops';

export type TProductPage = z.infer<typeof ZProductInfoSchema>;
export type TProductRow = TProductPage['list'][number];
export type TProductScope = { shopId: number; shopIds?: string };
/** What the list shows: the search, and only SKUs without a cost today. */
export type TProductFilter = { keyword: string; noCost: boolean };
export type TPlatform = 'temu' | 'shein';

/** Product lists hang under the shop keys: new shop data (a sync landing) refetches them. */
export const productKeys = {
  all: [...shopKeys.all, 'products'] as const,
  list: (who: unknown, scope: TProductScope | null, f: TProductFilter, page: number, size: number, p: TPlatform) =>
    [...productKeys.all, who, scope, f, page, size, p] as const,
};

/**
 * The item list: a single Shein shop goes through Shein's productInfo (paging in the query string,
 * shop, search and filter in a JSON body, §7); anything else through getProductInfoList.
 */
export const fetchProducts = (
  scope: TProductScope,
  filter: TProductFilter,
  pageIndex: number,
  pageSize: number,
  platform: TPlatform = 'temu',
) => {
  const wanted = { keyword: filter.keyword || undefined, noCost: filter.noCost || undefined };
  return platform === 'shein' && !scope.shopIds
    ? apiCall(
        ApiRoutes.sheinProductInfo,
        { pageNum: pageIndex, pageSize, shopId: scope.shopId, ...wanted },
        { silent: true, json: true },
      )
    : apiCall(ApiRoutes.productInfoList, { ...scope, ...wanted, pageIndex, pageSize }, { silent: true });
};

/** The item list of the selected scope, searched, filtered and paged; refetched when shop data lands. */
export const useProductsQuery = (
  scope: TProductScope | null,
  filter: TProductFilter,
  page: { index: number; size: number },
  platform: TPlatform,
) => {
  const { enabled, scope: who } = useScope();
  return useQuery({
    queryKey: productKeys.list(who, scope, filter, page.index, page.size, platform),
    queryFn: () => fetchProducts(scope!, filter, page.index, page.size, platform),
    enabled: enabled && scope !== null,
    placeholderData: (prev) => prev,
  });
};

/** Every figure derived from costs (profit, stock value, coverage) hangs under the shop keys. */
const useRefreshShops = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: shopKeys.all });
};

/**
 * One SKU's cost from a day on (undefined: today); a Shein shop's goes through Shein's call. Errors
 * are toasted by the request layer.
 */
export const useSaveCostMutation = () => {
  const refresh = useRefreshShops();
  return useMutation({
    mutationFn: (v: { platform: TPlatform; shopId: number; skuId: string; cost: string; effectiveFrom?: string }) =>
      apiCall(v.platform === 'shein' ? ApiRoutes.sheinCostBySku : ApiRoutes.setSkuCost, {
        shopId: v.shopId,
        skuId: v.skuId,
        cost: v.cost,
        effectiveFrom: v.effectiveFrom,
      }),
    onSuccess: refresh,
  });
};

/** Many costs at once, all or nothing: the Excel import ('sheet') or the bulk entry for selected rows ('bulk'). */
export const useImportCostsMutation = () => {
  const refresh = useRefreshShops();
  return useMutation({
    mutationFn: (v: { rows: TImportCostRow[]; source: 'sheet' | 'bulk' }) =>
      apiCall(ApiRoutes.importSkuCosts, { rows: JSON.stringify(v.rows), source: v.source }),
    onSuccess: refresh,
  });
};

/** The seller's own product name (empty restores the marketplace's); dashboards show it too. */
export const useRenameProductMutation = () => {
  const refresh = useRefreshShops();
  return useMutation({
    mutationFn: (v: { shopId: number; skcId: string; productName: string }) => apiCall(ApiRoutes.setProductName, v),
    onSuccess: refresh,
  });
};
