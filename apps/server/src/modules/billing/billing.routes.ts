import { ApiRoutes } from '@ksa/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDeps } from '../../deps.js';
import { configuredBase } from '../../lib/public-base.js';
import { apiRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { cancelOrder, getOrderStatus, listOrders, submitOrder } from './billing.service.js';
import { couponValues, listCoupons, redeemCoupon } from './coupons.service.js';

/**
 * Where the providers send notifications and Alipay returns the browser: PAY_NOTIFY_BASE_URL / PUBLIC_URL; only
 * outside production the request's origin (configuredBase). The client's pageUrl is the return page only on the
 * configured site's origin (no open redirect).
 */
const payUrls = (deps: TDeps, req: FastifyRequest, pageUrl: string | undefined) => {
  const site = configuredBase(deps, req, deps.config.wechat.publicBaseUrl);
  const notifyBase = configuredBase(deps, req, deps.config.payment.notifyBaseUrl);
  let returnUrl = `${site}/paySuccess`;
  try {
    const page = pageUrl ? new URL(pageUrl) : null;
    if (page && page.origin === new URL(site).origin) {
      returnUrl = `${page.origin}${page.pathname}`;
    }
  } catch {
    // A malformed pageUrl falls back to /paySuccess.
  }
  return { notifyBase, returnUrl };
};

/** Spec data §7 /api/pay: renewal orders and coupons (the BOSS only). */
export const registerBillingRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.paySubmitOrder, async (req) => ({
    data: await submitOrder(deps, requireAuth(req), req.body, payUrls(deps, req, req.body.pageUrl)),
  }));
  apiRoute(app, ApiRoutes.payOrderStatus, async (req) => ({
    data: await getOrderStatus(deps, requireAuth(req), req.query.orderNo),
  }));
  apiRoute(app, ApiRoutes.payCancelOrder, async (req) => ({
    data: await cancelOrder(deps, requireAuth(req), req.query.orderNo),
  }));
  apiRoute(app, ApiRoutes.payOrderList, async (req) => ({
    data: await listOrders(deps, requireAuth(req), req.body.pageIndex, req.body.pageSize),
  }));
  apiRoute(app, ApiRoutes.payRedeemCoupon, async (req) => {
    const { msg, ...data } = await redeemCoupon(deps, requireAuth(req), req.query.certNo);
    return { data, msg };
  });
  apiRoute(app, ApiRoutes.payCouponInfo, async (req) => ({
    data: await listCoupons(deps, requireAuth(req)),
  }));
  apiRoute(app, ApiRoutes.payCouponValues, async () => ({ data: couponValues() }));
};
