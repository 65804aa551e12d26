import {
  ApiRoutes,
  type TDistributeShop,
  ZDistributeShopSchema,
  ZKnownStaffSchema,
  ZOperatorListSchema,
  type ZOperatorSchema,
  ZOptionListSchema,
  ZShipperListSchema,
  ZShopInfoSchema,
} from '@ksa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { z } from 'zod';
import { apiCall } from '../../lib/api-call';
import { request } from '../../lib/http';
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

export const StaffPaths = {
  assign: ApiRoutes.distributeShopToUserNoCode.path,
  addWithCode: ApiRoutes.distributeShopToUser.path,
  sendStaffCode: ApiRoutes.sendCodeForBindAndDistribute.path,
  removeManager: ApiRoutes.removeShopKeeperId.path,
  addShipper: ApiRoutes.saveWorkerUser.path,
  shipperPassword: ApiRoutes.settingMgtUserPass.path,
  removeShipper: ApiRoutes.removeShopWorkerId.path,
  shipperShops: ApiRoutes.deliverySetShipperShops.path,
  saveOperator: ApiRoutes.saveOperator.path,
  removeOperator: ApiRoutes.removeOperator.path,
} as const;

// Staff lists are the BOSS's; visitors read the demo tenant's (empty) ones.
export const useDistributeQuery = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.distribute(),
    queryFn: () => apiCall(ApiRoutes.getShopListForDistribute, { data: ZDistributeShopSchema }, undefined, silent),
    enabled,
  });

export const useShippersQuery = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.shippers(),
    queryFn: () => apiCall(ApiRoutes.getWarehouseMgtTemuUserList, { data: ZShipperListSchema }, undefined, silent),
    enabled,
  });

export const useOperatorsQuery = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.operators(),
    queryFn: () => apiCall(ApiRoutes.getOperatorList, { data: ZOperatorListSchema }, undefined, silent),
    enabled,
  });

export const useEntitiesQuery = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.entities(),
    queryFn: () => apiCall(ApiRoutes.getEntityListForOwner, { data: ZOptionListSchema }, undefined, silent),
    enabled,
  });

export const useShopsByEntityQuery = (entityIds: number[]) => {
  const key = entityIds.join(',');
  return useQuery({
    queryKey: staffKeys.shopsByEntity(key),
    queryFn: () =>
      apiCall(ApiRoutes.getShopListForOwnerByEntity, { data: ZOptionListSchema }, { entityStr: key }, silent),
    enabled: entityIds.length > 0,
  });
};

/** The 'continue' check: null for a phone new to this BOSS. Errors (another account's phone) are thrown. */
export const checkWorkerPhone = async (phone: string) =>
  apiCall(ApiRoutes.checkUserWorkerPhone, { data: ZKnownStaffSchema }, { phone }, silent);

export const useShopInfoQuery = (shopId: number | null) => {
  const { scope } = useScope();
  return useQuery({
    queryKey: [...shopKeys.all, 'info', scope, shopId],
    queryFn: () => apiCall(ApiRoutes.shopInfo, { data: ZShopInfoSchema }, { shopId }, silent),
    enabled: shopId !== null,
  });
};

/**
 * A modifying staff call: guarded for visitors, toasts the server's success text, refreshes the
 * staff lists and shop lists (phoneStr changes). Errors are toasted by the request layer.
 */
export const useStaffAction = (path: string, opts: { json?: boolean } = {}) => {
  const { guard } = useVisitorGuard();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const mutation = useMutation({
    // Lists (a shipper's shopIds) travel as JSON arrays where the call takes no comma-joined form.
    mutationFn: (body: Record<string, unknown>) => request<unknown>(path, body, opts.json ? { json: true } : {}),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: staffKeys.all });
      void qc.invalidateQueries({ queryKey: shopKeys.all });
    },
  });
  /** okText: the success toast, or a function of the reply's data (e.g. 分配成功 vs 修改成功); '' for none. */
  const run = async (body: Record<string, unknown>, okText: string | ((data: never) => string)): Promise<boolean> => {
    const p = guard(() => mutation.mutateAsync(body));
    if (!p) {
      return false;
    }
    return p.then(
      (data) => {
        const text = typeof okText === 'function' ? okText(data as never) : okText;
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
