import {
  ApiRoutes,
  type TDistributeShop,
  type TShopInfo,
  ZKnownStaffSchema,
  type ZOperatorSchema,
  type ZOptionListSchema,
  type ZShipperListSchema,
} from '@ksa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { z } from 'zod';
import { request } from '../../lib/http';
import { shopKeys, useScope } from '../shops';
import { useVisitorGuard } from '../visitor';

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
};

export const StaffPaths = {
  assign: ApiRoutes.distributeShopToUserNoCode.path,
  sendManagerCode: ApiRoutes.sendCodeForBindAndDistribute.path,
  removeManager: ApiRoutes.removeShopKeeperId.path,
  addShipper: ApiRoutes.saveWorkerUser.path,
  shipperPassword: ApiRoutes.settingMgtUserPass.path,
  removeShipper: ApiRoutes.removeShopWorkerId.path,
  saveOperator: ApiRoutes.saveOperator.path,
  removeOperator: ApiRoutes.removeOperator.path,
} as const;

// Staff lists are the BOSS's; visitors read the demo tenant's (empty) ones.
export const useDistributeQuery = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.distribute(),
    queryFn: () => request<TDistributeShop[]>(ApiRoutes.getShopListForDistribute.path, {}, { silent: true }),
    enabled,
  });

export const useShippersQuery = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.shippers(),
    queryFn: () => request<TShipper[]>(ApiRoutes.getWarehouseMgtTemuUserList.path, {}, { silent: true }),
    enabled,
  });

export const useOperatorsQuery = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.operators(),
    queryFn: () => request<TOperator[]>(ApiRoutes.getOperatorList.path, {}, { silent: true }),
    enabled,
  });

export const useEntitiesQuery = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.entities(),
    queryFn: () => request<TOption[]>(ApiRoutes.getEntityListForOwner.path, {}, { silent: true }),
    enabled,
  });

export const useShopsByEntityQuery = (entityIds: number[]) => {
  const key = entityIds.join(',');
  return useQuery({
    queryKey: staffKeys.shopsByEntity(key),
    queryFn: () => request<TOption[]>(ApiRoutes.getShopListForOwnerByEntity.path, { entityStr: key }, { silent: true }),
    enabled: entityIds.length > 0,
  });
};

/** The 'continue' check: null for a phone new to this BOSS. Errors (another account's phone) are thrown. */
export const checkWorkerPhone = async (phone: string) =>
  ZKnownStaffSchema.parse(await request<unknown>(ApiRoutes.checkUserWorkerPhone.path, { phone }, { silent: true }));

export const useShopInfoQuery = (shopId: number | null) => {
  const { scope } = useScope();
  return useQuery({
    queryKey: [...shopKeys.all, 'info', scope, shopId],
    queryFn: () => request<TShopInfo>(ApiRoutes.shopInfo.path, { shopId }, { silent: true }),
    enabled: shopId !== null,
  });
};

/**
 * A modifying staff call: guarded for visitors, toasts the server's success text, refreshes the
 * staff lists and shop lists (phoneStr changes). Errors are toasted by the request layer.
 */
export const useStaffAction = (path: string) => {
  const { guard } = useVisitorGuard();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) => request<unknown>(path, body),
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
