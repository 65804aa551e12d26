import { ApiRoutes } from '@ksa/contract';
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
  apiRoute(app, ApiRoutes.adminSendCode, async (req) => ({
    data: await sendAdminCode(deps, req.body.phone, req.ip),
  }));
  apiRoute(app, ApiRoutes.adminLogin, async (req) => ({
    data: await adminLogin(deps, req.body.phone, req.body.code, req.ip),
  }));
  apiRoute(app, ApiRoutes.adminLogout, async (req) => {
    await adminLogout(deps, requireAdmin(req));
    return { data: null };
  });
  apiRoute(app, ApiRoutes.adminMe, async (req) => {
    const a = requireAdmin(req);
    return { data: { adminId: a.adminId, phone: a.phone } };
  });
  apiRoute(app, ApiRoutes.adminTenants, async (req) => {
    requireAdmin(req);
    return { data: await listTenants(deps, req.body) };
  });
  apiRoute(app, ApiRoutes.adminOrders, async (req) => {
    requireAdmin(req);
    return { data: await listAdminOrders(deps, req.body) };
  });
  apiRoute(app, ApiRoutes.adminOrderProvider, async (req) => {
    return { data: await providerStatus(deps, requireAdmin(req), req.body.orderNo) };
  });
  apiRoute(app, ApiRoutes.adminRefund, async (req) => {
    const notifyBase = configuredBase(deps, req, deps.config.payment.notifyBaseUrl);
    const { orderNo, amount, reason } = req.body;
    return { data: await refundOrder(deps, requireAdmin(req), { orderNo, amountFen: amount, reason }, notifyBase) };
  });
  apiRoute(app, ApiRoutes.adminCouponBatchCreate, async (req) => ({
    data: await createBatch(deps, requireAdmin(req), {
      count: req.body.count,
      valueFen: req.body.value,
      note: req.body.note,
    }),
  }));
  apiRoute(app, ApiRoutes.adminCouponBatches, async (req) => {
    requireAdmin(req);
    return { data: await listBatches(deps) };
  });
  apiRoute(app, ApiRoutes.adminCouponBatchCodes, async (req) => {
    requireAdmin(req);
    return { data: await getBatchCodes(deps, req.body.batchId) };
  });
  apiRoute(app, ApiRoutes.adminRevenue, async (req) => {
    requireAdmin(req);
    return { data: await revenue(deps, req.body.months) };
  });
  apiRoute(app, ApiRoutes.adminAuditLog, async (req) => {
    requireAdmin(req);
    return { data: await listAdminAudit(deps, req.body.pageIndex, req.body.pageSize) };
  });
  apiRoute(app, ApiRoutes.adminNotices, async (req) => {
    requireAdmin(req);
    return { data: await listAdminNotices(deps) };
  });
  apiRoute(app, ApiRoutes.adminNoticeSave, async (req) => ({
    data: await saveAdminNotice(deps, requireAdmin(req), req.body),
  }));
  apiRoute(app, ApiRoutes.adminNoticeDelete, async (req) => {
    await deleteAdminNotice(deps, requireAdmin(req), req.body.noticeId);
    return { data: null };
  });
  apiRoute(app, ApiRoutes.adminNoticePreview, async (req) => {
    requireAdmin(req);
    return { data: previewNotice(req.body.bodyMd) };
  });
};
