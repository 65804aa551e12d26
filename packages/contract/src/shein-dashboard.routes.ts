import { r, shein, type TRouteDef } from './route-def.js';

export const SheinDashboardRoutes = {
  // Shein dashboards (data-and-tools §7 'Shein equivalents'), from the same synced tables
  sheinTotalSaleVolume: shein('/api/shein/product/sales/queryTotalSaleVolume', '销量（区间与上一周期）'),
  sheinSaleVolumeLast10m: shein('/api/shein/product/sales/querySaleVolumeLast10m', '最近 10 分钟销量'),
  sheinTotalSales: shein('/api/shein/product/sales/queryTotalSales', '销售额（区间与上一周期）'),
  sheinSalesLast10m: shein('/api/shein/product/sales/querySalesLast10m', '最近 10 分钟销售额'),
  sheinTotalProfit: shein('/api/shein/product/sales/queryTotalProfit', '利润与成本（需 lookCost）', 'lookCost'),
  sheinProfitLast10m: shein(
    '/api/shein/product/sales/queryProfitLast10m',
    '最近 10 分钟利润（需 lookCost）',
    'lookCost',
  ),
  sheinSalesRanking: shein('/api/shein/product/sales/querySalesRanking', '商品销售排行'),
  sheinChartSales: shein('/api/shein/product/sales/queryChartDataSales', '销售额折线'),
  sheinChartSaleVolume: shein('/api/shein/product/sales/queryChartDataSaleVolume', '销量折线'),
  sheinChartProfit: shein('/api/shein/product/sales/queryChartDataProfit', '利润折线（需 lookCost）', 'lookCost'),
  sheinSpuQuery: r({
    ...shein('/api/shein/product/sales/spuQuery', '按 SPU（SKC）查询区间销售（GET）'),
    method: 'GET',
  }),
  sheinSkuQuery: r({ ...shein('/api/shein/product/sales/skuQuery', '按 SKU 查询区间销售（GET）'), method: 'GET' }),
  sheinCategoryQuery: shein('/api/shein/product/sales/categoryQuery', '按类目的销量与销售额'),
  sheinShopPriceQuery: shein('/api/shein/product/sales/shopPriceQuery', '按价格带的销量与销售额'),
  sheinLatelySales: shein('/api/shein/shop/getShopLatelySalesInfos', '近一个月（含今日）每日销售'),
  sheinReturnOrders: shein('/api/shein/shop/findShopReturnOrderList', '退货单（每页 10 条）'),
  sheinOnSaleTotal: shein('/api/shein/shop/findShopOnSaleTotal', '在售商品数与商品总数'),
  sheinShopsByUid: shein('/api/shein/shop/findSheinShopByUId', '当前用户可见的 SHEIN 店铺'),
  sheinProductDocumentCount: shein('/api/shein/shop/findShopProductDocumentCount', '商品档案数（SKC 与 SKU）'),
  sheinProductInfo: shein(
    '/api/shein/product/query/productInfo',
    '商品信息列表（分页参数在查询串，店铺与搜索在 JSON 体）',
  ),
  sheinCostBySku: r({
    method: 'POST',
    path: '/api/shein/product/save/costBySku',
    access: 'user',
    write: true,
    permission: 'lookCost',
    tag: 'shein-dashboard',
    summary:
      '设置 SHEIN SKU 成本价（人民币元；effectiveFrom YYYY-MM-DD 起生效，默认今天，不可晚于今天；历史利润同一事务内重算）',
  }),
  sheinSalesTotal: shein('/api/shein/product/query/salesTotal', '近 30 天销售额与销量（商品信息页）'),
  sheinCostIsNullTotal: shein('/api/shein/product/query/costIsNullTotal', '未填成本的 SKU 数'),
} as const satisfies Record<string, TRouteDef>;
