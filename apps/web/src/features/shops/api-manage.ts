import { ApiRoutes, ZShopGroupSchema, ZShopTabMapSchema } from '@ksa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiCall } from '../../lib/api-call';
import { request } from '../../lib/http';
import { useVisitorGuard } from '../visitor';
import { shopKeys, useScope } from './api';

// Reads work with the visitor token too (visitors get no groups); no guard here.
export const fetchTabMap = () =>
  apiCall(ApiRoutes.shopTabMap, { data: ZShopTabMapSchema }, undefined, { silent: true });
export const fetchGroups = () =>
  apiCall(ApiRoutes.groupList, { data: z.array(ZShopGroupSchema) }, undefined, { silent: true });

export const useTabMapQuery = () => {
  const { enabled, scope } = useScope();
  return useQuery({ queryKey: shopKeys.tabMap(scope), queryFn: fetchTabMap, enabled });
};

export const useGroupsQuery = () => {
  const { enabled, scope } = useScope();
  return useQuery({ queryKey: shopKeys.groups(scope), queryFn: fetchGroups, enabled });
};

type TBody = Record<string, unknown>;

/**
 * A modifying shop/group call: runs through guard() (visitors get the login prompt), toasts the
 * success text (the `shops` namespace key `okKey`), and invalidates every shop query after.
 * Server errors are toasted by the request layer.
 */
export const useShopAction = (path: string, okKey?: string) => {
  const { guard } = useVisitorGuard();
  const { message } = App.useApp();
  const { t } = useTranslation('shops');
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: TBody) => request<unknown>(path, body),
    onSuccess: () => {
      if (okKey) {
        void message.success(t(okKey));
      }
    },
    onSettled: () => qc.invalidateQueries({ queryKey: shopKeys.all }),
  });
  /** Resolves true on success, false on failure or when a visitor was stopped. */
  const run = async (body: TBody): Promise<boolean> => {
    const p = guard(() => mutation.mutateAsync(body));
    if (!p) {
      return false;
    }
    return p.then(
      () => true,
      () => false,
    );
  };
  return { run, isPending: mutation.isPending };
};

export const ShopPaths = {
  groupCreate: ApiRoutes.groupCreate.path,
  groupRename: ApiRoutes.groupRename.path,
  groupSetShops: ApiRoutes.groupSetShops.path,
  groupRemove: ApiRoutes.groupRemove.path,
  saveOrder: ApiRoutes.shopTabSaveOrder.path,
  hide: ApiRoutes.shopHide.path,
  restore: ApiRoutes.shopRestore.path,
  rename: ApiRoutes.shopRename.path,
} as const;
