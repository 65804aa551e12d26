/** Roles. Manager and finance share capabilities (店长/财务) but are stored apart. */
export const Roles = ['boss', 'manager', 'finance', 'shipper', 'operator'] as const;
export type TRole = (typeof Roles)[number];

export const RoleLabel: Record<TRole, string> = {
  boss: 'BOSS',
  manager: '店长/财务',
  finance: '店长/财务',
  shipper: '仓库发货员',
  operator: '运营',
};

/** Permission ids 1-4 (spec §3 Manager permission) and their keys. */
export const Permissions = {
  '1': 'lookCost',
  '2': 'updateProName',
  '3': 'pageAiProducts',
  '4': 'pageSelectionToolNew',
} as const;
export type TPermissionId = keyof typeof Permissions;
export type TPermissionKey = (typeof Permissions)[TPermissionId];
export const PermissionIds = Object.keys(Permissions) as TPermissionId[];
export const PermissionKeys = Object.values(Permissions) as TPermissionKey[];

export const PermissionLabel: Record<TPermissionKey, string> = {
  lookCost: '查看成本价',
  updateProName: '商品名称编辑',
  pageAiProducts: '智能翻译上品',
  pageSelectionToolNew: '黑科技选品工具',
};

/** A BOSS holds every permission; staff hold what the BOSS granted. */
export const permissionKeysFor = (role: TRole, granted: readonly string[]): TPermissionKey[] =>
  role === 'boss'
    ? PermissionKeys
    : granted.filter((id): id is TPermissionId => id in Permissions).map((id) => Permissions[id]);
