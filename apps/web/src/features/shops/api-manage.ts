import { ApiRoutes } from '@ksa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiCall, type TCallInput, type TIoRoute } from '../../lib/api-call';
import { useVisitorGuard } from '../visitor';
import { shopKeys, useScope } from './api';

// Reads work with the visitor token too (visitors get no groups); no guard here.
export const fetchTabMap = () => apiCall(ApiRoutes.shopTabMap, undefined, { silent: true });
export const fetchGroups = () => apiCall(ApiRoutes.groupList, undefined, { silent: true });

export const useTabMapQuery = () => {
  const { enabled, scope } = useScope();
  return useQuery({ queryKey: shopKeys.tabMap(scope), queryFn: fetchTabMap, enabled });
};

export const useGroupsQuery = () => {
  const { enabled, scope } = useScope();
  return useQuery({ queryKey: shopKeys.groups(scope), queryFn: fetchGroups, enabled });
};

/**
 * A modifying shop/group call: runs through guard() (visitors get the login prompt), toasts the
 * success text (the `shops` namespace key `okKey`), and invalidates every shop query after.
 * Server errors are toasted by the request layer.
 */
export const useShopAction = <R extends TIoRoute>(route: R, okKey?: string) => {
  const { guard } = useVisitorGuard();
  const { message } = App.useApp();
  const { t } = useTranslation('shops');
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: TCallInput<R>) => apiCall(route as TIoRoute, body),
    onSuccess: () => {
      if (okKey) {
        void message.success(t(okKey));
      }
    },
    onSettled: () => qc.invalidateQueries({ queryKey: shopKeys.all }),
  });
  /** Resolves true on success, false on failure or when a visitor was stopped. */
  const run = async (body: TCallInput<R>): Promise<boolean> => {
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

/** The shop and group screens' modifying calls (useShopAction). */
export const ShopCalls = {
  groupCreate: ApiRoutes.groupCreate,
  groupRename: ApiRoutes.groupRename,
  groupSetShops: ApiRoutes.groupSetShops,
  groupRemove: ApiRoutes.groupRemove,
  saveOrder: ApiRoutes.shopTabSaveOrder,
  hide: ApiRoutes.shopHide,
  restore: ApiRoutes.shopRestore,
  rename: ApiRoutes.shopRename,
} as const;
