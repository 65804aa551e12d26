import { z } from 'zod';
import {
  ZAdminAuditRequestSchema,
  ZAdminAuditSchema,
  ZAdminLoginRequestSchema,
  ZAdminMeSchema,
  ZAdminOrderNoSchema,
  ZAdminOrdersRequestSchema,
  ZAdminOrdersSchema,
  ZAdminProviderStatusSchema,
  ZAdminRefundRequestSchema,
  ZAdminRefundResultSchema,
  ZAdminSendCodeRequestSchema,
  ZAdminTenantsRequestSchema,
  ZAdminTenantsSchema,
  ZAdminTokenSchema,
  ZBatchCodesSchema,
  ZCouponBatchCreateSchema,
  ZCouponBatchIdSchema,
  ZCouponBatchListSchema,
  ZRevenueRequestSchema,
  ZRevenueSchema,
} from '../admin.js';
import { ZSendCodeResponseSchema } from '../auth.js';
import {
  ZAdminNoticeHtmlSchema,
  ZAdminNoticeIdSchema,
  ZAdminNoticeListSchema,
  ZAdminNoticePreviewSchema,
  ZAdminNoticeSaveSchema,
  ZAdminNoticeSchema,
} from '../notices.js';
import type { TRouteIo } from '../route-def.js';

/** What each of AdminRoutes takes and answers (see TRouteIo). */
export const AdminIo = {
  adminSendCode: { body: ZAdminSendCodeRequestSchema, data: ZSendCodeResponseSchema },
  adminLogin: { body: ZAdminLoginRequestSchema, data: ZAdminTokenSchema },
  adminLogout: { data: z.null() },
  adminMe: { data: ZAdminMeSchema },
  adminTenants: { body: ZAdminTenantsRequestSchema, data: ZAdminTenantsSchema },
  adminOrders: { body: ZAdminOrdersRequestSchema, data: ZAdminOrdersSchema },
  adminOrderProvider: { body: ZAdminOrderNoSchema, data: ZAdminProviderStatusSchema },
  adminRefund: { body: ZAdminRefundRequestSchema, data: ZAdminRefundResultSchema },
  adminCouponBatchCreate: { body: ZCouponBatchCreateSchema, data: ZBatchCodesSchema },
  adminCouponBatches: { data: ZCouponBatchListSchema },
  adminCouponBatchCodes: { body: ZCouponBatchIdSchema, data: ZBatchCodesSchema },
  adminRevenue: { body: ZRevenueRequestSchema, data: ZRevenueSchema },
  adminAuditLog: { body: ZAdminAuditRequestSchema, data: ZAdminAuditSchema },
  adminNotices: { data: ZAdminNoticeListSchema },
  adminNoticeSave: { body: ZAdminNoticeSaveSchema, data: ZAdminNoticeSchema },
  adminNoticeDelete: { body: ZAdminNoticeIdSchema, data: z.null() },
  adminNoticePreview: { body: ZAdminNoticePreviewSchema, data: ZAdminNoticeHtmlSchema },
} as const satisfies Record<string, TRouteIo>;
