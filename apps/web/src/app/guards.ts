import type { TPermissionKey, TUserInfo } from '@ksa/contract';
import type { TAppRoute, TRouteMeta } from '../routes/route-meta';

export { isMobileDevice, rootFontSize } from './device';

/** Download pages and the backend Android download path pass every guard (spec §2). */
export const ALWAYS_ALLOWED_PATHS = ['/downloadAndroidPage', '/downloadIOSPage', '/api/order/downloadAPPAndroid'];

export type TGuardInput = {
  path: string;
  meta: TRouteMeta | undefined;
  isMobile: boolean;
  hasToken: boolean;
  hasRealToken: boolean;
};

/** The redirect the route guard performs, or null to render the route. */
export const decideRedirect = ({ path, meta, isMobile, hasToken, hasRealToken }: TGuardInput): string | null => {
  if (ALWAYS_ALLOWED_PATHS.includes(path)) {
    return null;
  }
  if (isMobile && !meta?.mobile) {
    return '/mobileHome';
  }
  // Only on desktop: on a phone "/" leads back to /mobileHome, which would loop.
  if (!isMobile && meta?.mobile && !meta.ignore && hasRealToken) {
    return '/';
  }
  if (meta?.requiresToken && !hasToken) {
    return '/login';
  }
  return null;
};

/** Spec §2: "/" goes to /index, and arriving at /index from "/" continues to /home. */
export const resolveIndexRedirect = (fromPath: string | undefined): string | null =>
  fromPath === '/' ? '/home' : null;

/** Merges the meta of the matched route chain: the deepest route decides, help guards inherit. */
export const mergeMeta = (chain: readonly (TRouteMeta | undefined)[]): TRouteMeta | undefined => {
  const metas = chain.filter((m): m is TRouteMeta => Boolean(m));
  const last = metas.at(-1);
  if (!last) {
    return undefined;
  }
  return { ...last, requiresToken: last.requiresToken ?? metas.some((m) => m.requiresToken) };
};

export type TCan = (permission: TPermissionKey) => boolean;

/** BOSS and visitors (who count as BOSS) hold everything; staff hold what the BOSS granted. */
export const canWith =
  (isBoss: boolean, user: Pick<TUserInfo, 'permissions'> | null): TCan =>
  (permission) =>
    isBoss || Boolean(user?.permissions.some((p) => p.permsCode === permission));

/** Removes routes (with their children) whose meta permission the user lacks. */
export const filterRoutesByPermission = (routes: readonly TAppRoute[], can: TCan): TAppRoute[] =>
  routes
    .filter((r) => !r.meta?.permission || can(r.meta.permission))
    .map((r) => (r.children ? { ...r, children: filterRoutesByPermission(r.children, can) } : r));
