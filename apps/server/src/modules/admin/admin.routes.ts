import {
  ApiRoutes,
  ZAdminAuditRequestSchema,
  ZAdminAuditSchema,
  ZAdminLoginRequestSchema,
  ZAdminMeSchema,
  ZAdminNoticeHtmlSchema,
  ZAdminNoticeIdSchema,
  ZAdminNoticeListSchema,
  ZAdminNoticePreviewSchema,
  ZAdminNoticeSaveSchema,
  ZAdminNoticeSchema,
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
  ZSendCodeResponseSchema,
} from '@ksa/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { configuredBase } from '../../lib/public-base.js';
import { apiRoute } from '../../plugins/api-route.js';
import { listAdminAudit } from './admin-audit.service.js';
import { adminLogin, adminLogout, sendAdminCode, type TAdminAuth } from './admin-auth.service.js';
import { createBatch, getBatchCodes, listBatches } from './admin-coupons.service.js';
import { deleteAdminNotice, listAdminNotices, previewNotice, saveAdminNotice } from './admin-notices.service.js';
import { listAdminOrders, listTenants, providerStatus, revenue } from './admin-orders.service.js';
import { refundOrder } from './admin-refund.service.js';

/** For handlers of admin routes: the access hook already resolved the admin token. */
const requireAdmin = (req: FastifyRequest): TAdminAuth => {
  if (!req.admin) {
    throw new AppError('LOGIN_EXPIRED');
  }
  return req.admin;
};

/** The operator console: /api/admin/… (admin tokens only, see plugins/access.ts). */
export const registerAdminRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(
    app,
    ApiRoutes.adminSendCode,
    { body: ZAdminSendCodeRequestSchema, data: ZSendCodeResponseSchema },
    async (req) => ({
      data: await sendAdminCode(deps, req.body.phone, req.ip),
    }),
  );
  apiRoute(app, ApiRoutes.adminLogin, { body: ZAdminLoginRequestSchema, data: ZAdminTokenSchema }, async (req) => ({
    data: await adminLogin(deps, req.body.phone, req.body.code, req.ip),
  }));
  apiRoute(app, ApiRoutes.adminLogout, {}, async (req) => {
    await adminLogout(deps, requireAdmin(req));
    return { data: null };
  });
  apiRoute(app, ApiRoutes.adminMe, { data: ZAdminMeSchema }, async (req) => {
    const a = requireAdmin(req);
    return { data: { adminId: a.adminId, phone: a.phone } };
  });
  apiRoute(
    app,
    ApiRoutes.adminTenants,
    { body: ZAdminTenantsRequestSchema, data: ZAdminTenantsSchema },
    async (req) => {
      requireAdmin(req);
      return { data: await listTenants(deps, req.body) };
    },
  );
  apiRoute(app, ApiRoutes.adminOrders, { body: ZAdminOrdersRequestSchema, data: ZAdminOrdersSchema }, async (req) => {
    requireAdmin(req);
    return { data: await listAdminOrders(deps, req.body) };
  });
  apiRoute(
    app,
    ApiRoutes.adminOrderProvider,
    { body: ZAdminOrderNoSchema, data: ZAdminProviderStatusSchema },
    async (req) => {
      return { data: await providerStatus(deps, requireAdmin(req), req.body.orderNo) };
    },
  );
  apiRoute(
    app,
    ApiRoutes.adminRefund,
    { body: ZAdminRefundRequestSchema, data: ZAdminRefundResultSchema },
    async (req) => {
      const notifyBase = configuredBase(deps, req, deps.config.payment.notifyBaseUrl);
      const { orderNo, amount, reason } = req.body;
      return { data: await refundOrder(deps, requireAdmin(req), { orderNo, amountFen: amount, reason }, notifyBase) };
    },
  );
  apiRoute(
    app,
    ApiRoutes.adminCouponBatchCreate,
    { body: ZCouponBatchCreateSchema, data: ZBatchCodesSchema },
    async (req) => ({
      data: await createBatch(deps, requireAdmin(req), {
        count: req.body.count,
        valueFen: req.body.value,
        note: req.body.note,
      }),
    }),
  );
  apiRoute(app, ApiRoutes.adminCouponBatches, { data: ZCouponBatchListSchema }, async (req) => {
    requireAdmin(req);
    return { data: await listBatches(deps) };
  });
  apiRoute(
    app,
    ApiRoutes.adminCouponBatchCodes,
    { body: ZCouponBatchIdSchema, data: ZBatchCodesSchema },
    async (req) => {
      requireAdmin(req);
      return { data: await getBatchCodes(deps, req.body.batchId) };
    },
  );
  apiRoute(app, ApiRoutes.adminRevenue, { body: ZRevenueRequestSchema, data: ZRevenueSchema }, async (req) => {
    requireAdmin(req);
    return { data: await revenue(deps, req.body.months) };
  });
  apiRoute(app, ApiRoutes.adminAuditLog, { body: ZAdminAuditRequestSchema, data: ZAdminAuditSchema }, async (req) => {
    requireAdmin(req);
    return { data: await listAdminAudit(deps, req.body.pageIndex, req.body.pageSize) };
  });
  apiRoute(app, ApiRoutes.adminNotices, { data: ZAdminNoticeListSchema }, async (req) => {
    requireAdmin(req);
    return { data: await listAdminNotices(deps) };
  });
  apiRoute(app, ApiRoutes.adminNoticeSave, { body: ZAdminNoticeSaveSchema, data: ZAdminNoticeSchema }, async (req) => ({
    data: await saveAdminNotice(deps, requireAdmin(req), req.body),
  }));
  apiRoute(app, ApiRoutes.adminNoticeDelete, { body: ZAdminNoticeIdSchema }, async (req) => {
    await deleteAdminNotice(deps, requireAdmin(req), req.body.noticeId);
    return { data: null };
  });
  apiRoute(
    app,
    ApiRoutes.adminNoticePreview,
    { body: ZAdminNoticePreviewSchema, data: ZAdminNoticeHtmlSchema },
    async (req) => {
      requireAdmin(req);
      return { data: previewNotice(req.body.bodyMd) };
    },
  );
};
