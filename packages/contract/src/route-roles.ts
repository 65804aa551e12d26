import type { CatalogueRoutes } from './catalogue.js';
import type { TAccessRole, TRouteDef, TRouteRoles } from './route-def.js';

export { AccessRoles, type TAccessRole, type TRouteRoles } from './route-def.js';

/*
 * Who may call each route (issue 24: least privilege for every role). From the spec (accounts-and-shops §1, §6):
 * the BOSS does everything; 店长/财务 see their assigned shops; the warehouse shipper packs and ships with the
 * mobile app; the operator works on assigned shops and lists products; the visitor reads the demo tenant.
 * Where the spec is silent the narrower rule applies: money figures (balance, pending amount, stock value) are not
 * the operator's; the shipper gets only what the shipping app calls (README lists it); the margin rule and all
 * staff and account management stay with the BOSS. Permissions (lookCost, …) and shop scope are checked on top.
 */
const ANYONE = 'public';
const BOSS = ['boss'] as const;
/** The BOSS, and the visitor's demo of it. */
const BOSS_READ = ['boss', 'visitor'] as const;
const ADMIN = ['admin'] as const;
/** Work on assigned shops (staff see only those). */
const STAFF = ['boss', 'manager', 'finance', 'operator'] as const;
const STAFF_READ = [...STAFF, 'visitor'] as const;
/** The shop's money: 店长/财务 and the BOSS. */
const MONEY_READ = ['boss', 'manager', 'finance', 'visitor'] as const;
/** What the shipper's app calls (and everyone who manages shipping). */
const SHIPPING = [...STAFF, 'shipper'] as const;
const SHIPPING_READ = [...SHIPPING, 'visitor'] as const;
/** Device-token calls of the helper and plugin (no visitor: a demo token registers no device). */
const DEVICE_USERS = STAFF;
/** The plugin in the marketplace back office: only people who may open it. */
const BACK_OFFICE = ['boss', 'manager', 'finance'] as const;
/** The back-office session handed to staff (the BOSS has its own call). */
const SHOP_STAFF = ['manager', 'finance'] as const;

export const RouteRoles = {
  // system
  health: ANYONE,
  // realtime
  realtimeToken: STAFF_READ,
  // auth
  visitorToken: ANYONE,
  sendPhoneCode: ANYONE,
  sendPhoneCodeRegister: ANYONE,
  sendPhoneCodeFindPass: ANYONE,
  sendPhoneCodeBind: BOSS,
  register: ANYONE,
  login: ANYONE,
  resetPass: ANYONE,
  logout: SHIPPING_READ,
  setOwnPassword: SHIPPING,
  bindPhone: BOSS,
  wechatLoginCode: ANYONE,
  wechatCallback: ANYONE,
  wechatLoginResult: ANYONE,
  // user
  getUserInfo: SHIPPING_READ,
  setDisplayCurrency: STAFF,
  // marketplaces
  sendTemuCode: BOSS,
  bindAccount: BOSS,
  deleteTemuAccount: BOSS,
  bindTemuOpenToken: BOSS,
  sheinAuthUrl: BOSS,
  sheinCallback: ANYONE,
  sheinAuthCancel: BOSS,
  unbindSheinShop: BOSS,
  getTemuAccountList: BOSS_READ,
  getAccountSheinShopList: BOSS_READ,
  // shops
  groupList: STAFF_READ,
  groupCreate: BOSS,
  groupRename: BOSS,
  groupSetShops: BOSS,
  groupRemove: BOSS,
  shopList: STAFF_READ,
  shopSyncStatus: STAFF_READ,
  shopRefresh: STAFF,
  shopTabMap: STAFF_READ,
  shopTabSaveOrder: STAFF,
  shopHide: STAFF,
  shopRestore: STAFF,
  shopRename: BOSS,
  expiredShopList: STAFF_READ,
  shopCheckExpire: STAFF_READ,
  closeExpiryWarning: STAFF,
  operationLog: BOSS_READ,
  // staff
  getShopListForDistribute: BOSS_READ,
  getTemuShopListByTemuUid: BOSS_READ,
  checkUserWorkerPhone: BOSS_READ,
  getShopListByWorkerPhone: BOSS_READ,
  getUserPermissionList: BOSS_READ,
  getWorkerPassword: BOSS_READ,
  distributeShopToUserNoCode: BOSS,
  sendCodeForBindAndDistribute: BOSS,
  distributeShopToUser: BOSS,
  removeShopKeeperId: BOSS,
  saveWorkerUser: BOSS,
  getWarehouseMgtTemuUserList: BOSS_READ,
  removeShopWorkerId: BOSS,
  settingMgtUserPass: BOSS,
  getEntityListForOwner: BOSS_READ,
  getShopListForOwnerByEntity: BOSS_READ,
  getShopListByWorkerIdForOwner: BOSS_READ,
  getOperatorList: BOSS_READ,
  saveOperator: BOSS,
  removeOperator: BOSS,
  staffTemuSubList: BOSS,
  staffTemuSubSendCode: BOSS,
  staffTemuSubBind: BOSS,
  staffTemuSubUnbind: BOSS,
  // shops
  shopInfo: STAFF_READ,
  // products
  importSkuCosts: STAFF,
  productInfoList: STAFF_READ,
  setSkuCost: STAFF,
  // dashboard
  historyTotalSales: STAFF_READ,
  historySaleVolume: STAFF_READ,
  historyTotalProfits: STAFF_READ,
  lineChartSales: STAFF_READ,
  lineChartVolume: STAFF_READ,
  lineChartProfit: STAFF_READ,
  productSalesRanking: STAFF_READ,
  shopSalesRanking: STAFF_READ,
  shopRealStockValue: MONEY_READ,
  shopDeadStock: STAFF_READ,
  availableBalance: MONEY_READ,
  pendingAmount: MONEY_READ,
  createdProductStatistics: STAFF_READ,
  salesByCategory: STAFF_READ,
  salesByPrice: STAFF_READ,
  returnPackages: STAFF_READ,
  deliveryAssessment: STAFF_READ,
  salesProductNum: STAFF_READ,
  todaySalesProductNum: STAFF_READ,
  productNumHasCost: STAFF_READ,
  inRiskProducts: STAFF_READ,
  systemRestrict: STAFF_READ,
  latelySales: STAFF_READ,
  reviewRanking: STAFF_READ,
  onOffBoardMsg: STAFF_READ,
  msgAndRule: STAFF_READ,
  joinActivityCount: STAFF_READ,
  supplierStatistics: STAFF_READ,
  addedProductNum: STAFF_READ,
  salesProductNumNew: STAFF_READ,
  shopProductNum: STAFF_READ,
  soldOut7Loss: STAFF_READ,
  soldOutPerform: STAFF_READ,
  volumeBySku: STAFF_READ,
  // products
  setProductName: STAFF,
  // dashboard
  stockHistoryTotalSales: STAFF_READ,
  stockHistorySaleVolume: STAFF_READ,
  stockHistoryTotalProfits: STAFF_READ,
  stockLineChartSales: STAFF_READ,
  stockLineChartVolume: STAFF_READ,
  stockLineChartProfit: STAFF_READ,
  stockProductSalesRanking: STAFF_READ,
  stockShopSalesRanking: STAFF_READ,
  stockSalesByCategory: STAFF_READ,
  stockSalesByPrice: STAFF_READ,
  stockSalesProductNum: STAFF_READ,
  activityChart: STAFF_READ,
  dashBatch: STAFF_READ,
  // shein-dashboard
  sheinTotalSaleVolume: STAFF_READ,
  sheinSaleVolumeLast10m: STAFF_READ,
  sheinTotalSales: STAFF_READ,
  sheinSalesLast10m: STAFF_READ,
  sheinTotalProfit: STAFF_READ,
  sheinProfitLast10m: STAFF_READ,
  sheinSalesRanking: STAFF_READ,
  sheinChartSales: STAFF_READ,
  sheinChartSaleVolume: STAFF_READ,
  sheinChartProfit: STAFF_READ,
  sheinSpuQuery: STAFF_READ,
  sheinSkuQuery: STAFF_READ,
  sheinCategoryQuery: STAFF_READ,
  sheinShopPriceQuery: STAFF_READ,
  sheinLatelySales: STAFF_READ,
  sheinReturnOrders: STAFF_READ,
  sheinOnSaleTotal: STAFF_READ,
  sheinShopsByUid: STAFF_READ,
  sheinProductDocumentCount: STAFF_READ,
  sheinProductInfo: STAFF_READ,
  sheinCostBySku: STAFF,
  sheinSalesTotal: STAFF_READ,
  sheinCostIsNullTotal: STAFF_READ,
  // devices
  registerDevice: STAFF,
  listDevices: STAFF_READ,
  deviceHeartbeat: DEVICE_USERS,
  revokeDevice: STAFF,
  temuCredByShopId: BOSS,
  temuCredByShopIdAgent: SHOP_STAFF,
  collectSave: DEVICE_USERS,
  collectList: STAFF_READ,
  bossHasDevice: STAFF_READ,
  bossHasDeviceOrder: STAFF_READ,
  reportShopTraffic: BACK_OFFICE,
  // dashboard
  pluginTraffic: STAFF_READ,
  // user
  sendDeleteAccountCode: BOSS,
  deleteAccount: BOSS,
  // site
  siteConfig: ANYONE,
  // downloads
  downloadAppAndroid: ANYONE,
  downloadList: ANYONE,
  downloadBuild: ANYONE,
  helperRequirement: ANYONE,
  downloadFile: ANYONE,
  // notice
  noticeList: ANYONE,
  noticeDetail: ANYONE,
  // delivery
  deliveryList: SHIPPING_READ,
  deliveryLogistics: SHIPPING_READ,
  deliveryRefresh: STAFF,
  deliveryCreateShipOrder: SHIPPING,
  deliveryConfirmPacking: SHIPPING,
  deliveryFillLogistics: SHIPPING,
  deliveryCancel: STAFF,
  deliverySetShipType: STAFF,
  deliveryShipperShops: BOSS_READ,
  deliverySetShipperShops: BOSS,
  // billing
  paySubmitOrder: BOSS,
  payOrderStatus: BOSS_READ,
  payCancelOrder: BOSS,
  payOrderList: BOSS_READ,
  payRedeemCoupon: BOSS,
  payCouponInfo: BOSS_READ,
  payCouponValues: BOSS_READ,
  payWechatNotify: ANYONE,
  payAlipayNotify: ANYONE,
  // selection
  selectionList: STAFF_READ,
  selectionCategories: STAFF_READ,
  selectionExport: STAFF_READ,
  selectionSearchList: STAFF_READ,
  selectionSearchSave: STAFF,
  selectionSearchDelete: STAFF,
  selectionCollect: STAFF,
  // translation
  translateText: STAFF,
  translateImageSubmit: STAFF,
  translateImageResult: STAFF,
  translatePdfSourceLanguage: STAFF,
  translatePdf: STAFF,
  translatePdfResult: STAFF,
  // collection
  collectFromLink: STAFF,
  // storage
  ossUpload: STAFF,
  ossFile: ANYONE,
  // ai-products
  aiDraftList: STAFF_READ,
  aiDraftGet: STAFF_READ,
  aiDraftCreate: STAFF,
  aiDraftUpdate: STAFF,
  aiDraftDelete: STAFF,
  aiDraftGenerate: STAFF,
  aiDraftAddImages: STAFF,
  aiImageStorage: STAFF_READ,
  aiDraftTranslateImages: STAFF,
  aiPublish: STAFF,
  aiPublishProgress: STAFF_READ,
  aiMarginRuleGet: STAFF_READ,
  aiMarginRuleSet: BOSS,
  // admin
  adminSendCode: ANYONE,
  adminLogin: ANYONE,
  adminLogout: ADMIN,
  adminMe: ADMIN,
  adminTenants: ADMIN,
  adminOrders: ADMIN,
  adminOrderProvider: ADMIN,
  adminRefund: ADMIN,
  adminCouponBatchCreate: ADMIN,
  adminCouponBatches: ADMIN,
  adminCouponBatchCodes: ADMIN,
  adminRevenue: ADMIN,
  adminAuditLog: ADMIN,
  adminNotices: ADMIN,
  adminNoticeSave: ADMIN,
  adminNoticeDelete: ADMIN,
  adminNoticePreview: ADMIN,
  // labels
  labelsByUid: STAFF_READ,
  labelsGpsrTemplates: STAFF_READ,
  labelsTemplates: STAFF_READ,
  labelsBySkuId: STAFF_READ,
  labelsUpdate: BOSS,
  labelsSaveGpsr: BOSS,
  labelsSaveTemplate: BOSS,
  labelsSave: BOSS,
  labelsSaveWithSku: BOSS,
  labelsTranslateGpsr: BOSS,
  labelsDelete: BOSS,
  labelFont: ANYONE,
  labelsPrint: SHIPPING_READ,
  labelsPrintShipOrder: SHIPPING_READ,
} as const satisfies Record<keyof typeof CatalogueRoutes, TRouteRoles>;

/** Whether a caller of this role (the visitor's demo token: 'visitor') may call the route at all. */
export const roleMayCall = (def: Pick<TRouteDef, 'roles'>, role: TAccessRole): boolean =>
  def.roles === 'public' || Boolean(def.roles?.includes(role));
