import { ApiRoutes } from '@ksa/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';

/** All the caller's shops (the dashboard's id 100); the server narrows staff to their assigned shops. */
const ALL_SHOPS = 100;
export type TDayRange = { startTime: string; endTime: string };

const silent = { silent: true } as const;

/**
 * The mobile dashboard reads the same calls as /home (no figure of its own): sales and units of a range,
 * profit with lookCost, sales per shop, and the shops that expired or are about to.
 */
export const useMobileFigures = (range: TDayRange, canSeeProfit: boolean) => {
  const body = { shopId: ALL_SHOPS, ...range };
  const key = ['mobile-dash', range.startTime, range.endTime] as const;
  const sales = useQuery({
    queryKey: [...key, 'sales'],
    queryFn: () => apiCall(ApiRoutes.historyTotalSales, body, silent),
  });
  const volume = useQuery({
    queryKey: [...key, 'volume'],
    queryFn: () => apiCall(ApiRoutes.historySaleVolume, body, silent),
  });
  const profit = useQuery({
    queryKey: [...key, 'profit'],
    queryFn: () => apiCall(ApiRoutes.historyTotalProfits, body, silent),
    enabled: canSeeProfit,
  });
  const shops = useQuery({
    queryKey: [...key, 'shops'],
    queryFn: () => apiCall(ApiRoutes.shopSalesRanking, { ...body, limit: 100 }, silent),
  });
  return { sales, volume, profit, shops };
};

export const useExpiringShops = (today: string) =>
  useQuery({
    // today only keys the cache (refetched each day); the call takes no dates.
    queryKey: ['mobile-dash', 'restrict', today],
    queryFn: () => apiCall(ApiRoutes.systemRestrict, { shopId: ALL_SHOPS }, silent),
  });
