import { z } from 'zod';
import type { Errors } from './errors.js';
import { parseShopIds } from './fields.js';
import { Limits } from './limits.js';

/** Spec data §9: payType 2 is WeChat Pay (Native QR), 1 Alipay (page pay). */
export const PayType = { alipay: 1, wechat: 2 } as const;
export type TPayType = (typeof PayType)[keyof typeof PayType];

export const RenewalOrderStates = ['created', 'paid', 'applied', 'closed', 'refunded'] as const;
export type TRenewalOrderState = (typeof RenewalOrderStates)[number];

const FEN_PER_YUAN = 100;

/**
 * Spec §9: 69 per month per shop, less the coupon value for each redeemed coupon, never below 0; in fen
 * (minor units of CNY). The one price rule: the server charges it, the modal shows it.
 */
export const renewalPriceFen = (
  months: number,
  shopCount: number,
  couponCount: number,
  couponValueFen: number = Limits.renewal.couponDiscount * FEN_PER_YUAN,
  monthlyFen: number = Limits.renewal.monthlyPrice * FEN_PER_YUAN,
): number => Math.max(0, monthlyFen * months * shopCount - couponValueFen * couponCount);

/** 13800 → "138.00": yuan with two decimals, as the spec shows totals and Alipay takes total_amount. */
export const fenToYuanText = (fen: number): string =>
  `${Math.floor(fen / FEN_PER_YUAN)}.${String(fen % FEN_PER_YUAN).padStart(2, '0')}`;

/** "138", "138.5", "138.00" (or the number 138.5) → fen; null when not a non-negative amount with ≤ 2 decimals. */
export const yuanTextToFen = (v: unknown): number | null => {
  const s = typeof v === 'number' && Number.isFinite(v) ? v.toFixed(2) : v;
  if (typeof s !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(s.trim())) {
    return null;
  }
  const [whole = '0', frac = ''] = s.trim().split('.');
  return Number(whole) * FEN_PER_YUAN + Number(frac.padEnd(2, '0'));
};

const CN_OFFSET_MS = 8 * 3_600_000;

/**
 * Adds calendar months in Beijing time (China has no daylight saving), keeping the time of day; a day the target
 * month lacks becomes its last day (Jan 31 + 1 month = Feb 28/29).
 */
export const addMonthsCn = (from: Date, months: number): Date => {
  const local = new Date(from.getTime() + CN_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const target = Date.UTC(
    y,
    m,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(target - CN_OFFSET_MS);
};

/** Spec §9: a renewal starts now when the shop has expired (or never had an expiry), else at its current expiry. */
export const renewalStartAt = (expireAt: Date | null, now: Date): Date =>
  expireAt && expireAt.getTime() > now.getTime() ? expireAt : now;

/** The expiry a shop gets from a renewal of `months` applied at `now`. */
export const renewedExpiry = (expireAt: Date | null, now: Date, months: number): Date =>
  addMonthsCn(renewalStartAt(expireAt, now), months);

const msg = (id: keyof typeof Errors) => id;

const idList = (required: boolean) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? [] : (parseShopIds(v) ?? v)),
    z
      .array(z.number().int().positive(), { error: msg('BAD_REQUEST') })
      .max(1000, { error: msg('BAD_REQUEST') })
      .refine((a) => !required || a.length > 0, { error: msg('RENEW_SHOPS_REQUIRED') }),
  );

const months = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,4}$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: msg('RENEW_MONTH_INVALID') })
      .int({ error: msg('RENEW_MONTH_INVALID') })
      .min(Limits.renewal.monthsMin, { error: msg('RENEW_MONTH_INVALID') })
      .max(Limits.renewal.monthsMax, { error: msg('RENEW_MONTH_INVALID') }),
  );

const payType = () =>
  z.preprocess(
    (v) => (v === '1' || v === '2' ? Number(v) : v),
    z.union([z.literal(PayType.alipay), z.literal(PayType.wechat)], { error: msg('PAY_TYPE_INVALID') }),
  );

/** A code the seller typed: letters, digits and dashes. */
export const ZCouponCodeSchema = z
  .string({ error: msg('COUPON_EMPTY') })
  .trim()
  .min(1, { error: msg('COUPON_EMPTY') })
  .max(64, { error: msg('COUPON_NOT_FOUND') })
  .regex(/^[A-Za-z0-9-]+$/, { error: msg('COUPON_NOT_FOUND') });

/** The spec's submitOrder payload; `shopIds` is the array of shopId (a list or 'a,b'), price in yuan. */
export const ZSubmitOrderRequestSchema = z.object({
  shopIds: idList(true),
  temuUid: z.preprocess((v) => (v === null || v === undefined ? undefined : String(v)), z.string().max(64).optional()),
  month: months(),
  payType: payType(),
  price: z.preprocess(
    (v) => yuanTextToFen(v) ?? v,
    z.number({ error: msg('RENEW_PRICE_FORMAT') }).int({ error: msg('RENEW_PRICE_FORMAT') }),
  ),
  couponIds: idList(false).optional(),
  pageUrl: z.string().max(2000).optional(),
});
export type TSubmitOrderRequest = z.input<typeof ZSubmitOrderRequestSchema>;

export const ZOrderNoQuerySchema = z.object({
  orderNo: z
    .string({ error: msg('PAY_ORDER_NOT_FOUND') })
    .trim()
    .regex(/^[0-9A-Za-z]{6,32}$/, { error: msg('PAY_ORDER_NOT_FOUND') }),
});

export const ZSubmitOrderResultSchema = z.object({
  orderNo: z.string(),
  payType: z.number().int(),
  /** WeChat: the weixin://wxpay/bizpayurl?pr=… to render as a QR code. */
  codeUrl: z.string().nullable(),
  /** Alipay: the cashier page (open in an iframe or a new window). */
  payUrl: z.string().nullable(),
  totalPrice: z.string(),
  amountFen: z.number().int(),
  currency: z.string(),
  month: z.number().int(),
  state: z.enum(RenewalOrderStates),
  expireAt: z.string(),
});
export type TSubmitOrderResult = z.infer<typeof ZSubmitOrderResultSchema>;

export const ZRenewalOrderShopSchema = z.object({
  shopId: z.number().int().nullable(),
  platform: z.string(),
  mallName: z.string(),
  expireBefore: z.string().nullable(),
  expireAfter: z.string().nullable(),
});

export const ZRenewalOrderSchema = z.object({
  orderNo: z.string(),
  payType: z.number().int(),
  state: z.enum(RenewalOrderStates),
  month: z.number().int(),
  totalPrice: z.string(),
  amountFen: z.number().int(),
  currency: z.string(),
  unitPrice: z.string(),
  couponCount: z.number().int(),
  couponValue: z.string(),
  shops: z.array(ZRenewalOrderShopSchema),
  providerTradeNo: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  expireAt: z.string(),
});
export type TRenewalOrder = z.infer<typeof ZRenewalOrderSchema>;

export const ZOrderListRequestSchema = z.object({
  pageIndex: z.coerce
    .number({ error: msg('BAD_REQUEST') })
    .int()
    .min(1)
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: msg('PAGE_SIZE_INVALID') })
    .int()
    .min(1)
    .max(100)
    .default(Limits.pageSize),
});
export const ZOrderListSchema = z.object({ total: z.number().int(), list: z.array(ZRenewalOrderSchema) });

export const ZRedeemCouponQuerySchema = z.object({ certNo: ZCouponCodeSchema });

/** A redeemed coupon not yet used by a paid order (getCouponInfo). */
export const ZCouponSchema = z.object({
  couponId: z.number().int(),
  couponNo: z.string(),
  value: z.string(),
  valueFen: z.number().int(),
  /** Held by an open order (released if that order is cancelled or expires). */
  reservedBy: z.string().nullable(),
  redeemedAt: z.string().nullable(),
});
export type TCoupon = z.infer<typeof ZCouponSchema>;

/** destructionCet: the coupon, and whether it was already this BOSS's ('该券码已核销，可直接使用') or just redeemed ('核销成功'). */
export const ZRedeemCouponResultSchema = z.object({ coupon: ZCouponSchema, alreadyRedeemed: z.boolean() });

export const ZCouponValuesSchema = z.object({
  couponValue: z.string(),
  couponValueFen: z.number().int(),
  onePrice: z.string(),
  onePriceFen: z.number().int(),
  monthsMin: z.number().int(),
  monthsMax: z.number().int(),
});

/** The order-finished push (topic Topics.orderFinished): ok, or the error that ended the wait. */
export const ZOrderFinishedMessageSchema = z.object({
  orderNo: z.string(),
  ok: z.boolean(),
  state: z.enum(RenewalOrderStates),
  errorId: z.string().optional(),
  msg: z.string().optional(),
});
export type TOrderFinishedMessage = z.infer<typeof ZOrderFinishedMessageSchema>;
