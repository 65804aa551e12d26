import { z } from 'zod';
import type { TRouteDef } from './route-def.js';

/**
 * The desktop helper and the browser plugin (spec accounts-and-shops §1, §4, §7; data-and-tools §2, §7).
 * Each installation registers as a device and gets its own token: scoped to device calls, revocable from the
 * BOSS's device list, never the user's session token.
 */

/** Ports on the user's machine (spec §7): the helper's proxy and its websocket. */
export const HELPER_PROXY_PORT = 36186;
export const HELPER_WS_PORT = 36187;
/** The header naming the host a proxied request goes to (data-and-tools §7). */
export const HELPER_TARGET_HOST_HEADER = 'target-host';
/** The header a device sends its token in (never `Authorization`, which is the user's session). */
export const DEVICE_TOKEN_HEADER = 'x-device-token';
/** The helper's answer when a user's image folder was never created (data-and-tools §8 turns it into a warning). */
export const FOLDER_NOT_FOUND_MSG = 'folder does not exist';
/** Reconnect period of the helper link (spec §4, §9). */
export const HELPER_RETRY_MS = 5_000;
/** After this long on the site without a helper, the software-not-installed warning shows (spec §9). */
export const HELPER_INSTALL_CHECK_MS = 30 * 60_000;

export const DeviceKinds = ['helper', 'extension'] as const;
export type TDeviceKind = (typeof DeviceKinds)[number];

export const RegisterDeviceBody = z.object({
  kind: z.enum(DeviceKinds),
  name: z.string().trim().min(1).max(64),
  platform: z.string().trim().max(32).default(''),
});
export type TRegisterDeviceBody = z.infer<typeof RegisterDeviceBody>;

export type TRegisteredDevice = { deviceId: number; token: string };

export type TDeviceRow = {
  deviceId: number;
  kind: TDeviceKind;
  name: string;
  platform: string;
  /** The phone of the user who registered it (a BOSS sees the devices of the staff too). */
  phone: string;
  createdAt: string;
  lastSeenAt: string | null;
  current: boolean;
};

/** One row of the device list. */
export const ZDeviceRowSchema = z.object({
  deviceId: z.number(),
  kind: z.enum(DeviceKinds),
  name: z.string(),
  platform: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  current: z.boolean(),
});

export const DeviceIdBody = z.object({ deviceId: z.coerce.number().int().positive() });

/** shopId in the body or (getTemuCredByShopIdAgent?shopId) the query. */
export const TemuCredQuery = z.object({ shopId: z.coerce.number().int().positive().optional() });
export const TemuCredBody = z.object({ shopId: z.coerce.number().int().positive().optional() });

export const ZTemuCredSchema = z.object({
  shopId: z.number(),
  mallId: z.string(),
  mallName: z.string(),
  session: z.string(),
  expiresAt: z.string(),
  backOfficeUrl: z.string(),
  sessionHeader: z.string(),
});

/**
 * What the plugin gets to open one shop's back office: the seller-centre session and the mall, never the password.
 * `expiresAt` is when the plugin must drop it (at most SHORT_CRED_MINUTES from the hand-over).
 */
export type TTemuCred = {
  shopId: number;
  mallId: string;
  mallName: string;
  session: string;
  expiresAt: string;
  /** The seller centre the session is for, and the request header it travels in (the plugin sets it there only). */
  backOfficeUrl: string;
  sessionHeader: string;
};
export const SHORT_CRED_MINUTES = 30;

/** The messages of the local websocket (36187). The web sends `token`; the helper answers with `status`. */
export type THelperWsIn = { type: 'token'; sys_uid: string; inine_token: string } | { type: 'ping' };
export type THelperWsOut = {
  type: 'status';
  version: string;
  /** The uid the last token report named, or null before one arrived. */
  uid: string | null;
  registered: boolean;
};

const device = (path: string, write: boolean, summary: string): TRouteDef => ({
  method: 'POST',
  path,
  access: 'user',
  write,
  tag: 'devices',
  summary,
});

export const DeviceRoutes = {
  registerDevice: device('/api/device/register', true, '登记桌面助手或浏览器插件，返回该设备专用令牌（可单独注销）'),
  listDevices: device('/api/device/list', false, '设备列表：BOSS 看到本账号及员工的设备，员工只看到自己的'),
  deviceHeartbeat: {
    ...device('/api/device/heartbeat', true, '设备心跳（设备令牌鉴权，x-device-token）：令牌有效时返回设备编号'),
    // The device token, not a user session, authenticates it; the service checks it.
    access: 'public',
  },
  revokeDevice: device('/api/device/revoke', true, '注销（退出）某台设备，其令牌立即失效'),
  temuCredByShopId: {
    ...device(
      '/api/auth/getTemuCredByShopId',
      false,
      'BOSS 的插件登录 Temu 后台：服务器用主账号登录，返回该店铺的短期会话（不含密码；设备令牌鉴权）',
    ),
    access: 'public',
  },
  temuCredByShopIdAgent: {
    ...device(
      '/api/auth/getTemuCredByShopIdAgent',
      false,
      '店长/财务的插件登录 Temu 后台：主账号的会话能打开其全部店铺，仅当这些店铺都已分配给他才发放；发货员、运营不发放（未分配的店铺 404；设备令牌鉴权）',
    ),
    access: 'public',
  },
  collectSave: {
    ...device(
      '/api/collect/save',
      true,
      '插件“采集”：把货源网站的商品（标题、图片、SKU、价格、属性、来源链接）存入采集箱（设备令牌鉴权）',
    ),
    access: 'public',
  },
  collectList: device('/api/collect/list', false, '采集箱：BOSS 看到全部，员工只看到自己采集的商品'),
  bossHasDevice: device('/api/auth/getBossHasAtLeastOneDevice', false, 'BOSS 是否至少有一台已登记的桌面助手/插件'),
  bossHasDeviceOrder: device('/api/order/getBossHasAtLeastOneDevice', false, '同上（旧路径）'),
} as const satisfies Record<string, TRouteDef>;

/** The nine source sites the plugin collects from (issue 16). */
export const SourceSites = [
  '1688',
  'amazon',
  'temu',
  'aliexpress',
  'lazada',
  'shein',
  'walmart',
  'shopee',
  'mercadolibre',
] as const;
export type TSourceSite = (typeof SourceSites)[number];

const httpUrl = z
  .string()
  .max(2000)
  .refine((u) => /^https?:\/\//.test(u), { error: 'http(s) URL expected' });

export const CollectSku = z.object({
  skuId: z.string().trim().min(1).max(100),
  /** The variant's options as shown, e.g. '红色 / XL'. */
  name: z.string().trim().max(200).default(''),
  price: z.number().nonnegative().max(10_000_000),
  stock: z.number().int().nonnegative().nullable().default(null),
  image: httpUrl.nullable().default(null),
});
export const CollectProductBody = z.object({
  site: z.enum(SourceSites),
  sourceUrl: httpUrl,
  sourceId: z.string().trim().min(1).max(100),
  title: z.string().trim().min(1).max(500),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/),
  images: z.array(httpUrl).min(1).max(50),
  skus: z.array(CollectSku).min(1).max(500),
  attributes: z
    .array(z.object({ name: z.string().trim().min(1).max(100), value: z.string().trim().max(500) }))
    .max(100),
});
export type TCollectProductBody = z.infer<typeof CollectProductBody>;
export type TCollectedProduct = TCollectProductBody & { id: number; phone: string; collectedAt: string };
