import { ApiRoutes, type ZProductInfoSchema } from '@ksa/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../lib/http';
import { shopKeys, useScope } from '../shops';

export type TProductPage = z.infer<typeof ZProductInfoSchema>;
export type TProductRow = TProductPage['list'][number];
export type TProductScope = { shopId: number; shopIds?: string };

/**
 * The item list: a single Shein shop goes through Shein's productInfo (paging in the query string,
 * shop and search in a JSON body, §7); anything else through getProductInfoList.
 */
export const fetchProducts = (
  scope: TProductScope,
  keyword: string,
  pageIndex: number,
  pageSize = 10,
  platform: 'temu' | 'shein' = 'temu',
) =>
  platform === 'shein' && !scope.shopIds
    ? request<TProductPage>(
        `${ApiRoutes.sheinProductInfo.path}?pageNum=${pageIndex}&pageSize=${pageSize}`,
        { shopId: scope.shopId, keyword: keyword || undefined },
        { silent: true, json: true, method: 'POST' },
      )
    : request<TProductPage>(
        ApiRoutes.productInfoList.path,
        { ...scope, keyword: keyword || undefined, pageIndex, pageSize },
        { silent: true },
      );

/** The item list of the selected scope, searched and paged; refetched when shop data lands. */
export const useProducts = (
  scope: TProductScope | null,
  keyword: string,
  pageIndex: number,
  platform: 'temu' | 'shein',
) => {
  const { enabled, scope: who } = useScope();
  return useQuery({
    queryKey: [...shopKeys.all, 'products', who, scope, keyword, pageIndex, platform],
    queryFn: () => fetchProducts(scope!, keyword, pageIndex, 10, platform),
    enabled: enabled && scope !== null,
    placeholderData: (prev) => prev,
  });
};

/** A Shein shop's cost goes through Shein's call; a Temu shop's through Temu's. */
export const saveCost = (platform: 'temu' | 'shein', shopId: number, skuId: string, cost: string) =>
  request<{ effectiveFrom: string }>(platform === 'shein' ? ApiRoutes.sheinCostBySku.path : ApiRoutes.setSkuCost.path, {
    shopId,
    skuId,
    cost,
  });

export const renameProduct = (shopId: number, skcId: string, productName: string) =>
  request<{ productName: string; custom: boolean }>(ApiRoutes.setProductName.path, { shopId, skcId, productName });

export const importCosts = (rows: { shopId: number; skuId: string; cost: string; effectiveFrom?: string }[]) =>
  request<{ imported: number; skipped: number }>(ApiRoutes.importSkuCosts.path, { rows: JSON.stringify(rows) });
