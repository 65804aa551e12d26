import { BOSS, r, type TRouteDef } from './route-def.js';

export const ShopGroupRoutes = {
  groupList: r({
    method: 'POST',
    path: '/api/shopGroup/query/userGroups',
    access: 'user',
    write: false,
    tag: 'shops',
    summary: '店铺分组列表（游客无分组）',
  }),
  groupCreate: r({
    method: 'POST',
    path: '/api/shopGroup/save/userGroups',
    access: BOSS,
    write: true,
    tag: 'shops',
    summary: '新建店铺分组',
  }),
  groupRename: r({
    method: 'POST',
    path: '/api/shopGroup/update/userGroups',
    access: BOSS,
    write: true,
    tag: 'shops',
    summary: '重命名店铺分组（同名不变）',
  }),
  groupSetShops: r({
    method: 'POST',
    path: '/api/shopGroup/save/shopGroups',
    access: BOSS,
    write: true,
    tag: 'shops',
    summary: '设置分组内店铺（未变化不操作）',
  }),
  groupRemove: r({
    method: 'POST',
    path: '/api/shopGroup/remove/userGroups',
    access: BOSS,
    write: true,
    tag: 'shops',
    summary: '删除店铺分组（逗号分隔的 groupId）',
  }),
} as const satisfies Record<string, TRouteDef>;
