/** The help section's pages: the route table and the help layout's left menu both read this. */
export type THelpPage = {
  path: string;
  pageKey: string;
  group: 'software' | 'account' | 'staff';
  /** Spec §2: opened in a new tab from the app. */
  newTab?: boolean;
  /** Spec §2: permission/add is the one help page without the login guard. */
  isPublic?: boolean;
};

export const HELP_BASE = '/operateRouting';

export const HelpPages: THelpPage[] = [
  { path: 'guide', pageKey: 'guide', group: 'software' },
  { path: 'softwareDownload', pageKey: 'softwareDownload', group: 'software' },
  { path: 'softwareUninstallation', pageKey: 'softwareUninstallation', group: 'software', newTab: true },
  { path: 'gather', pageKey: 'gather', group: 'software' },
  { path: 'renew', pageKey: 'renew', group: 'account' },
  { path: 'getDiscountCoupons', pageKey: 'getDiscountCoupons', group: 'account' },
  { path: 'permission/storeManager', pageKey: 'storeManager', group: 'staff' },
  { path: 'permission/remove', pageKey: 'removeManager', group: 'staff' },
  { path: 'permission/add', pageKey: 'addShipper', group: 'staff', isPublic: true },
  { path: 'permission/lift', pageKey: 'liftShipper', group: 'staff' },
];

export const HelpGroups = ['software', 'account', 'staff'] as const;
