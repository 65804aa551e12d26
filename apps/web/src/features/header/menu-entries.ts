import type { TAccessRole, TPermissionKey, TRouteName } from '@ksa/contract';
import { mayMakeCalls, mayOpenPath } from '../../app/page-access';

export type TMenuEntry = {
  key: string;
  labelKey: string;
  path?: string;
  permission?: TPermissionKey;
  /** 'optimizing' = 功能优化中 (still clickable); 'upcoming' = 待上线 (not clickable). */
  tag?: 'optimizing' | 'upcoming';
  children?: TMenuEntry[];
  /** Calls the entry is about besides its page's (a help page about renewing is the BOSS's business). */
  calls?: readonly TRouteName[];
};

/**
 * The header's top menu (spec §2 Header). Entries are shown even without permission (they explain it), but not to a
 * role whose page calls the roles table refuses (entriesForRole).
 */
export const TopMenuEntries: TMenuEntry[] = [
  {
    key: 'stats',
    labelKey: 'menu.stats',
    children: [
      { key: '/home', labelKey: 'menu.salesSummary', path: '/home' },
      { key: '/account/manager', labelKey: 'menu.accountManager', path: '/account/manager' },
    ],
  },
  {
    key: 'shops',
    labelKey: 'menu.shops',
    children: [
      { key: '/shopManage', labelKey: 'menu.shopManage', path: '/shopManage' },
      {
        key: '/operateRouting/renew',
        labelKey: 'menu.renew',
        path: '/operateRouting/renew',
        calls: ['payOrderList'],
      },
      { key: '/renewalOrders', labelKey: 'menu.renewalOrders', path: '/renewalOrders' },
    ],
  },
  {
    key: 'ai',
    labelKey: 'menu.aiProducts',
    permission: 'pageAiProducts',
    children: [
      { key: '/aiProducts/list', labelKey: 'menu.aiList', path: '/aiProducts/list', permission: 'pageAiProducts' },
      { key: '/aiProducts/edit', labelKey: 'menu.aiEdit', path: '/aiProducts/edit', permission: 'pageAiProducts' },
    ],
  },
  {
    key: '/selectionToolNew',
    labelKey: 'menu.selectionTool',
    path: '/selectionToolNew',
    permission: 'pageSelectionToolNew',
    tag: 'optimizing',
  },
  {
    key: 'delivery',
    labelKey: 'menu.delivery',
    children: [
      { key: '/deliveryCenter', labelKey: 'menu.deliveryCenter', path: '/deliveryCenter' },
      { key: '/canvasCompon', labelKey: 'menu.labels', path: '/canvasCompon' },
    ],
  },
  { key: 'findingSuppliers', labelKey: 'menu.findingSuppliers', tag: 'upcoming' },
  { key: 'financialCredit', labelKey: 'menu.financialCredit', tag: 'upcoming' },
  {
    key: 'help',
    labelKey: 'menu.help',
    children: [
      { key: '/operateRouting/guide', labelKey: 'pages.guide.name', path: '/operateRouting/guide' },
      {
        key: '/operateRouting/softwareDownload',
        labelKey: 'pages.softwareDownload.name',
        path: '/operateRouting/softwareDownload',
      },
      { key: '/operateRouting/gather', labelKey: 'pages.gather.name', path: '/operateRouting/gather' },
      {
        key: '/operateRouting/permission/storeManager',
        labelKey: 'pages.storeManager.name',
        path: '/operateRouting/permission/storeManager',
      },
      { key: '/home/consult', labelKey: 'pages.consult.name', path: '/home/consult' },
      { key: '/contactUs', labelKey: 'pages.contactUs.name', path: '/contactUs' },
    ],
  },
];

export const flattenEntries = (entries: readonly TMenuEntry[]): TMenuEntry[] =>
  entries.flatMap((e) => [e, ...flattenEntries(e.children ?? [])]);

/**
 * The menu a role sees: entries whose page it may open (page-access.ts, from the roles table), groups that keep at
 * least one entry, and the inert 待上线 entries. null (nobody signed in yet): the whole menu, as today.
 */
export const entriesForRole = (
  role: TAccessRole | null,
  entries: readonly TMenuEntry[] = TopMenuEntries,
): TMenuEntry[] =>
  entries.flatMap((e) => {
    if (e.children) {
      const children = entriesForRole(role, e.children);
      return children.length > 0 ? [{ ...e, children }] : [];
    }
    return !e.path || (mayOpenPath(e.path, role) && mayMakeCalls(e.calls, role)) ? [e] : [];
  });
