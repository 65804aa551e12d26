import { readFileSync } from 'node:fs';
import {
  ApiRoutes,
  CostFieldKeys,
  DeliveryRoutes,
  LabelRoutes,
  roleMayCall,
  type TRole,
  type TRouteDef,
  type TRouteName,
} from '@ksa/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/client.js';
import { marketplaceAccounts, shopGroups, shops, skcs, skuCosts, skuDailySales, skus } from '../db/schema/index.js';
import { addDays, bjDay } from '../lib/days.js';
import { sealJson } from '../lib/seal.js';
import { addManager, enrolStaff } from '../modules/staff/staff.fixture.js';
import { refreshShopDaily } from '../modules/sync/shop-daily.js';
import { availableEngines } from './engines.js';
import { freshPhone, registerBoss, startHarness, type THarness } from './harness.js';

/**
 * The authorization matrix (security-reliability §2): every route × actor, against the owner's
 * resources. 'ok' = reached the handler (any status but 401/403/404); a number = that exact status.
 * A route without a row fails the first test, so a new route cannot ship unchecked.
 */
type TActor = 'anonymous' | 'visitor' | 'bossA' | 'bossB';
type TStaffActor = 'managerA' | 'managerACost' | 'financeA' | 'shipperA' | 'operatorA';
type TExpect = 'ok' | 401 | 403 | 404 | 400;
type TCtx = {
  temuUid: string;
  tempShop: number;
  shein: number;
  account: number;
  group: number;
  spareManager: string;
  spareShippers: [string, string];
  spareOperators: [number, number];
};
type TRow = {
  body?: (c: TCtx) => Record<string, unknown>;
  expect: Record<TActor, TExpect>;
  bossBSeesNothing?: boolean;
  last?: boolean;
  /** The body names A's tempShop, the one shop every staff actor but the shipper is assigned. */
  shopBound?: boolean;
  /** Overrides of the staff expectation derived from access and permission (see staffExpect). */
  staff?: Partial<Record<TStaffActor | 'all', TExpect>>;
  /** Exact row counts of a list reply per actor. */
  counts?: Partial<Record<TActor | TStaffActor, number>>;
};

const PUBLIC: TRow['expect'] = { anonymous: 'ok', visitor: 'ok', bossA: 'ok', bossB: 'ok' };
const USER_READ: TRow['expect'] = { anonymous: 401, visitor: 'ok', bossA: 'ok', bossB: 'ok' };
const BOSS_WRITE: TRow['expect'] = { anonymous: 401, visitor: 403, bossA: 'ok', bossB: 'ok' };
const OWNED_WRITE: TRow['expect'] = { anonymous: 401, visitor: 403, bossA: 'ok', bossB: 404 };
const BOSS_READ: TRow['expect'] = { anonymous: 401, visitor: 'ok', bossA: 'ok', bossB: 'ok' };
const OWNED_READ: TRow['expect'] = { anonymous: 401, visitor: 404, bossA: 'ok', bossB: 404 };
const SHOP_COUNTS: TRow['counts'] = {
  bossA: 2,
  bossB: 0,
  managerA: 1,
  managerACost: 1,
  financeA: 1,
  operatorA: 1,
};
const NO_DRAFT_WRITE: TRow['expect'] = { anonymous: 401, visitor: 403, bossA: 404, bossB: 404 };
const spare = () => freshPhone();
const DASH_RANGE: TRow = {
  body: (c) => ({ shopId: c.tempShop, startTime: '2024-01-01', endTime: '2027-12-31' }),
  expect: OWNED_READ,
  shopBound: true,
};
const DASH_SCOPE: TRow = { body: (c) => ({ shopId: c.tempShop }), expect: OWNED_READ, shopBound: true };
// Staff actors are assigned Temu shops only: A's Shein shop is a 404 to all of them.
const SHEIN_RANGE: TRow = {
  body: (c) => ({ shopId: c.shein, startTime: '2024-01-01', endTime: '2027-12-31' }),
  expect: OWNED_READ,
  staff: { all: 404 },
};
const SHEIN_SCOPE: TRow = { body: (c) => ({ shopId: c.shein }), expect: OWNED_READ, staff: { all: 404 } };

const ADMIN_ONLY: TRow = { expect: { anonymous: 401, visitor: 403, bossA: 403, bossB: 403 }, staff: { all: 403 } };

// Device calls take a device token (x-device-token) only; a session token is no device token.
const DEVICE_ONLY: TRow = { expect: { anonymous: 401, visitor: 401, bossA: 401, bossB: 401 }, staff: { all: 401 } };

// The delivery centre's rows live in modules/delivery/delivery-authz.test.ts, the labels' in
// modules/labels/labels-authz.test.ts.
type TMatrixRoute = Exclude<TRouteName, keyof typeof DeliveryRoutes | keyof typeof LabelRoutes>;
const matrix: Record<TMatrixRoute, TRow> = {
  registerDevice: { body: () => ({ kind: 'helper', name: '矩阵电脑' }), expect: BOSS_WRITE },
  listDevices: { expect: USER_READ },
  revokeDevice: {
    body: () => ({ deviceId: 999_999 }),
    expect: { anonymous: 401, visitor: 403, bossA: 404, bossB: 404 },
    staff: { all: 404 },
  },
  bossHasDevice: { expect: USER_READ },
  collectSave: DEVICE_ONLY,
  collectList: { expect: USER_READ },
  // The selection tool needs pageSelectionToolNew: no staff actor here holds permission 4 (403).
  selectionList: { expect: USER_READ },
  selectionCategories: { expect: USER_READ },
  selectionExport: { expect: USER_READ },
  selectionSearchList: { expect: USER_READ },
  selectionSearchSave: { body: () => ({ name: '矩阵', filters: { platform: 'temu' } }), expect: BOSS_WRITE },
  selectionSearchDelete: {
    body: () => ({ id: 999_999 }),
    expect: { anonymous: 401, visitor: 403, bossA: 404, bossB: 404 },
  },
  selectionCollect: {
    body: () => ({ platform: 'temu', goodsId: '1' }),
    expect: { anonymous: 401, visitor: 403, bossA: 404, bossB: 404 },
  },
  bossHasDeviceOrder: { expect: USER_READ },
  deviceHeartbeat: DEVICE_ONLY,
  temuCredByShopId: { ...DEVICE_ONLY, body: (c) => ({ shopId: c.tempShop }) },
  temuCredByShopIdAgent: { ...DEVICE_ONLY, body: (c) => ({ shopId: c.tempShop }) },
  reportShopTraffic: DEVICE_ONLY,
  health: { expect: PUBLIC },
  visitorToken: { expect: PUBLIC },
  sendPhoneCode: { body: () => ({ phone: freshPhone() }), expect: PUBLIC },
  sendPhoneCodeRegister: { body: () => ({ phone: freshPhone() }), expect: PUBLIC },
  sendPhoneCodeFindPass: { body: () => ({ phone: freshPhone() }), expect: PUBLIC },
  sendPhoneCodeBind: { body: () => ({ phone: freshPhone() }), expect: BOSS_WRITE },
  register: { body: () => ({ userName: freshPhone(), password: 'abc123', code: '000000' }), expect: PUBLIC },
  login: { body: () => ({ userName: freshPhone(), password: 'abc123' }), expect: PUBLIC },
  resetPass: { body: () => ({ phone: freshPhone(), code: '000000', password: 'abc123' }), expect: PUBLIC },
  logout: { expect: USER_READ, last: true },
  bindPhone: { body: () => ({ phone: freshPhone(), password: 'abc123', code: '000000' }), expect: BOSS_WRITE },
  // Every actor here has a password already: the call reaches the handler and is refused there.
  setOwnPassword: { body: () => ({ password: 'abc123', confirmPassword: 'abc123' }), expect: BOSS_WRITE },
  wechatLoginCode: { expect: PUBLIC },
  wechatCallback: { expect: PUBLIC },
  wechatLoginResult: { body: () => ({ loginId: 'a'.repeat(32), pollKey: 'b'.repeat(32) }), expect: PUBLIC },
  getUserInfo: { expect: USER_READ },
  setDisplayCurrency: { body: () => ({ currency: 'CNY' }), expect: BOSS_WRITE },
  realtimeToken: { expect: USER_READ },
  sendTemuCode: { body: () => ({ phone: '' }), expect: BOSS_WRITE },
  bindAccount: { body: () => ({ phone: '' }), expect: BOSS_WRITE },
  deleteTemuAccount: { body: (c) => ({ accountId: c.account }), expect: OWNED_WRITE, last: true },
  bindTemuOpenToken: { body: () => ({ region: 'CN', accessToken: '' }), expect: BOSS_WRITE },
  sheinAuthUrl: { body: () => ({ clientId: 'matrix01' }), expect: BOSS_WRITE },
  sheinCallback: { expect: PUBLIC },
  sheinAuthCancel: { expect: BOSS_WRITE },
  unbindSheinShop: { body: (c) => ({ shopId: c.shein }), expect: OWNED_WRITE, last: true },
  getTemuAccountList: { expect: { anonymous: 401, visitor: 'ok', bossA: 'ok', bossB: 'ok' }, bossBSeesNothing: true },
  getAccountSheinShopList: {
    expect: { anonymous: 401, visitor: 'ok', bossA: 'ok', bossB: 'ok' },
    bossBSeesNothing: true,
  },
  shopList: { expect: USER_READ, bossBSeesNothing: true, counts: SHOP_COUNTS },
  shopSyncStatus: { expect: USER_READ, bossBSeesNothing: true, counts: SHOP_COUNTS },
  shopRefresh: { body: (c) => ({ shopId: c.tempShop }), expect: OWNED_WRITE, shopBound: true },
  groupList: { expect: USER_READ, bossBSeesNothing: true },
  groupCreate: { body: () => ({ shopGroupName: `组${Math.random().toString(36).slice(2, 6)}` }), expect: BOSS_WRITE },
  groupRename: { body: (c) => ({ groupId: c.group, shopGroupName: '改名' }), expect: OWNED_WRITE },
  groupSetShops: { body: (c) => ({ groupId: c.group, shopId: String(c.tempShop) }), expect: OWNED_WRITE },
  shopTabMap: { expect: USER_READ },
  // The Shein shop is A's other shop, assigned to no staff actor.
  shopTabSaveOrder: {
    body: (c) => ({ temuFull: String(c.tempShop), sheinFull: String(c.shein) }),
    expect: OWNED_WRITE,
    staff: { all: 404 },
  },
  shopHide: { body: (c) => ({ shopIds: String(c.shein) }), expect: OWNED_WRITE, staff: { all: 404 } },
  shopRestore: { body: (c) => ({ shopIds: String(c.shein) }), expect: OWNED_WRITE, staff: { all: 404 } },
  shopRename: { body: (c) => ({ shopId: c.tempShop, mallName: '矩阵改名' }), expect: OWNED_WRITE },
  expiredShopList: { expect: USER_READ, bossBSeesNothing: true },
  // The visitor reads the demo tenant: A's shop id is not there either.
  shopCheckExpire: {
    body: (c) => ({ shopId: String(c.tempShop), dayBeforeExpired: 0 }),
    expect: { anonymous: 401, visitor: 404, bossA: 'ok', bossB: 404 },
    shopBound: true,
  },
  closeExpiryWarning: {
    body: () => ({ day: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10) }),
    expect: BOSS_WRITE,
  },
  operationLog: { expect: USER_READ, bossBSeesNothing: false },
  getShopListForDistribute: { expect: BOSS_READ, bossBSeesNothing: true },
  getTemuShopListByTemuUid: { body: (c) => ({ temuUid: c.temuUid }), expect: BOSS_READ, bossBSeesNothing: true },
  // The visitor's tenant is the demo BOSS: A's staff phone is 'another account' there too.
  checkUserWorkerPhone: {
    body: (c) => ({ phone: c.spareManager }),
    expect: { anonymous: 401, visitor: 400, bossA: 'ok', bossB: 400 },
  },
  getShopListByWorkerPhone: { body: (c) => ({ phone: c.spareManager }), expect: OWNED_READ },
  getUserPermissionList: { body: (c) => ({ phone: c.spareManager }), expect: OWNED_READ },
  getWorkerPassword: { body: (c) => ({ phone: c.spareManager }), expect: OWNED_READ },
  // A's spare manager (before removeShopKeeperId ends them): another BOSS gets 404; the sub-account login fails
  // on its password (the handler was reached).
  staffTemuSubList: { body: (c) => ({ phone: c.spareManager }), expect: OWNED_WRITE },
  staffTemuSubSendCode: {
    body: (c) => ({ phone: c.spareManager, subPhone: '13700000000', subPassword: 'not-a-sub' }),
    expect: OWNED_WRITE,
  },
  staffTemuSubBind: {
    body: (c) => ({ phone: c.spareManager, subPhone: '13700000000', subPassword: 'not-a-sub', code: '123456' }),
    expect: OWNED_WRITE,
  },
  staffTemuSubUnbind: { body: (c) => ({ phone: c.spareManager, subUid: 'none' }), expect: NO_DRAFT_WRITE },
  distributeShopToUserNoCode: {
    body: (c) => ({ phone: spare(), password: 'abc123', temuShopIdList: String(c.tempShop) }),
    expect: OWNED_WRITE,
  },
  sendCodeForBindAndDistribute: { body: () => ({ phone: spare() }), expect: BOSS_WRITE },
  distributeShopToUser: {
    body: (c) => ({
      phone: spare(),
      password: 'abc123',
      checkPass: 'abc123',
      code: '000000',
      shopIdStr: String(c.tempShop),
    }),
    expect: OWNED_WRITE,
  },
  removeShopKeeperId: { body: (c) => ({ phone: c.spareManager, shopIdStr: String(c.tempShop) }), expect: OWNED_WRITE },
  saveWorkerUser: { body: () => ({ phone: spare(), password: 'abc123' }), expect: BOSS_WRITE },
  getWarehouseMgtTemuUserList: { expect: BOSS_READ },
  removeShopWorkerId: { body: (c) => ({ phone: c.spareShippers[0] }), expect: OWNED_WRITE },
  settingMgtUserPass: { body: (c) => ({ phone: c.spareShippers[1], password: 'xyz789' }), expect: OWNED_WRITE },
  getEntityListForOwner: { expect: BOSS_READ, bossBSeesNothing: true },
  getShopListForOwnerByEntity: { body: (c) => ({ entityStr: String(c.account) }), expect: OWNED_READ },
  getShopListByWorkerIdForOwner: { body: (c) => ({ workId: c.spareOperators[0] }), expect: OWNED_READ },
  getOperatorList: { expect: BOSS_READ, bossBSeesNothing: true },
  saveOperator: {
    body: (c) => ({ phone: spare(), entityStr: String(c.account), shopIdStr: String(c.tempShop), password: 'abc123' }),
    expect: OWNED_WRITE,
  },
  removeOperator: { body: (c) => ({ workId: c.spareOperators[1] }), expect: OWNED_WRITE },
  shopInfo: { body: (c) => ({ shopId: c.tempShop }), expect: OWNED_READ, shopBound: true },
  importSkuCosts: {
    body: (c) => ({
      rows: JSON.stringify([{ shopId: c.tempShop, skuId: 'matrix-sku', cost: '3', effectiveFrom: '2000-01-01' }]),
    }),
    expect: OWNED_WRITE,
  },
  productInfoList: { body: (c) => ({ shopId: c.tempShop }), expect: OWNED_READ, shopBound: true },
  setSkuCost: {
    body: (c) => ({ shopId: c.tempShop, skuId: 'matrix-sku', cost: '3.5' }),
    expect: OWNED_WRITE,
    shopBound: true,
  },
  historyTotalSales: DASH_RANGE,
  historySaleVolume: DASH_RANGE,
  historyTotalProfits: DASH_RANGE,
  lineChartSales: DASH_RANGE,
  lineChartVolume: DASH_RANGE,
  lineChartProfit: DASH_RANGE,
  productSalesRanking: DASH_RANGE,
  shopSalesRanking: DASH_RANGE,
  shopRealStockValue: DASH_SCOPE,
  shopDeadStock: DASH_SCOPE,
  availableBalance: DASH_SCOPE,
  pendingAmount: DASH_SCOPE,
  productNumHasCost: DASH_SCOPE,
  createdProductStatistics: DASH_SCOPE,
  salesByCategory: DASH_RANGE,
  salesByPrice: DASH_RANGE,
  returnPackages: DASH_RANGE,
  deliveryAssessment: DASH_SCOPE,
  salesProductNum: DASH_RANGE,
  todaySalesProductNum: DASH_SCOPE,
  inRiskProducts: DASH_SCOPE,
  systemRestrict: DASH_SCOPE,
  latelySales: DASH_SCOPE,
  pluginTraffic: DASH_RANGE,
  reviewRanking: DASH_RANGE,
  onOffBoardMsg: DASH_SCOPE,
  msgAndRule: DASH_SCOPE,
  joinActivityCount: DASH_SCOPE,
  supplierStatistics: DASH_SCOPE,
  addedProductNum: DASH_RANGE,
  salesProductNumNew: DASH_RANGE,
  shopProductNum: DASH_SCOPE,
  soldOut7Loss: DASH_SCOPE,
  soldOutPerform: DASH_SCOPE,
  volumeBySku: { ...DASH_RANGE, body: (c) => ({ ...DASH_RANGE.body!(c), skcId: 'matrix-skc' }) },
  setProductName: {
    body: (c) => ({ shopId: c.tempShop, skcId: 'matrix-skc', productName: '矩阵改名' }),
    expect: OWNED_WRITE,
    shopBound: true,
  },
  stockHistoryTotalSales: DASH_RANGE,
  stockHistorySaleVolume: DASH_RANGE,
  stockHistoryTotalProfits: DASH_RANGE,
  stockLineChartSales: DASH_RANGE,
  stockLineChartVolume: DASH_RANGE,
  stockLineChartProfit: DASH_RANGE,
  stockProductSalesRanking: DASH_RANGE,
  stockShopSalesRanking: DASH_RANGE,
  stockSalesByCategory: DASH_RANGE,
  stockSalesByPrice: DASH_RANGE,
  stockSalesProductNum: DASH_RANGE,
  sheinTotalSaleVolume: SHEIN_RANGE,
  sheinSaleVolumeLast10m: SHEIN_SCOPE,
  sheinTotalSales: SHEIN_RANGE,
  sheinSalesLast10m: SHEIN_SCOPE,
  sheinTotalProfit: SHEIN_RANGE,
  sheinProfitLast10m: SHEIN_SCOPE,
  sheinSalesRanking: SHEIN_RANGE,
  sheinChartSales: SHEIN_RANGE,
  sheinChartSaleVolume: SHEIN_RANGE,
  sheinChartProfit: SHEIN_RANGE,
  sheinSpuQuery: SHEIN_RANGE,
  sheinSkuQuery: SHEIN_RANGE,
  sheinCategoryQuery: SHEIN_RANGE,
  sheinShopPriceQuery: SHEIN_RANGE,
  sheinLatelySales: SHEIN_SCOPE,
  sheinReturnOrders: SHEIN_RANGE,
  sheinOnSaleTotal: SHEIN_SCOPE,
  sheinShopsByUid: { expect: USER_READ, counts: { bossA: 1, bossB: 0, managerA: 0 } },
  sheinProductDocumentCount: SHEIN_SCOPE,
  sheinProductInfo: SHEIN_SCOPE,
  sheinCostBySku: {
    body: (c) => ({ shopId: c.shein, skuId: 'matrix-sku', cost: '3.5' }),
    expect: OWNED_WRITE,
    staff: { all: 404 },
  },
  sheinSalesTotal: SHEIN_SCOPE,
  sheinCostIsNullTotal: SHEIN_SCOPE,
  activityChart: { expect: USER_READ },
  // The batch answers 200 to any caller with a token; each inner call is judged on its own (see batch tests).
  dashBatch: {
    body: (c) => ({
      calls: JSON.stringify([
        { path: '/api/order/getShopRealStockValue', body: { shopId: c.tempShop } },
        { path: '/api/order/getHistoryTotalProfits', body: { ...DASH_RANGE.body!(c) } },
      ]),
    }),
    expect: USER_READ,
  },
  siteConfig: { expect: PUBLIC },
  // Not configured in tests: the public 404 that says the app is not released (same for everyone).
  downloadAppAndroid: { expect: { anonymous: 404, visitor: 404, bossA: 404, bossB: 404 }, staff: { all: 404 } },
  downloadList: { expect: PUBLIC },
  downloadBuild: { expect: PUBLIC },
  helperRequirement: { expect: PUBLIC },
  noticeList: { expect: PUBLIC },
  // The matrix asks for the path as declared (':noticeId' is no number): the same 400 for everyone, token or not.
  noticeDetail: { expect: { anonymous: 400, visitor: 400, bossA: 400, bossB: 400 }, staff: { all: 400 } },
  // The matrix asks for the path as declared (':file' is no installer name): a 404 to everyone, like a missing file.
  downloadFile: { expect: { anonymous: 404, visitor: 404, bossA: 404, bossB: 404 }, staff: { all: 404 } },
  sendDeleteAccountCode: { expect: BOSS_WRITE },
  // A wrong code: the request is refused and nothing is deleted (the success path: account-deletion.test.ts).
  deleteAccount: { body: () => ({ code: '000000' }), expect: { ...BOSS_WRITE, bossA: 400, bossB: 400 } },
  groupRemove: { body: (c) => ({ groupId: String(c.group) }), expect: { ...OWNED_WRITE, bossB: 400 }, last: true },
  // Renewal (issue 12): the BOSS only; an order or shop of another tenant is a 404.
  paySubmitOrder: {
    body: (c) => ({ shopIds: String(c.tempShop), month: '1', payType: '2', price: '69.00' }),
    expect: OWNED_WRITE,
  },
  payOrderStatus: {
    body: () => ({ orderNo: 'KSA00000000000000MATRIX0000' }),
    expect: { anonymous: 401, visitor: 404, bossA: 404, bossB: 404 },
  },
  payCancelOrder: {
    body: () => ({ orderNo: 'KSA00000000000000MATRIX0000' }),
    expect: { anonymous: 401, visitor: 403, bossA: 404, bossB: 404 },
  },
  payOrderList: { expect: BOSS_READ },
  payRedeemCoupon: { body: () => ({ certNo: 'MATRIX-NO-SUCH-CODE' }), expect: BOSS_WRITE },
  payCouponInfo: { expect: BOSS_READ },
  payCouponValues: { expect: BOSS_READ },
  // The providers' notifications authenticate by signature: an unsigned one is refused whoever sends it.
  payWechatNotify: { expect: { anonymous: 401, visitor: 401, bossA: 401, bossB: 401 }, staff: { all: 401 } },
  payAlipayNotify: { expect: PUBLIC },
  translateText: { body: () => ({ to: 'en', items: [{ kind: 'title', text: '纯棉短袖' }] }), expect: BOSS_WRITE },
  translateImageSubmit: {
    body: () => ({ to: 'en', imageUrls: ['http://127.0.0.1:9/none.png'] }),
    expect: BOSS_WRITE,
  },
  // A task id of no tenant: the handler is reached (the permission holds) and answers 404.
  translateImageResult: {
    body: () => ({ taskId: 'not-a-task' }),
    expect: { anonymous: 401, visitor: 404, bossA: 404, bossB: 404 },
  },
  // An internal address is never fetched (LINK_NOT_READABLE, 400); the visitor never spends the paid detection.
  translatePdfSourceLanguage: {
    body: () => ({ url: 'http://127.0.0.1:9/none.pdf' }),
    expect: { anonymous: 401, visitor: 403, bossA: 400, bossB: 400 },
  },
  translatePdf: {
    body: () => ({ url: 'http://127.0.0.1:9/none.pdf', to: 'en' }),
    expect: { anonymous: 401, visitor: 403, bossA: 400, bossB: 400 },
  },
  translatePdfResult: {
    body: () => ({ taskId: 'not-a-task' }),
    expect: { anonymous: 401, visitor: 404, bossA: 404, bossB: 404 },
  },
  collectFromLink: { body: () => ({ url: 'https://www.ebay.com/itm/1' }), expect: BOSS_WRITE },
  // AI listing: no tenant owns draft 999999999 or batch 'none', so the handler is reached and answers 404.
  aiDraftList: { expect: USER_READ },
  aiDraftGet: { body: () => ({ id: 999999999 }), expect: { anonymous: 401, visitor: 404, bossA: 404, bossB: 404 } },
  aiDraftCreate: { body: () => ({ url: 'https://www.ebay.com/itm/1' }), expect: BOSS_WRITE },
  aiDraftUpdate: { body: () => ({ id: 999999999, title: 'x' }), expect: NO_DRAFT_WRITE },
  aiDraftDelete: { body: () => ({ id: 999999999 }), expect: NO_DRAFT_WRITE },
  aiDraftGenerate: { body: () => ({ id: 999999999 }), expect: NO_DRAFT_WRITE },
  aiDraftTranslateImages: { body: () => ({ id: 999999999 }), expect: NO_DRAFT_WRITE },
  // The matrix posts form fields: the URL list arrives as one string, so past access the body check refuses it (400).
  aiDraftAddImages: {
    body: () => ({ id: 999999999, urls: ['https://img.kwcdn.com/product/a.png'] }),
    expect: NO_DRAFT_WRITE,
  },
  aiImageStorage: { expect: USER_READ },
  aiPublish: { body: (c) => ({ ids: [999999999], shopId: c.tempShop }), expect: NO_DRAFT_WRITE },
  aiPublishProgress: {
    body: () => ({ batchId: 'none' }),
    expect: { anonymous: 401, visitor: 404, bossA: 404, bossB: 404 },
  },
  aiMarginRuleGet: { expect: USER_READ },
  aiMarginRuleSet: { body: () => ({ marginPct: 30, shipping: 5 }), expect: BOSS_WRITE },
  // No file in the body: the handler is reached and refuses with code 1.
  ossUpload: { expect: BOSS_WRITE },
  ossFile: { expect: { anonymous: 404, visitor: 404, bossA: 404, bossB: 404 }, staff: { all: 404 } },
  // The operator console: no seller token of any role opens it (admin.test.ts checks the admin side).
  adminSendCode: { body: () => ({ phone: spare() }), expect: PUBLIC },
  adminLogin: { body: () => ({ phone: spare(), code: '000000' }), expect: PUBLIC },
  adminLogout: ADMIN_ONLY,
  adminMe: ADMIN_ONLY,
  adminTenants: ADMIN_ONLY,
  adminOrders: ADMIN_ONLY,
  adminOrderProvider: ADMIN_ONLY,
  adminRefund: ADMIN_ONLY,
  adminCouponBatchCreate: ADMIN_ONLY,
  adminCouponBatches: ADMIN_ONLY,
  adminCouponBatchCodes: ADMIN_ONLY,
  adminNotices: ADMIN_ONLY,
  adminNoticeSave: ADMIN_ONLY,
  adminNoticeDelete: ADMIN_ONLY,
  adminNoticePreview: ADMIN_ONLY,
  adminRevenue: ADMIN_ONLY,
  adminAuditLog: ADMIN_ONLY,
};

const engines = await availableEngines();

describe('[AUTHZ] matrix completeness', () => {
  it('has a row for every route in the catalogue', () => {
    expect([...Object.keys(matrix), ...Object.keys(DeliveryRoutes), ...Object.keys(LabelRoutes)].sort()).toEqual(
      Object.keys(ApiRoutes).sort(),
    );
  });
});

describe('[AUTHZ] the roles table', () => {
  const defs = Object.entries(ApiRoutes) as [TRouteName, TRouteDef][];
  // Device-token calls: public to the session check, the table's roles checked against the device's user.
  const DEVICE_CALLS = [
    'deviceHeartbeat',
    'temuCredByShopId',
    'temuCredByShopIdAgent',
    'collectSave',
    'reportShopTraffic',
  ];

  it('gives every route a row that agrees with how the route authenticates', () => {
    const wrong: string[] = [];
    for (const [name, def] of defs) {
      const roles = def.roles;
      if (!roles) {
        wrong.push(`${name}: no row`);
      } else if (
        def.access === 'admin' ? JSON.stringify(roles) !== '["admin"]' : roles !== 'public' && roles.includes('admin')
      ) {
        wrong.push(`${name}: admin row ${JSON.stringify(roles)} on access ${JSON.stringify(def.access)}`);
      } else if (def.access === 'public' && roles !== 'public' && !DEVICE_CALLS.includes(name)) {
        wrong.push(`${name}: public route with a role list`);
      } else if (def.access !== 'public' && roles === 'public') {
        wrong.push(`${name}: token route marked public`);
      } else if (roles !== 'public' && def.write && roles.includes('visitor')) {
        wrong.push(`${name}: the visitor on a write`);
      } else if (
        roles !== 'public' &&
        Array.isArray(def.access) &&
        roles.some((r) => r !== 'visitor' && !def.access.includes(r as TRole))
      ) {
        wrong.push(`${name}: the table is wider than the route's own role list`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists in docs/shops-and-staff.md exactly the routes a shipper may call', () => {
    const readme = readFileSync(new URL('../../../../docs/shops-and-staff.md', import.meta.url), 'utf8');
    const listed = /<!-- shipper-routes -->([\s\S]*?)<!-- \/shipper-routes -->/.exec(readme)?.[1] ?? '';
    const inReadme = [...listed.matchAll(/`(\w+)`/g)].map((m) => m[1]).sort();
    const inTable = defs
      .filter(([, d]) => d.roles !== 'public' && d.access !== 'public' && d.roles?.includes('shipper'))
      .map(([n]) => n)
      .sort();
    expect(inReadme).toEqual(inTable);
    expect(inTable.length).toBeLessThanOrEqual(12);
  });
});

const STAFF_ACTORS: TStaffActor[] = ['managerA', 'managerACost', 'financeA', 'shipperA', 'operatorA'];
const ROLE_OF: Record<TStaffActor, TRole> = {
  managerA: 'manager',
  managerACost: 'manager',
  financeA: 'finance',
  shipperA: 'shipper',
  operatorA: 'operator',
};

/** The visitor: reads the table lets it make go as the row says; any other read is refused (writes: the row's 403). */
const visitorExpect = (name: TMatrixRoute): TExpect => {
  const def: TRouteDef = ApiRoutes[name];
  const tableRoute = def.access !== 'public' && def.access !== 'admin';
  return tableRoute && !def.write && !roleMayCall(def, 'visitor') ? 403 : matrix[name].expect.visitor;
};

/**
 * What a staff member gets unless the row says otherwise: public routes pass; role lists and
 * permissions decide next; then the shop: the shipper is assigned none, so shop-bound rows are 404.
 */
const staffExpect = (name: TMatrixRoute, actor: TStaffActor): TExpect => {
  const def: TRouteDef = ApiRoutes[name];
  const row = matrix[name];
  if (def.access === 'public') {
    return row.staff?.[actor] ?? row.staff?.all ?? 'ok';
  }
  // The contract's role table decides first (device-token routes answer 401 to a session token before it).
  if (def.access !== 'admin' && !roleMayCall(def, ROLE_OF[actor])) {
    return 403;
  }
  const granted =
    (def.permission === 'lookCost' && actor === 'managerACost') ||
    (def.permission === 'updateProName' && actor === 'managerA'); // managerA holds permission 2
  if (def.permission && !granted) {
    return 403;
  }
  const o = row.staff?.[actor] ?? row.staff?.all;
  if (o) {
    return o;
  }
  return row.shopBound && actor === 'shipperA' ? 404 : 'ok';
};

/** Any cost or profit key anywhere in a reply. */
const costKeysIn = (v: unknown, found: string[] = []): string[] => {
  if (Array.isArray(v)) {
    for (const x of v) {
      costKeysIn(x, found);
    }
  } else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if ((CostFieldKeys as readonly string[]).includes(k)) {
        found.push(k);
      }
      costKeysIn(x, found);
    }
  }
  return found;
};

// Each case walks every route for several actors (hundreds of requests): on a loaded CI machine that takes more than
// the default 30 s, so the cases get five minutes.
describe.each(engines)('[AUTHZ] route × actor on %s', { timeout: 300_000 }, (engine) => {
  let h: THarness;
  let ctx: TCtx;
  let foreignShop: number;
  const tokens: Partial<Record<TActor | TStaffActor, string>> = {};
  const snapshot = () =>
    rows(
      h.db.db,
      sql`select (select count(*)::int from shops) s, (select count(*)::int from shop_groups) g, (select count(*)::int from marketplace_accounts) a, (select count(*)::int from shop_group_members) m, (select count(*)::int from shop_staff) st, (select count(*)::int from users where role <> 'boss') u`,
    );

  beforeAll(async () => {
    h = await startHarness(engine);
    const a = await registerBoss(h);
    const b = await registerBoss(h);
    const c = await registerBoss(h);
    tokens.bossA = a.token;
    tokens.bossB = b.token;
    tokens.visitor = (await h.get('/api/auth/visitor')).body.data.token;
    const seal = sealJson(h.app.deps.config.sealKey, { password: 'x' });
    const [acc] = await h.db.db
      .insert(marketplaceAccounts)
      .values({
        bossId: a.uid,
        platform: 'temu',
        kind: 'temu_seller',
        externalId: `m-${engine}`,
        phone: a.phone,
        secretSealed: seal,
      })
      .returning();
    const [sheinAcc] = await h.db.db
      .insert(marketplaceAccounts)
      .values({ bossId: a.uid, platform: 'shein', kind: 'shein_open', externalId: `s-${engine}`, secretSealed: seal })
      .returning();
    const made = await h.db.db
      .insert(shops)
      .values([
        { bossId: a.uid, accountId: acc!.id, platform: 'temu', externalId: `mt-${engine}`, name: '矩阵店' },
        { bossId: a.uid, accountId: sheinAcc!.id, platform: 'shein', externalId: `ms-${engine}`, name: '矩阵S店' },
        { bossId: c.uid, platform: 'temu', externalId: `mc-${engine}`, name: '别家店' },
      ])
      .returning();
    foreignShop = made[2]!.id;
    // Every shop sells one SKU with a cost, so cost figures exist to leak (or not).
    for (const shop of made) {
      await h.db.db
        .insert(skcs)
        .values({ shopId: shop.id, skcId: 'matrix-skc', productId: 'p1', name: '矩阵商品', createdDay: '2024-01-01' });
      await h.db.db
        .insert(skus)
        .values({ shopId: shop.id, skuId: 'matrix-sku', skcId: 'matrix-skc', priceCents: 1000 });
      await h.db.db.insert(skuDailySales).values({
        shopId: shop.id,
        day: addDays(bjDay(h.clock.now()), -2),
        skuId: 'matrix-sku',
        skcId: 'matrix-skc',
        units: 2,
        salesCents: 2000,
      });
      await h.db.db
        .insert(skuCosts)
        .values({ shopId: shop.id, skuId: 'matrix-sku', effectiveFrom: '2000-01-01', costCents: 300 });
      await refreshShopDaily(h.db.db, shop.id, '2000-01-01', bjDay(h.clock.now()));
    }
    const [g] = await h.db.db.insert(shopGroups).values({ bossId: a.uid, name: '矩阵组' }).returning();
    const temuShop = made[0]!.id;
    // Staff actors, made through the API as a BOSS would: their code, then their own password.
    const assign = (role: 'manager' | 'finance', permissions: string) =>
      addManager(h, a.token, { temu: [temuShop], permissions: permissions ? [permissions] : [], role });
    const operator = () =>
      enrolStaff(h, a.token, 'operator', '/api/order/saveOperator', {
        entityStr: String(acc!.id),
        shopIdStr: String(temuShop),
      });
    const shipper = () => enrolStaff(h, a.token, 'shipper', '/api/auth/saveWorkerUser', {});
    tokens.managerA = (await assign('manager', '2')).token;
    tokens.managerACost = (await assign('manager', '1')).token;
    tokens.financeA = (await assign('finance', '')).token;
    tokens.operatorA = (await operator()).token;
    tokens.shipperA = (await shipper()).token;
    ctx = {
      temuUid: `m-${engine}`,
      tempShop: temuShop,
      shein: made[1]!.id,
      account: acc!.id,
      group: g!.id,
      spareManager: (await assign('manager', '')).phone,
      spareShippers: [(await shipper()).phone, (await shipper()).phone],
      spareOperators: [(await operator()).data.workId, (await operator()).data.workId],
    };
  }, 240_000);
  afterAll(async () => {
    await h?.close();
  });

  const call = async (name: TMatrixRoute, actor: TActor | TStaffActor, body?: Record<string, unknown>) => {
    const def = ApiRoutes[name];
    const row = matrix[name];
    const token = tokens[actor];
    if (name === 'logout' && actor !== 'anonymous' && actor !== 'visitor') {
      return { status: 200, body: null }; // logging out here would end the token the other rows use
    }
    const query = def.method === 'GET' && row.body ? `?${new URLSearchParams(row.body(ctx) as never)}` : '';
    return def.method === 'GET'
      ? await h.get(`${def.path}${query}`, token)
      : await h.post(def.path, body ?? row.body?.(ctx) ?? {}, token);
  };

  const judge = (want: TExpect, status: number) =>
    want === 'ok' ? ![401, 403, 404].includes(status) : status === want;

  const ordered = () =>
    (Object.keys(matrix) as TMatrixRoute[]).sort(
      (x, y) => Number(matrix[x].last ?? false) - Number(matrix[y].last ?? false),
    );

  it('denies as expected, counts rows, hides cost, and changes nothing when it denies', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const name of ordered()) {
      for (const actor of ['anonymous', 'visitor', 'bossB', ...STAFF_ACTORS] as const) {
        const res = await call(name, actor);
        const want =
          actor === 'visitor'
            ? visitorExpect(name)
            : actor === 'anonymous' || actor === 'bossB'
              ? matrix[name].expect[actor]
              : staffExpect(name, actor);
        if (!judge(want, res.status)) {
          failures.push(`${name} as ${actor}: ${res.status}, expected ${want}`);
        }
        const data = (res.body as { data?: unknown } | null)?.data;
        if (actor === 'bossB' && matrix[name].bossBSeesNothing && Array.isArray(data) && data.length > 0) {
          failures.push(`${name} as bossB sees ${data.length} rows of another tenant`);
        }
        // A's staff phones never show up in another tenant's lists.
        if (
          actor === 'bossB' &&
          [ctx.spareManager, ...ctx.spareShippers].some((p) => JSON.stringify(data ?? '').includes(p))
        ) {
          failures.push(`${name} as bossB sees A's staff`);
        }
        const n = matrix[name].counts?.[actor];
        if (n !== undefined && ((res.body as any)?.data?.length ?? -1) !== n) {
          failures.push(`${name} as ${actor}: ${(res.body as any)?.data?.length} rows, expected ${n}`);
        }
        const leaked = actor === 'managerACost' ? [] : costKeysIn(res.body);
        if (actor !== 'visitor' && leaked.length) {
          failures.push(`${name} as ${actor} leaks ${leaked.join(',')}`);
        }
      }
    }
    const after = await snapshot();
    expect(failures).toEqual([]);
    // Denied calls and bossB's own writes (a new group or staff of its own aside) leave A's data alone.
    expect((after[0] as any).s).toBe((before[0] as any).s);
    expect((after[0] as any).a).toBe((before[0] as any).a);
    expect((after[0] as any).m).toBe((before[0] as any).m);
    expect((after[0] as any).st).toBe((before[0] as any).st);
  }, 240_000);

  it('shows cost to the BOSS and to staff with lookCost', async () => {
    for (const actor of ['bossA', 'managerACost'] as const) {
      const res = await call('shopInfo', actor);
      expect(res.body!.data.last30.costCents).toBe(600);
      expect(res.body!.data.last30.profitCents).toBe(1400);
      const list = await call('productInfoList', actor);
      expect(typeof list.body!.data.list[0].costCents).toBe('number');
    }
  });

  it('checks every shop-bound route against own shop, another shop of the BOSS and another BOSS’s shop', async () => {
    const bound = (Object.keys(matrix) as TMatrixRoute[]).filter((n) => matrix[n].shopBound);
    expect(bound.length).toBeGreaterThanOrEqual(4);
    const failures: string[] = [];
    const targets = { own: () => ctx.tempShop, sibling: () => ctx.shein, foreign: () => foreignShop };
    for (const name of bound) {
      for (const actor of ['bossA', 'bossB', ...STAFF_ACTORS] as const) {
        for (const [target, id] of Object.entries(targets)) {
          const base = matrix[name].body!(ctx);
          const body = { ...base, shopId: String(id()) };
          const res = await call(name, actor, body);
          const access = actor.startsWith('boss')
            ? matrix[name].expect[actor as TActor]
            : staffExpect(name, actor as TStaffActor);
          // Access refusals (403) come first; past them, only own shops (and, for the BOSS, all of theirs) are visible.
          const want: TExpect =
            access === 403
              ? 403
              : actor === 'bossA'
                ? target === 'foreign'
                  ? 404
                  : 'ok'
                : actor === 'bossB' || actor === 'shipperA' || target !== 'own'
                  ? 404
                  : 'ok';
          if (!judge(want, res.status)) {
            failures.push(`${name} as ${actor} on ${target}: ${res.status}, expected ${want}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('lets the owner through on every row', async () => {
    const failures: string[] = [];
    for (const name of ordered()) {
      const res = await call(name, 'bossA');
      if (!judge(matrix[name].expect.bossA, res.status)) {
        failures.push(`${name} as bossA: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
