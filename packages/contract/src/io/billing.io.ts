import { z } from 'zod';
import {
  ZCouponSchema,
  ZCouponValuesSchema,
  ZOrderListRequestSchema,
  ZOrderListSchema,
  ZOrderNoQuerySchema,
  ZRedeemCouponQuerySchema,
  ZRedeemCouponResultSchema,
  ZRenewalOrderSchema,
  ZSubmitOrderRequestSchema,
  ZSubmitOrderResultSchema,
} from '../billing.js';
import type { TRouteIo } from '../route-def.js';

/** What each of BillingRoutes takes and answers (see TRouteIo). */
export const BillingIo = {
  paySubmitOrder: { body: ZSubmitOrderRequestSchema, data: ZSubmitOrderResultSchema },
  payOrderStatus: { query: ZOrderNoQuerySchema, data: ZRenewalOrderSchema },
  payCancelOrder: { query: ZOrderNoQuerySchema, data: ZRenewalOrderSchema },
  payOrderList: { body: ZOrderListRequestSchema, data: ZOrderListSchema },
  payRedeemCoupon: { query: ZRedeemCouponQuerySchema, data: ZRedeemCouponResultSchema },
  payCouponInfo: { data: z.array(ZCouponSchema) },
  payCouponValues: { data: ZCouponValuesSchema },
  payWechatNotify: { data: 'raw' },
  payAlipayNotify: { data: 'raw' },
} as const satisfies Record<string, TRouteIo>;
