import type { TAccessRole } from '@ksa/contract';
import type { QueryClient } from '@tanstack/react-query';
import { mayMakeCalls } from '../../app/page-access';
import { StorageKeys } from '../../lib/storage';
import { useSession } from '../../stores/session';
import { fetchShopList, fetchSyncStatus, shopKeys } from './api';
import { fetchGroups, fetchTabMap } from './api-manage';

/**
 * What the console's layout asks first (shop list, sync status, tabs, groups), fetched as soon as the layout's
 * code is there instead of after its first render: the queries then find their data when they mount.
 */
export const prefetchShopShell = (qc: QueryClient) => {
  const { token, isVisitor, user } = useSession.getState();
  // A role that may not list shops (the shipper) asks for none: its user info may not be back yet, its last role is.
  // With neither (this browser's first login) nothing is guessed: the layout's own queries ask once the role is known,
  // instead of a shipper's first page drawing four refusals.
  const role = isVisitor ? 'visitor' : (user?.role ?? localStorage.getItem(StorageKeys.lastRole));
  if (!token || !role || !mayMakeCalls(['shopList'], role as TAccessRole)) {
    return;
  }
  const scope = isVisitor ? 'visitor' : 'user';
  void qc.prefetchQuery({ queryKey: shopKeys.list(scope), queryFn: fetchShopList });
  void qc.prefetchQuery({ queryKey: shopKeys.syncStatus(scope), queryFn: fetchSyncStatus });
  void qc.prefetchQuery({ queryKey: shopKeys.tabMap(scope), queryFn: fetchTabMap });
  void qc.prefetchQuery({ queryKey: shopKeys.groups(scope), queryFn: fetchGroups });
};
