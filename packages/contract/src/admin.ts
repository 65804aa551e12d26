import { z } from 'zod';
import { RenewalOrderStates, yuanTextToFen } from './billing.js';
import type { TErrorId } from './errors.js';
import { codeField, phoneField } from './fields.js';

const msg = (id: TErrorId) => id;

/** Admin tokens live this long; an operator logs in again each working day. */
export const ADMIN_TOKEN_HOURS = 12;
/** Admin tokens carry this prefix, so a seller route can tell one apart without a lookup. */
export const ADMIN_TOKEN_PREFIX = 'adm_';
export const COUPON_BATCH_MAX = 1000;

const page = {
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
    .default(20),
};

export const ZAdminSendCodeRequestSchema = z.object({ phone: phoneField() });
export const ZAdminLoginRequestSchema = z.object({ phone: phoneField(), code: codeField() });
export const ZAdminTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export const ZAdminMeSchema = z.object({ adminId: z.number().int(), phone: z.string() });

export const ZAdminTenantsRequestSchema = z.object({ keyword: z.string().trim().max(40).optional(), ...page });
export const ZAdminTenantSchema = z.object({
  bossId: z.number().int(),
  phone: z.string().nullable(),
  nickName: z.string(),
  createdAt: z.string(),
  shops: z.array(
    z.object({
      shopId: z.number().int(),
      platform: z.string(),
      name: z.string(),
      expireAt: z.string().nullable(),
    }),
  ),
  orderCount: z.number().int(),
  paidFen: z.number().int(),
});
export type TAdminTenant = z.infer<typeof ZAdminTenantSchema>;
export const ZAdminTenantsSchema = z.object({ total: z.number().int(), list: z.array(ZAdminTenantSchema) });

export const ZAdminOrdersRequestSchema = z.object({
  bossId: z.coerce.number().int().positive().optional(),
  orderNo: z.string().trim().max(32).optional(),
  ...page,
});
export const RefundStates = ['requested', 'processing', 'success', 'failed'] as const;
export const ZAdminRefundSchema = z.object({
  refundNo: z.string(),
  amountFen: z.number().int(),
  reason: z.string(),
  state: z.enum(RefundStates),
  providerRefundId: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TAdminRefund = z.infer<typeof ZAdminRefundSchema>;
export const ZAdminOrderSchema = z.object({
  orderNo: z.string(),
  bossId: z.number().int(),
  bossPhone: z.string().nullable(),
  payType: z.number().int(),
  state: z.enum(RenewalOrderStates),
  month: z.number().int(),
  amountFen: z.number().int(),
  refundedFen: z.number().int(),
  currency: z.string(),
  providerTradeNo: z.string().nullable(),
  shops: z.array(
    z.object({
      platform: z.string(),
      mallName: z.string(),
      expireBefore: z.string().nullable(),
      expireAfter: z.string().nullable(),
    }),
  ),
  refunds: z.array(ZAdminRefundSchema),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TAdminOrder = z.infer<typeof ZAdminOrderSchema>;
export const ZAdminOrdersSchema = z.object({ total: z.number().int(), list: z.array(ZAdminOrderSchema) });

export const ZAdminOrderNoSchema = z.object({
  orderNo: z
    .string({ error: msg('PAY_ORDER_NOT_FOUND') })
    .trim()
    .regex(/^[0-9A-Za-z]{6,32}$/, { error: msg('PAY_ORDER_NOT_FOUND') }),
});
/** What the provider says right now (asked live). */
export const ZAdminProviderStatusSchema = z.object({
  orderNo: z.string(),
  provider: z.enum(['wechatpay', 'alipay']),
  tradeState: z.string(),
  tradeNo: z.string().nullable(),
  amountFen: z.number().int().nullable(),
  refunds: z.array(z.object({ refundNo: z.string(), state: z.string(), amountFen: z.number().int() })),
});
export type TAdminProviderStatus = z.infer<typeof ZAdminProviderStatusSchema>;

export const ZAdminRefundRequestSchema = ZAdminOrderNoSchema.extend({
  /** Yuan, e.g. "69.00"; the whole refundable amount when omitted. */
  amount: z
    .preprocess(
      (v) => (v === '' || v === null || v === undefined ? undefined : (yuanTextToFen(v) ?? v)),
      z
        .number({ error: msg('REFUND_AMOUNT_INVALID') })
        .int({ error: msg('REFUND_AMOUNT_INVALID') })
        .optional(),
    )
    .optional(),
  reason: z
    .string({ error: msg('REFUND_REASON_REQUIRED') })
    .trim()
    .min(1, { error: msg('REFUND_REASON_REQUIRED') })
    .max(80, { error: msg('REFUND_REASON_REQUIRED') }),
});
export const ZAdminRefundResultSchema = z.object({ order: ZAdminOrderSchema, refund: ZAdminRefundSchema });

export const ZCouponBatchCreateSchema = z.object({
  count: z.coerce
    .number({ error: msg('COUPON_BATCH_COUNT_INVALID') })
    .int({ error: msg('COUPON_BATCH_COUNT_INVALID') })
    .min(1, { error: msg('COUPON_BATCH_COUNT_INVALID') })
    .max(COUPON_BATCH_MAX, { error: msg('COUPON_BATCH_COUNT_INVALID') }),
  value: z.preprocess(
    (v) => yuanTextToFen(v) ?? v,
    z
      .number({ error: msg('COUPON_VALUE_INVALID') })
      .int({ error: msg('COUPON_VALUE_INVALID') })
      .min(1, { error: msg('COUPON_VALUE_INVALID') })
      .max(1_000_000, { error: msg('COUPON_VALUE_INVALID') }),
  ),
  note: z.string().trim().max(100).default(''),
});
export const ZCouponBatchSchema = z.object({
  batchId: z.number().int(),
  valueFen: z.number().int(),
  count: z.number().int(),
  redeemed: z.number().int(),
  used: z.number().int(),
  note: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TCouponBatch = z.infer<typeof ZCouponBatchSchema>;
export const ZCouponBatchListSchema = z.array(ZCouponBatchSchema);
export const ZCouponBatchIdSchema = z.object({
  batchId: z.coerce
    .number({ error: msg('COUPON_BATCH_NOT_FOUND') })
    .int()
    .positive(),
});
export const ZBatchCodeSchema = z.object({
  code: z.string(),
  valueFen: z.number().int(),
  redeemedByBossId: z.number().int().nullable(),
  redeemedByPhone: z.string().nullable(),
  redeemedAt: z.string().nullable(),
  usedOrderNo: z.string().nullable(),
  usedAt: z.string().nullable(),
});
export type TBatchCode = z.infer<typeof ZBatchCodeSchema>;
export const ZBatchCodesSchema = z.object({ batch: ZCouponBatchSchema, codes: z.array(ZBatchCodeSchema) });

export const ZRevenueRequestSchema = z.object({ months: z.coerce.number().int().min(1).max(60).default(12) });
export const ZRevenueMonthSchema = z.object({
  month: z.string(),
  paidFen: z.number().int(),
  refundedFen: z.number().int(),
  netFen: z.number().int(),
  orders: z.number().int(),
});
export type TRevenueMonth = z.infer<typeof ZRevenueMonthSchema>;
export const ZRevenueSchema = z.object({ currency: z.string(), months: z.array(ZRevenueMonthSchema) });

export const ZAdminAuditRequestSchema = z.object({ ...page });
export const ZAdminAuditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TAdminAuditRow = z.infer<typeof ZAdminAuditRowSchema>;
export const ZAdminAuditSchema = z.object({ total: z.number().int(), list: z.array(ZAdminAuditRowSchema) });
