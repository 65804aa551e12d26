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
    summary:
      '批量设置 SKU 成本价（Excel 导入或勾选批量设置；rows 为 JSON，最多 5000 行，每行可带生效日期 effectiveFrom YYYY-MM-DD，默认今天）：任一行日期无效则整批不导入；所涉历史日期的成本与利润在同一事务内重算',
  }),
  productInfoList: r({
    method: 'POST',
    path: '/api/order/getProductInfoList',
    access: 'user',
    write: false,
    tag: 'products',
    summary:
      '商品信息列表（按 SKU；店铺 shopId/shopIds、关键词、未填成本 noCost 筛选；pageSize 1-100；成本需 lookCost）',
  }),
  setSkuCost: r({
    method: 'POST',
    path: '/api/order/updateProductInfoSummary',
    access: 'user',
    write: true,
    permission: 'lookCost',
    tag: 'products',
    summary:
      '设置 SKU 成本价（人民币元；effectiveFrom YYYY-MM-DD 起生效，默认今天，不可晚于今天）：该日起至下一个更晚生效日期前的历史利润在同一事务内按新成本重算',
  }),
} as const satisfies Record<string, TRouteDef>;
