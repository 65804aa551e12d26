import { r, type TRouteDef } from './route-def.js';

export const ShopRoutes = {
  shopList: r({
    method: 'POST',
    path: '/api/shop/getBossShopList',
    access: 'user',
    write: false,
    tag: 'shops',
    summary: '当前用户可见的店铺',
  }),
  shopSyncStatus: r({
    method: 'POST',
    path: '/api/shop/syncStatus',
    access: 'user',
    write: false,
    tag: 'shops',
    summary: '各店铺同步状态（最近成功、错误、凭证到期、需重新登录）',
  }),
  shopRefresh: r({
    method: 'POST',
    path: '/api/shop/refresh',
    access: 'user',
    write: true,
    tag: 'shops',
    summary: '手动刷新店铺数据（5 分钟节流）',
  }),
} as const satisfies Record<string, TRouteDef>;
