import type { TPermissionKey, TRole } from './permissions.js';

/**
 * The API catalogue: every route the server serves. The server refuses to start a route that is
 * not listed here, and the web client reads `write` to block visitors before a request leaves.
 * access: 'public' needs no token; 'user' any valid token (visitor included for reads);
 * a role list limits to those roles. `write` routes are refused for the visitor demo token.
 */
export type TRouteDef = {
  method: 'GET' | 'POST';
  path: string;
  access: 'public' | 'user' | readonly TRole[];
  write: boolean;
  permission?: TPermissionKey;
  tag: string;
  summary: string;
};

const r = (def: TRouteDef) => def;
const BOSS = ['boss'] as const;
const dash = (path: string, summary: string, permission?: TPermissionKey) =>
  r({
    method: 'POST',
    path,
    access: 'user',
    write: false,
    tag: 'dashboard',
    summary,
    ...(permission ? { permission } : {}),
  });
const boss = (path: string, write: boolean, summary: string) =>
  r({ method: 'POST', path, access: BOSS, write, tag: 'staff', summary });

export const ApiRoutes = {
  health: r({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    write: false,
    tag: 'system',
    summary: '健康检查：数据库引擎与消息代理状态',
  }),
  visitorToken: r({
    method: 'GET',
    path: '/api/auth/visitor',
    access: 'public',
    write: false,
    tag: 'auth',
    summary: '获取游客预览令牌（演示租户，只读）',
  }),

  sendPhoneCode: r({
    method: 'POST',
    path: '/api/phone/sendPhoneCode',
    access: 'public',
    write: true,
    tag: 'auth',
    summary: '发送登录验证码',
  }),
  sendPhoneCodeRegister: r({
    method: 'POST',
    path: '/api/phone/sendPhoneCodeRegister',
    access: 'public',
    write: true,
    tag: 'auth',
    summary: '发送注册验证码',
  }),
  sendPhoneCodeFindPass: r({
    method: 'POST',
    path: '/api/phone/sendPhoneCodeFindPass',
    access: 'public',
    write: true,
    tag: 'auth',
    summary: '发送找回密码验证码',
  }),
  sendPhoneCodeBind: r({
    method: 'POST',
    path: '/api/phone/sendPhoneCodeBind',
    access: 'user',
    write: true,
    tag: 'auth',
    summary: '发送绑定手机号验证码（微信登录用户）',
  }),

  register: r({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    write: true,
    tag: 'auth',
    summary: '注册 BOSS 账号',
  }),
  login: r({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    write: true,
    tag: 'auth',
    summary: '密码登录或短信验证码登录',
  }),
  resetPass: r({
    method: 'POST',
    path: '/api/auth/resetpass',
    access: 'public',
    write: true,
    tag: 'auth',
    summary: '通过短信验证码重置密码',
  }),
  logout: r({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'user',
    write: false,
    tag: 'auth',
    summary: '退出登录，令牌立即失效',
  }),
  bindPhone: r({
    method: 'POST',
    path: '/api/auth/user/binding/phone',
    access: 'user',
    write: true,
    tag: 'auth',
    summary: '微信用户绑定手机号，返回新令牌',
  }),

  wechatLoginCode: r({
    method: 'GET',
    path: '/api/auth/wechat/login/code',
    access: 'public',
    write: false,
    tag: 'auth',
    summary: '开始微信扫码登录，返回二维码地址与匿名主题',
  }),
  wechatCallback: r({
    method: 'GET',
    path: '/api/auth/wechat/callback',
    access: 'public',
    write: false,
    tag: 'auth',
    summary: '微信 OAuth 回调',
  }),
  wechatLoginResult: r({
    method: 'POST',
    path: '/api/auth/wechat/login/result',
    access: 'public',
    write: false,
    tag: 'auth',
    summary: '凭 loginId 与 pollKey 取回扫码登录结果（一次性）',
  }),

  getUserInfo: r({
    method: 'POST',
    path: '/api/order/getUserInfo',
    access: 'user',
    write: false,
    tag: 'user',
    summary: '当前用户信息、角色与权限',
  }),
  realtimeToken: r({
    method: 'POST',
    path: '/api/realtime/token',
    access: 'user',
    write: false,
    tag: 'realtime',
    summary: '获取短期 MQTT 连接凭证',
  }),

  // Marketplaces: binding, unbinding, sync (issue 3)
  sendTemuCode: r({
    method: 'POST',
    path: '/api/auth/sendTemuCode',
    access: BOSS,
    write: true,
    tag: 'marketplaces',
    summary: '登录 Temu 主账号（可能向手机发送验证码）；无需验证码时直接开始绑定',
  }),
  bindAccount: r({
    method: 'POST',
    path: '/api/auth/bindAccount',
    access: BOSS,
    write: true,
    tag: 'marketplaces',
    summary: '提交 Temu 验证码并绑定主账号（进度经 MQTT 推送）',
  }),
  deleteTemuAccount: r({
    method: 'POST',
    path: '/api/auth/deleteMyTemuAcount',
    access: BOSS,
    write: true,
    tag: 'marketplaces',
    summary: '解绑 Temu 主账号，删除其店铺及全部已同步数据',
  }),
  bindTemuOpenToken: r({
    method: 'POST',
    path: '/api/auth/bindTemuOpenToken',
    access: BOSS,
    write: true,
    tag: 'marketplaces',
    summary: '粘贴 Temu 开放平台 access_token（按站点校验）',
  }),
  sheinAuthUrl: r({
    method: 'POST',
    path: '/api/shein/auth/authorizationUrl',
    access: BOSS,
    write: true,
    tag: 'marketplaces',
    summary: 'SHEIN 授权页地址（state = 客户端 id + uid）',
  }),
  sheinCallback: r({
    method: 'GET',
    path: '/api/shein/auth/callback',
    access: 'public',
    write: false,
    tag: 'marketplaces',
    summary: 'SHEIN 授权回调（tempToken 换取密钥）',
  }),
  sheinAuthCancel: r({
    method: 'GET',
    path: '/api/shein/auth/sheinAuthCancel',
    access: BOSS,
    write: true,
    tag: 'marketplaces',
    summary: '取消进行中的 SHEIN 授权',
  }),
  unbindSheinShop: r({
    method: 'POST',
    path: '/api/shein/auth/unbindShop',
    access: BOSS,
    write: true,
    tag: 'marketplaces',
    summary: '解绑 SHEIN 店铺，删除其全部已同步数据',
  }),
  getTemuAccountList: r({
    method: 'POST',
    path: '/api/order/getTemuAccountList',
    access: BOSS,
    write: false,
    tag: 'marketplaces',
    summary: 'Temu 主账号及其店铺（已到期/未到期）',
  }),
  getAccountSheinShopList: r({
    method: 'POST',
    path: '/api/order/getAccountSheinShopList',
    access: BOSS,
    write: false,
    tag: 'marketplaces',
    summary: '已授权的 SHEIN 店铺',
  }),
  // Shop groups (issue 4)
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
  // Shop tabs, rename, expiry and the operation log (issue 5)
  shopTabMap: r({
    method: 'GET',
    path: '/api/shop/getShopTabMap',
    access: 'user',
    write: false,
    tag: 'shops',
    summary: '当前用户的店铺标签：显示/已关闭及四个列表的排序',
  }),
  shopTabSaveOrder: r({
    method: 'POST',
    path: '/api/shop/setShopTabAllMap',
    access: 'user',
    write: true,
    tag: 'shops',
    summary: '保存四个列表内的店铺排序（全部成功或全部不变）',
  }),
  shopHide: r({
    method: 'POST',
    path: '/api/shop/hideShops',
    access: 'user',
    write: true,
    tag: 'shops',
    summary: '隐藏店铺（关闭标签），至少保留一个',
  }),
  shopRestore: r({
    method: 'POST',
    path: '/api/shop/restoreShops',
    access: 'user',
    write: true,
    tag: 'shops',
    summary: '恢复已隐藏的店铺',
  }),
  shopRename: r({
    method: 'POST',
    path: '/api/shop/renameShop',
    access: BOSS,
    write: true,
    tag: 'shops',
    summary: '重命名店铺（全租户可见；改回原名即清除）',
  }),
  expiredShopList: r({
    method: 'POST',
    path: '/api/order/getExpiredShopList',
    access: 'user',
    write: false,
    tag: 'shops',
    summary: '已到期的店铺（到期记录保留 7 天）',
  }),
  shopCheckExpire: r({
    method: 'POST',
    path: '/api/shop/checkExpire',
    access: 'user',
    write: false,
    tag: 'shops',
    summary: '到期检查：dayBeforeExpired 0 已到期，1 不足 24 小时',
  }),
  closeExpiryWarning: r({
    method: 'POST',
    path: '/api/shop/closeExpiryWarning',
    access: 'user',
    write: true,
    tag: 'shops',
    summary: '到期提醒「今日不再提示」：向本人的 close_warning 主题广播，其他窗口同步关闭',
  }),
  operationLog: r({
    method: 'POST',
    path: '/api/order/getOperationLog',
    access: BOSS,
    write: false,
    tag: 'shops',
    summary: '操作日志（店铺重命名、隐藏、恢复、分组操作），最新在前',
  }),
  // Staff: 店长/财务, warehouse shippers and operators (issue 4)
  getShopListForDistribute: boss(
    '/api/order/getShopListForDistribute',
    false,
    '分配表：店铺、主账号、到期日与已分配的店长/财务',
  ),
  getTemuShopListByTemuUid: boss('/api/order/getTemuShopListByTemuUid', false, '某 Temu 主账号下的店铺'),
  checkUserWorkerPhone: boss(
    '/api/order/checkUserWorkerPhone',
    false,
    '继续：手机号是否已是本账号的员工（data 非空即已知，并带出店铺与权限）',
  ),
  getShopListByWorkerPhone: boss('/api/order/getShopListByWorkerPhone', false, '某员工手机号已分配的店铺'),
  getUserPermissionList: boss('/api/order/getUserPermissionList', false, '某员工手机号的权限 id 列表'),
  getWorkerPassword: boss(
    '/api/auth/user/getWorker/password',
    false,
    '员工是否已设置密码（只存 Argon2id 哈希，不显示密码）',
  ),
  distributeShopToUserNoCode: boss(
    '/api/order/distributeShopToUserNoCode',
    true,
    '分配店长/财务：店铺与权限整体替换，新手机号需设置密码',
  ),
  sendCodeForBindAndDistribute: boss(
    '/api/order/sendCodeForBindAndDistribute',
    true,
    '添加店长：向店长手机发送验证码（59 秒）',
  ),
  distributeShopToUser: boss('/api/order/distributeShopToUser', true, '添加店长：验证码确认后分配店铺'),
  removeShopKeeperId: boss('/api/order/removeShopKeeperId', true, '取消某店长/财务在这些店铺的权限'),
  saveWorkerUser: boss('/api/auth/saveWorkerUser', true, '添加仓库发货员（店长/财务的手机号不可）'),
  getWarehouseMgtTemuUserList: boss('/api/order/getWarehouseMgtTemuUserList', false, '仓库发货员列表'),
  removeShopWorkerId: boss('/api/order/removeShopWorkerId', true, '取消仓库发货员（结束其登录）'),
  settingMgtUserPass: boss('/api/auth/settingMgtUserPass', true, '修改仓库发货员密码（结束其登录）'),
  getEntityListForOwner: boss('/api/order/getEntityListForOwner', false, '运营可选的主账号主体'),
  getShopListForOwnerByEntity: boss('/api/order/getShopListForOwnerByEntity', false, '所选主体下的店铺（-1 为全部）'),
  getShopListByWorkerIdForOwner: boss('/api/order/getShopListByWorkerIdForOwner', false, '某运营的主体与店铺'),
  getOperatorList: boss('/api/order/getOperatorList', false, '运营列表'),
  saveOperator: boss('/api/order/saveOperator', true, '保存运营（手机号、主体、店铺）'),
  removeOperator: boss('/api/order/removeOperator', true, '删除运营（结束其登录）'),
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
  // Temu dashboards (issue 5): range figures from the daily aggregate
  historyTotalSales: dash('/api/order/getHistoryTotalSales', '销售额（区间与上一周期）'),
  historySaleVolume: dash('/api/order/getHistorySaleVolume', '销量（区间与上一周期）'),
  historyTotalProfits: dash('/api/order/getHistoryTotalProfits', '利润与成本（需 lookCost），含成本覆盖率', 'lookCost'),
  lineChartSales: dash('/api/order/getLineChartDataSales', '销售额折线（按日/按月）'),
  lineChartVolume: dash('/api/order/getLineChartDataVolume', '销量折线（按日/按月）'),
  lineChartProfit: dash('/api/order/getLineChartDataProfit', '利润折线（需 lookCost）', 'lookCost'),
  productSalesRanking: dash('/api/order/getProductSalesRanking', '商品销售排行（SKC）'),
  shopSalesRanking: dash('/api/order/getShopSalesRanking', '店铺销售排行'),
  shopRealStockValue: dash('/api/order/getShopRealStockValue', '真实库存件数与货值（货值需 lookCost）'),
  shopDeadStock: dash('/api/order/getShopDeadStockProductInfo', '滞销商品：近 30 天销量 ≤ 19 的在售 SKC 数与货值'),
  availableBalance: dash('/api/order/getAvailableBalance', '可用余额（最新财务快照）'),
  pendingAmount: dash('/api/order/getPendingAmount', '待到账金额（最新财务快照）'),
  createdProductStatistics: dash('/api/order/getCreatedProductStatistics', '今日/本周/本月新建商品数、在售数'),
  salesByCategory: dash('/api/order/getTotalSalesGroupByCatalogue', '按类目的销量与销售额'),
  salesByPrice: dash('/api/order/getTotalSalesByDateAndPrice', '按价格带的销量与销售额'),
  returnPackages: dash('/api/order/getReturnSupplierPackage', '退货包裹（每页 10 条）'),
  deliveryAssessment: dash(
    '/api/order/queryDeliveryAssessmentRecord',
    '各店铺最新一周的发货考核等级（none/C/B/A/S，半星）',
  ),
  salesProductNum: dash('/api/order/getSalesProductNum', '区间内有销量的商品（SKC）与 SKU 数'),
  todaySalesProductNum: dash('/api/sales/getTodaySalesProductNum', '今日有销量的商品（SKC）与 SKU 数'),
  productNumHasCost: dash('/api/order/getProductNumHasCostOrNot', '已填/未填成本的 SKU 数'),
} as const satisfies Record<string, TRouteDef>;

export type TRouteName = keyof typeof ApiRoutes;

const byKey = new Map<string, TRouteDef>(Object.values(ApiRoutes).map((d) => [`${d.method} ${d.path}`, d]));

/** Looks a route up by method and path (query string ignored). */
export const findRoute = (method: string, url: string): TRouteDef | undefined =>
  byKey.get(`${method.toUpperCase()} ${url.split('?')[0]}`);
