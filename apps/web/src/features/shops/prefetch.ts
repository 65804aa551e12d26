import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../../stores/session';
import { fetchShopList, fetchSyncStatus, shopKeys } from './api';
import { fetchGroups, fetchTabMap } from './api-manage';

/**
 * What the console's layout asks first (shop list, sync status, tabs, groups), fetched as soon as the layout's
 * code is there instead of after its first render: the queries then find their data when they mount.
 */
export const prefetchShopShell = (qc: QueryClient) => {
  const { token, isVisitor } = useSession.getState();
  if (!token) {
    return;
  }
  const scope = isVisitor ? 'visitor' : 'user';
  void qc.prefetchQuery({ queryKey: shopKeys.list(scope), queryFn: fetchShopList });
  void qc.prefetchQuery({ queryKey: shopKeys.syncStatus(scope), queryFn: fetchSyncStatus });
  void qc.prefetchQuery({ queryKey: shopKeys.tabMap(scope), queryFn: fetchTabMap });
  void qc.prefetchQuery({ queryKey: shopKeys.groups(scope), queryFn: fetchGroups });
};
