import { ApiRoutes, roleMayCall, type TAccessRole, type TRouteName } from '@ksa/contract';

/**
 * Which API calls each console page cannot work without (contract route names). A role sees a page, and its menu
 * entry, only when the roles table (packages/contract/src/route-roles.ts) lets it make every one of them: the web
 * hides exactly what the server would refuse (issue 24).
 */
export const PageCalls = {
  '/home': ['shopList', 'historyTotalSales'],
  '/account/manager': ['productInfoList'],
  '/renewalOrders': ['payOrderList'],
  '/selectionToolNew': ['selectionList'],
  '/deliveryCenter': ['deliveryList'],
  '/canvasCompon': ['labelsTemplates'],
  '/aiProducts': ['aiDraftList', 'aiDraftGet'],
} as const satisfies Record<string, readonly TRouteName[]>;

export type TPagePath = keyof typeof PageCalls;

/** Paths that show another page's content (redirects and old addresses). */
const SAME_AS: Record<string, TPagePath> = {
  '/homeTest': '/home',
  '/shopManage': '/home',
  '/selectionTool': '/selectionToolNew',
  '/editGoodsDetaila': '/aiProducts',
};

/** Pages whose sub-paths are the same page's views (/aiProducts/list, /aiProducts/edit). */
const WITH_VIEWS: readonly TPagePath[] = ['/aiProducts'];

/** The calls a path's page needs: its own page's, or the page it is a view of (/aiProducts/edit → /aiProducts). */
export const callsOfPath = (path: string): readonly TRouteName[] | undefined => {
  const clean = path.replace(/\/+$/, '') || '/';
  const page =
    SAME_AS[clean] ?? (clean in PageCalls ? (clean as TPagePath) : WITH_VIEWS.find((p) => clean.startsWith(`${p}/`)));
  return page ? PageCalls[page] : undefined;
};

/** The caller as the roles table names it; null while nobody (or not yet anybody) is signed in. */
export const viewerRole = (s: { token: string | null; isVisitor: boolean; user: { role: string } | null }) =>
  !s.token ? null : s.isVisitor ? 'visitor' : ((s.user?.role as TAccessRole | undefined) ?? null);

/** Whether this role may make every call (no calls, or nobody signed in yet: the page decides itself). */
export const mayMakeCalls = (calls: readonly TRouteName[] | undefined, role: TAccessRole | null): boolean =>
  !calls || role === null || calls.every((name) => roleMayCall(ApiRoutes[name], role));

export const mayOpenPath = (path: string, role: TAccessRole | null) => mayMakeCalls(callsOfPath(path), role);

/** Where a role starts: /home, else the first page of the menu order it may open. */
const START_ORDER = ['/home', '/deliveryCenter', '/aiProducts/list', '/account/manager', '/canvasCompon'] as const;
export const startPathFor = (role: TAccessRole | null): string =>
  START_ORDER.find((p) => mayOpenPath(p, role)) ?? '/operateRouting/guide';
