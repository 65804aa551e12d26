import {
  ApiRoutes,
  type TRouteDef,
  ZPeriodFigureSchema,
  ZProfitFigureSchema,
  ZShopRankingSchema,
  ZSystemRestrictSchema,
} from '@ksa/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../lib/api-call';

/** All the caller's shops (the dashboard's id 100); the server narrows staff to their assigned shops. */
const ALL_SHOPS = 100;
export type TDayRange = { startTime: string; endTime: string };

const call = <S extends z.ZodType>(route: TRouteDef, data: S, body: Record<string, unknown>) =>
  apiCall(route, { data }, body, { silent: true });

/**
 * The mobile dashboard reads the same calls as /home (no figure of its own): sales and units of a range,
 * profit with lookCost, sales per shop, and the shops that expired or are about to.
 */
export const useMobileFigures = (range: TDayRange, canSeeProfit: boolean) => {
  const body = { shopId: ALL_SHOPS, ...range };
  const key = ['mobile-dash', range.startTime, range.endTime] as const;
  const sales = useQuery({
    queryKey: [...key, 'sales'],
    queryFn: () => call(ApiRoutes.historyTotalSales, ZPeriodFigureSchema, body),
  });
  const volume = useQuery({
    queryKey: [...key, 'volume'],
    queryFn: () => call(ApiRoutes.historySaleVolume, ZPeriodFigureSchema, body),
  });
  const profit = useQuery({
    queryKey: [...key, 'profit'],
    queryFn: () => call(ApiRoutes.historyTotalProfits, ZProfitFigureSchema, body),
    enabled: canSeeProfit,
  });
  const shops = useQuery({
    queryKey: [...key, 'shops'],
    queryFn: () => call(ApiRoutes.shopSalesRanking, ZShopRankingSchema, { ...body, limit: 100 }),
  });
  return { sales, volume, profit, shops };
};

export const useExpiringShops = (today: string) =>
  useQuery({
    queryKey: ['mobile-dash', 'restrict', today],
    queryFn: () =>
      call(ApiRoutes.systemRestrict, ZSystemRestrictSchema, { shopId: ALL_SHOPS, startTime: today, endTime: today }),
  });
