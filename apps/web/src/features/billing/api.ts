import { ApiRoutes, type TSubmitOrderRequest } from '@ksa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';
import { useSession } from '../../stores/session';

const silent = { silent: true } as const;

export const billingKeys = {
  all: ['billing'] as const,
  couponValues: () => [...billingKeys.all, 'couponValues'] as const,
  coupons: () => [...billingKeys.all, 'coupons'] as const,
  order: (orderNo: string) => [...billingKeys.all, 'order', orderNo] as const,
  orders: (page: number, size: number) => [...billingKeys.all, 'orders', page, size] as const,
};

/** Renewal is the BOSS's: staff are told to ask the BOSS, visitors see the login prompt. */
const useIsRealBoss = () => useSession((s) => Boolean(s.token) && !s.isVisitor && s.isBoss);

export const useCouponValuesQuery = () =>
  useQuery({
    queryKey: billingKeys.couponValues(),
    queryFn: () => apiCall(ApiRoutes.payCouponValues, undefined, silent),
    enabled: useIsRealBoss(),
    staleTime: 10 * 60_000,
  });

export const useCouponsQuery = (enabled: boolean) =>
  useQuery({
    queryKey: billingKeys.coupons(),
    queryFn: () => apiCall(ApiRoutes.payCouponInfo, undefined, silent),
    enabled: useIsRealBoss() && enabled,
  });

/** destructionCet; the caller shows the outcome under the field (silent). */
export const useRedeemCouponMutation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (certNo: string) => apiCall(ApiRoutes.payRedeemCoupon, { certNo: certNo.trim() }, silent),
    onSuccess: () => qc.invalidateQueries({ queryKey: billingKeys.coupons() }),
  });
};

export const useSubmitOrderMutation = () =>
  useMutation({
    mutationFn: (body: TSubmitOrderRequest) => apiCall(ApiRoutes.paySubmitOrder, body, silent),
  });

export const fetchOrderStatus = (orderNo: string) => apiCall(ApiRoutes.payOrderStatus, { orderNo }, silent);

export const cancelOrder = (orderNo: string) => apiCall(ApiRoutes.payCancelOrder, { orderNo }, silent);

export const useOrdersQuery = (pageIndex: number, pageSize: number) =>
  useQuery({
    queryKey: billingKeys.orders(pageIndex, pageSize),
    queryFn: () => apiCall(ApiRoutes.payOrderList, { pageIndex, pageSize }, silent),
    enabled: useIsRealBoss(),
  });
