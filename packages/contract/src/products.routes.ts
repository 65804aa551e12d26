import { r, type TRouteDef } from './route-def.js';

export const ProductRoutes = {
  shopInfo: r({
    method: 'POST',
    path: '/api/shop/getShopInfo',
    access: 'user',
    write: false,
    tag: 'shops',
    summary: '店铺信息面板：到期、同步、近 30 天销售（成本与利润需 lookCost）',
  }),
  importSkuCosts: r({
    method: 'POST',
    path: '/api/order/importProductCosts',
    access: 'user',
    write: true,
    permission: 'lookCost',
    tag: 'products',
    summary: '批量导入 SKU 成本价（Excel 导入的行，JSON，最多 5000 行）',
  }),
  productInfoList: r({
    method: 'POST',
    path: '/api/order/getProductInfoList',
    access: 'user',
    write: false,
    tag: 'products',
    summary: '商品信息列表（按 SKU，搜索与分页；成本需 lookCost）',
  }),
  setSkuCost: r({
    method: 'POST',
    path: '/api/order/updateProductInfoSummary',
    access: 'user',
    write: true,
    permission: 'lookCost',
    tag: 'products',
    summary: '设置 SKU 成本价（自某日起生效，历史利润按当时成本）',
  }),
} as const satisfies Record<string, TRouteDef>;
