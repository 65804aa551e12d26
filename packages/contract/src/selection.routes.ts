import { r, type TRouteDef } from './route-def.js';

const sel = (path: string, write: boolean, summary: string) =>
  r({ method: 'POST', path, access: 'user', write, permission: 'pageSelectionToolNew', tag: 'selection', summary });

/** The selection tool; every call needs pageSelectionToolNew (黑科技选品工具). */
export const SelectionRoutes = {
  selectionList: sel(
    '/api/selection/list',
    false,
    '选品：全平台热销榜按综合评分排序（评分公式见 selection.ts：销量速度、趋势、价格带、竞争、预估毛利），可按平台、类目、价格带（人民币）、最低毛利率、最低日销、关键词筛选，排序与分页',
  ),
  selectionCategories: sel('/api/selection/categories', false, '选品：已同步的类目（平台、类目路径、商品数）'),
  selectionExport: sel(
    '/api/selection/export',
    false,
    '选品导出：与列表相同的筛选与排序，不分页（最多 5000 行），网页生成 Excel',
  ),
  selectionSearchList: sel('/api/selection/search/list', false, '我的选品搜索条件（每个用户自己的）'),
  selectionSearchSave: sel(
    '/api/selection/search/save',
    true,
    '保存选品搜索条件：不带 id 新建（同名覆盖），带 id 修改；每人最多 50 条',
  ),
  selectionSearchDelete: sel('/api/selection/search/delete', true, '删除一条自己的选品搜索条件'),
  selectionCollect: sel(
    '/api/selection/collect',
    true,
    '加入采集箱：把热销商品的 1688 货源（标题、图片、SKU、价格、来源链接）存入采集箱',
  ),
} as const satisfies Record<string, TRouteDef>;
