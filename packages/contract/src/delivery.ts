import { z } from 'zod';
import { issue } from './errors.js';
import type { TRouteDef } from './route-def.js';

const bad = { error: issue('BAD_REQUEST') };

/**
 * The delivery centre's statuses (spec data-and-tools §9), in its words:
 * 1 仓库打包待确认, 2 仓库发货待确认, 3 仓库已发货, 4 发货单已取消.
 */
export const DeliveryStatus = { packPending: 1, shipPending: 2, shipped: 3, cancelled: 4 } as const;
export type TDeliveryStatus = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];
export const DeliveryStatusLabel: Record<TDeliveryStatus, string> = {
  1: '仓库打包待确认',
  2: '仓库发货待确认',
  3: '仓库已发货',
  4: '发货单已取消',
};
/** Shipping type filter (§9): 2 全部, 0 自发, 1 工厂直发. */
export const ShipType = { all: 2, self: 0, factory: 1 } as const;
export const ShipTypeLabel: Record<0 | 1 | 2, string> = { 2: '全部', 0: '自发', 1: '工厂直发' };
/** Tabs (§9 column visibility by tab): 1 备货单, 2 发货单, 3 收货结果. */
export const DeliveryTab = { stock: 1, ship: 2, receipt: 3 } as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, bad);
const sn = z.string().trim().min(1, bad).max(64, bad);
/** A client-chosen key per action (UUID or similar): a repeated key answers the first result. */
const idemKey = z.string().trim().min(8, bad).max(80, bad);
const shopId = z.coerce.number().int().positive(bad);

export const ZDeliveryListRequestSchema = z.object({
  tab: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .default(1),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]))
    .optional(),
  shipType: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
    .default(2),
  shopIds: z.array(shopId).max(1000, bad).optional(),
  /** Purchase (order) day range, Beijing days inclusive. */
  startDate: day.optional(),
  endDate: day.optional(),
  /** SKU id, SKU code, SKC id, stock-order or shipping-order number (contains). */
  keyword: z.string().trim().max(64, bad).optional(),
  /** Today's work only: open orders due by today (the shipper app). */
  dueByToday: z.boolean().optional(),
  pageNo: z.coerce.number().int().min(1, bad).default(1),
  pageSize: z.coerce.number().int().min(1, bad).max(500, bad).default(10),
});
export type TDeliveryListRequest = z.input<typeof ZDeliveryListRequestSchema>;

export const ZDeliveryRowSchema = z.object({
  shopId: z.number(),
  shopName: z.string(),
  platform: z.enum(['temu', 'shein']),
  orderSn: z.string(),
  skcId: z.string(),
  productName: z.string(),
  picture: z.string().nullable(),
  urgent: z.boolean(),
  warehouseName: z.string(),
  purchaseAt: z.string(),
  requiredDay: z.string(),
  /** 'overdue' | 'today' | null: open orders past or at their required arrival day. */
  due: z.enum(['overdue', 'today']).nullable(),
  marketStatus: z.number(),
  status: z.number(),
  shipType: z.number(),
  quantity: z.number(),
  skus: z.array(z.object({ skuId: z.string(), extCode: z.string(), className: z.string(), quantity: z.number() })),
  /** Whether our actions can go back to the marketplace for this shop (Temu with an Open API token). */
  actionable: z.boolean(),
  ship: z
    .object({
      deliverySn: z.string(),
      marketStatus: z.number(),
      packed: z.boolean(),
      packageCount: z.number(),
      expressCompany: z.string().nullable(),
      trackingNo: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
      receivedAt: z.string().nullable(),
      receivedQty: z.number(),
      rejectedQty: z.number(),
      photoCount: z.number(),
    })
    .nullable(),
});
export type TDeliveryRow = z.infer<typeof ZDeliveryRowSchema>;

export const ZDeliveryListSchema = z.object({
  total: z.number(),
  /** Rows per status under the other filters (the status tabs' badges). */
  counts: z.record(z.string(), z.number()),
  list: z.array(ZDeliveryRowSchema),
});

export const ZDeliveryShopRequestSchema = z.object({ shopId });
export const ZLogisticsCompaniesSchema = z.array(z.object({ id: z.number(), name: z.string() }));

export const ZCreateShipOrderRequestSchema = z.object({
  shopId,
  orderSns: z.array(sn).min(1, bad).max(50, bad),
  packageCount: z.coerce.number().int().min(1, bad).max(999, bad).default(1),
  idemKey,
});
export const ZConfirmPackingRequestSchema = z.object({
  shopId,
  deliverySn: sn,
  packageCount: z.coerce.number().int().min(1, bad).max(999, bad),
  /** Package photos as data URLs (JPEG/PNG/WebP), at most 6 of ≤ 400 kB each. */
  photos: z
    .array(
      z
        .string()
        .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/, bad)
        .max(560_000, bad),
    )
    .max(6, bad)
    .default([]),
  idemKey,
});
export const ZFillLogisticsRequestSchema = z.object({
  shopId,
  deliverySn: sn,
  expressCompanyId: z.coerce.number().int().positive(bad),
  trackingNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, bad),
  idemKey,
});
export const ZCancelShipOrderRequestSchema = z.object({ shopId, deliverySn: sn, idemKey });
export const ZSetShipTypeRequestSchema = z.object({
  shopId,
  orderSns: z.array(sn).min(1, bad).max(500, bad),
  shipType: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])),
});
export const ZDeliveryActionResultSchema = z.object({
  action: z.string(),
  /** true when this key had been seen: nothing was done again. */
  replayed: z.boolean(),
  result: z.unknown(),
});
export const ZShipperShopsRequestSchema = z.object({ phone: z.string().regex(/^1[3-9]\d{9}$/, bad) });
export const ZSetShipperShopsRequestSchema = z.object({
  phone: z.string().regex(/^1[3-9]\d{9}$/, bad),
  shopIds: z.array(shopId).max(1000, bad),
});
export const ZShipperShopsSchema = z.object({ shopIds: z.array(z.number()) });

const STAFF_WRITE = ['boss', 'manager', 'finance', 'operator', 'shipper'] as const;
const d = (path: string, write: boolean, summary: string, access: TRouteDef['access'] = 'user'): TRouteDef => ({
  method: 'POST',
  path,
  access: write && access === 'user' ? STAFF_WRITE : access,
  write,
  tag: 'delivery',
  summary,
});

/** The delivery centre's routes; routes.ts spreads them into the catalogue. */
export const DeliveryRoutes = {
  deliveryList: d('/api/delivery/list', false, '物流助手：备货单/发货单列表（状态、发货类型、店铺、日期、关键词筛选）'),
  deliveryLogistics: d('/api/delivery/logisticsCompanies', false, '物流公司列表（Temu）'),
  deliveryRefresh: d('/api/delivery/refresh', true, '立即从平台同步该店铺的备货单与发货单'),
  deliveryCreateShipOrder: d('/api/delivery/createShipOrder', true, '由备货单创建发货单（幂等：idemKey）'),
  deliveryConfirmPacking: d('/api/delivery/confirmPacking', true, '确认装箱（箱数、包裹照片；幂等）'),
  deliveryFillLogistics: d('/api/delivery/fillLogistics', true, '填写物流并发货（幂等）'),
  deliveryCancel: d('/api/delivery/cancel', true, '取消未发出的发货单（幂等）'),
  deliverySetShipType: d('/api/delivery/setShipType', true, '设置备货单发货类型（自发/工厂直发）'),
  deliveryShipperShops: d('/api/delivery/getShipperShops', false, '某仓库发货员负责的店铺', ['boss']),
  deliverySetShipperShops: d('/api/delivery/setShipperShops', true, '设置仓库发货员负责的店铺', ['boss']),
} as const satisfies Record<string, TRouteDef>;
