import { ApiRoutes, type TAccessRole, type TShopSyncStatus } from '@ksa/contract';
import { useQuery } from '@tanstack/react-query';
import { mayMakeCalls, viewerRole } from '../../app/page-access';
import { apiCall } from '../../lib/api-call';
import { StorageKeys } from '../../lib/storage';
import { useSession } from '../../stores/session';

/** Query-key factory: bind/unbind, MQTT refresh messages and sync polling invalidate these. */
export const shopKeys = {
  all: ['shops'] as const,
  /** Scoped by visitor/real user: a login from the preview must not show the demo tenant's shops. */
  list: (scope: TScope) => [...shopKeys.all, 'list', scope] as const,
  syncStatus: (scope: TScope) => [...shopKeys.all, 'syncStatus', scope] as const,
  tabMap: (scope: TScope) => [...shopKeys.all, 'tabMap', scope] as const,
  groups: (scope: TScope) => [...shopKeys.all, 'groups', scope] as const,
};
export type TScope = 'visitor' | 'user';

/** `enabled`: signed in, and in a role that may list shops (the roles table: not the shipper). */
export const useScope = () => {
  const token = useSession((s) => s.token);
  const isVisitor = useSession((s) => s.isVisitor);
  const user = useSession((s) => s.user);
  // Until the user info is back, the role this browser last saw; with neither, nothing is asked yet (a shipper's
  // first page drew four refusals asking on a guess).
  const role =
    viewerRole({ token, isVisitor, user }) ?? (localStorage.getItem(StorageKeys.lastRole) as TAccessRole | null);
  return {
    enabled: Boolean(token) && role !== null && mayMakeCalls(['shopList'], role),
    scope: (isVisitor ? 'visitor' : 'user') as TScope,
  };
};

// Read calls: they work with the visitor token too (the demo tenant's shops), so no guard here.
export const fetchShopList = () => apiCall(ApiRoutes.shopList, undefined, { silent: true });
export const fetchSyncStatus = () => apiCall(ApiRoutes.shopSyncStatus, undefined, { silent: true });

const SYNC_POLL_MS = 3_000;
const isBusy = (s: TShopSyncStatus) => s.status === 'queued' || s.status === 'running';

/** True while any shop's sync is queued or running: the status is then polled every 3 s. */
export const hasBusySync = (statuses: readonly TShopSyncStatus[] | undefined) => Boolean(statuses?.some(isBusy));

export const useShopListQuery = () => {
  const { enabled, scope } = useScope();
  return useQuery({ queryKey: shopKeys.list(scope), queryFn: fetchShopList, enabled });
};

export const useSyncStatusQuery = () => {
  const { enabled, scope } = useScope();
  return useQuery({
    queryKey: shopKeys.syncStatus(scope),
    queryFn: fetchSyncStatus,
    enabled,
    refetchInterval: (q) => (hasBusySync(q.state.data) ? SYNC_POLL_MS : false),
  });
};
