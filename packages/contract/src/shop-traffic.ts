import { z } from 'zod';
import { issue } from './errors.js';
import { dash, r, type TRouteDef } from './route-def.js';

/**
 * Seller-centre data the marketplaces' open APIs lack, collected by the browser plugin in the seller's logged-in
 * Temu seller-centre tab (issue 16; research §1.7: no traffic in the open API, and our server's seller-centre sync
 * does not read it either). Today: 流量分析, the shop's daily traffic.
 */

/** A report carries at most this many days (the seller centre's page shows 30; a quarter leaves room). */
export const TRAFFIC_REPORT_MAX_DAYS = 92;
/** How far back a reported day may lie (Beijing days before today). */
export const TRAFFIC_MAX_AGE_DAYS = 400;
const COUNT_MAX = 2_000_000_000;

const bad = issue('BAD_REQUEST');
const count = z.number({ error: bad }).int({ error: bad }).min(0, { error: bad }).max(COUNT_MAX, { error: bad });

/** A real calendar day written YYYY-MM-DD (2025-02-30 is refused). */
export const isCalendarDay = (s: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) {
    return false;
  }
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** One shop-day as 流量分析 shows it: 曝光量, 点击量, 商品访客数, 加购人数, 支付买家数. */
export const ZTrafficDaySchema = z.object({
  day: z.string({ error: bad }).refine(isCalendarDay, { error: bad }),
  exposure: count,
  clicks: count,
  visitors: count,
  addToCart: count,
  buyers: count,
});
export type TTrafficDay = z.infer<typeof ZTrafficDaySchema>;

/** What the plugin sends for one mall (Temu's mallId, as the seller centre names it). */
export const ZReportTrafficSchema = z.object({
  platform: z.literal('temu', { error: bad }),
  mallId: z.string({ error: bad }).regex(/^\d{1,20}$/, { error: bad }),
  days: z
    .array(ZTrafficDaySchema, { error: bad })
    .min(1, { error: bad })
    .max(TRAFFIC_REPORT_MAX_DAYS, { error: bad })
    .refine((days) => new Set(days.map((d) => d.day)).size === days.length, { error: bad }),
});
export type TReportTraffic = z.infer<typeof ZReportTrafficSchema>;

export const ZReportTrafficResultSchema = z.object({
  /** Our shop id (the API's mallId elsewhere), its name, the days stored and when. */
  shopId: z.number().int(),
  mallName: z.string(),
  days: z.number().int(),
  collectedAt: z.string(),
});

const totals = {
  exposure: z.number().int(),
  clicks: z.number().int(),
  visitors: z.number().int(),
  addToCart: z.number().int(),
  buyers: z.number().int(),
  /** buyers / visitors, 0..1; null without visitors. */
  conversion: z.number().nullable(),
};

/** /home: the plugin's figures over the range, per shop with when they were collected, and the shops it lacks. */
export const ZPluginTrafficSchema = z.object({
  from: z.string(),
  to: z.string(),
  ...totals,
  /** The latest collection among the shops (null when the plugin sent nothing for the range). */
  collectedAt: z.string().nullable(),
  shops: z.array(
    z.object({
      mallId: z.number().int(),
      mallName: z.string(),
      ...totals,
      /** Days of the range the plugin reported. */
      days: z.number().int(),
      collectedAt: z.string(),
    }),
  ),
  /** Shops of the scope without any plugin data in the range. */
  missing: z.array(z.object({ mallId: z.number().int(), mallName: z.string() })),
});
export type TPluginTraffic = z.infer<typeof ZPluginTrafficSchema>;

export const ShopTrafficRoutes = {
  reportShopTraffic: r({
    method: 'POST',
    path: '/api/plugin/reportShopTraffic',
    // The device token (x-device-token), not a user session, authenticates it; the service checks it.
    access: 'public',
    write: true,
    tag: 'devices',
    summary:
      '插件上报卖家中心“流量分析”的每日流量（曝光、点击、访客、加购、支付买家；JSON，设备令牌鉴权）：只能上报调用者可见的店铺，任一字段不合法则整批不保存',
  }),
  pluginTraffic: dash(
    '/api/order/getPluginTraffic',
    '插件采集的流量（开放接口没有）：区间合计、各店铺及采集时间、未采集的店铺',
  ),
} as const satisfies Record<string, TRouteDef>;
