import {
  ApiRoutes,
  type TDistributeShop,
  type ZKnownStaffSchema,
  type ZOperatorSchema,
  type ZOptionListSchema,
  type ZShipperListSchema,
} from '@ksa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { z } from 'zod';
import { apiCall, type TCallInput, type TIoRoute, type TReply } from '../../lib/api-call';
import { shopKeys, useScope } from '../shops';
import { useVisitorGuard } from '../visitor';

const silent = { silent: true } as const;

export type TKnownStaff = z.infer<typeof ZKnownStaffSchema>;
export type TShipper = z.infer<typeof ZShipperListSchema>[number];
export type TOption = z.infer<typeof ZOptionListSchema>[number];
export type TOperator = z.infer<typeof ZOperatorSchema>;
export type { TDistributeShop };

export const staffKeys = {
  all: ['staff'] as const,
  distribute: () => [...staffKeys.all, 'distribute'] as const,
  shippers: () => [...staffKeys.all, 'shippers'] as const,
  operators: () => [...staffKeys.all, 'operators'] as const,
  entities: () => [...staffKeys.all, 'entities'] as const,
  shopsByEntity: (ids: string) => [...staffKeys.all, 'shopsByEntity', ids] as const,
  temuSubs: (phone: string) => [...staffKeys.all, 'temuSubs', phone] as const,
};

/** The staff screens' modifying calls (useStaffAction). */
export const StaffCalls = {
  assign: ApiRoutes.distributeShopToUserNoCode,
  addWithCode: ApiRoutes.distributeShopToUser,
  removeManager: ApiRoutes.removeShopKeeperId,
  addShipper: ApiRoutes.saveWorkerUser,
  shipperPassword: ApiRoutes.settingMgtUserPass,
  removeShipper: ApiRoutes.removeShopWorkerId,
  shipperShops: ApiRoutes.deliverySetShipperShops,
  saveOperator: ApiRoutes.saveOperator,
  removeOperator: ApiRoutes.removeOperator,
} as const;

// Staff lists are the BOSS's; visitors read the demo tenant's (empty) ones.
export const useDistributeQuery = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.distribute(),
    queryFn: () => apiCall(ApiRoutes.getShopListForDistribute, undefined, silent),
    enabled,
  });

export const useShippersQuery = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.shippers(),
    queryFn: () => apiCall(ApiRoutes.getWarehouseMgtTemuUserList, undefined, silent),
    enabled,
  });

export const useOperatorsQuery = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.operators(),
    queryFn: () => apiCall(ApiRoutes.getOperatorList, undefined, silent),
    enabled,
  });

export const useEntitiesQuery = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.entities(),
    queryFn: () => apiCall(ApiRoutes.getEntityListForOwner, undefined, silent),
    enabled,
  });

export const useShopsByEntityQuery = (entityIds: number[]) => {
  const key = entityIds.join(',');
  return useQuery({
    queryKey: staffKeys.shopsByEntity(key),
    queryFn: () => apiCall(ApiRoutes.getShopListForOwnerByEntity, { entityStr: key }, silent),
    enabled: entityIds.length > 0,
  });
};

/** The 'continue' check: null for a phone new to this BOSS. Errors (another account's phone) are thrown. */
export const checkWorkerPhone = async (phone: string) => apiCall(ApiRoutes.checkUserWorkerPhone, { phone }, silent);

export const useShopInfoQuery = (shopId: number | null) => {
  const { scope } = useScope();
  return useQuery({
    queryKey: [...shopKeys.all, 'info', scope, shopId],
    queryFn: () => apiCall(ApiRoutes.shopInfo, { shopId }, silent),
    enabled: shopId !== null,
  });
};

/**
 * A modifying staff call: guarded for visitors, toasts the server's success text, refreshes the
 * staff lists and shop lists (phoneStr changes). Errors are toasted by the request layer.
 */
export const useStaffAction = <R extends TIoRoute>(route: R, opts: { json?: boolean } = {}) => {
  const { guard } = useVisitorGuard();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const mutation = useMutation({
    // Lists (a shipper's shopIds) travel as JSON arrays where the call takes no comma-joined form.
    mutationFn: (body: TCallInput<R>) =>
      apiCall(route as TIoRoute, body, opts.json ? { json: true } : {}) as Promise<TReply<R>>,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: staffKeys.all });
      void qc.invalidateQueries({ queryKey: shopKeys.all });
    },
  });
  /** okText: the success toast, or a function of the reply's data (e.g. 分配成功 vs 修改成功); '' for none. */
  const run = async (body: TCallInput<R>, okText: string | ((data: TReply<R>) => string)): Promise<boolean> => {
    const p = guard(() => mutation.mutateAsync(body));
    if (!p) {
      return false;
    }
    return p.then(
      (data) => {
        const text = typeof okText === 'function' ? okText(data) : okText;
        if (text) {
          void message.success(text);
        }
        return true;
      },
      () => false,
    );
  };
  return { run, isPending: mutation.isPending };
};
