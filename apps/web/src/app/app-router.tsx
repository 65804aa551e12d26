import { PermissionKeys } from '@ksa/contract';
import { useEffect, useMemo, useRef } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../routes/route-table';
import { useSession } from '../stores/session';
import { canWith, filterRoutesByPermission } from './guards';
import { RootShell } from './root-shell';
import { toRouteObjects } from './to-route-objects';

/**
 * The permissions the user lacks, as a stable string. While a real user's info is still loading
 * (or no token is stored yet) the last answer is kept, so a deep link to a permission page is not
 * torn down and rebuilt on the way.
 */
function useDeniedPermissions(): string {
  const token = useSession((s) => s.token);
  const isVisitor = useSession((s) => s.isVisitor);
  const isBoss = useSession((s) => s.isBoss);
  const user = useSession((s) => s.user);
  const last = useRef('');
  const isPending = !token || (!isVisitor && !user);
  if (!isPending) {
    const can = canWith(isBoss, user);
    last.current = PermissionKeys.filter((k) => !can(k)).join(',');
  }
  return last.current;
}

/** Spec §2: routes whose permission the user lacks are removed, so the router is rebuilt without them. */
export function AppRouter() {
  const denied = useDeniedPermissions();
  const router = useMemo(() => {
    const lacking = new Set(denied.split(','));
    const routes = filterRoutesByPermission(appRoutes, (p) => !lacking.has(p));
    return createBrowserRouter([{ element: <RootShell />, children: toRouteObjects(routes) }]);
  }, [denied]);
  useEffect(() => () => router.dispose(), [router]);
  // RouterProvider keeps the state of the first router it saw; a new key makes it adopt the new one.
  return <RouterProvider key={denied} router={router} />;
}
