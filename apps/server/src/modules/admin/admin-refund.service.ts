import { addMonthsCn, fenToYuanText, renewalStartAt } from '@ksa/contract';
import type { Db } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { fenToYuan } from '../../integrations/alipay/alipay-client.js';
import { AlipayError } from '../../integrations/alipay/alipay-types.js';
import { WechatPayError } from '../../integrations/wechatpay/wechatpay-types.js';
import { AppError } from '../../lib/app-error.js';
import { providerOf } from '../billing/billing-apply.service.js';
import {
  findOrderShops,
  findRefunds,
  insertRefund,
  lockEntitlement,
  lockOrderByNo,
  lockShopByExternal,
  saveEntitlementExpiry,
  setOrderRefunded,
  setShopExpiry,
  type TOrderRow,
  type TRefundRow,
  updateRefund,
} from '../billing/index.js';
import { adminAudit } from './admin-audit.service.js';
import { actorOf, type TAdminAuth } from './admin-auth.service.js';
import { getAdminOrder } from './admin-orders.service.js';

/**
 * What a full refund takes back (README 'Refunds'): the order's months that had not begun when the refund was
 * accepted. The month running then is kept (the seller has been using it), and a partial refund takes nothing
 * back. Months are counted from where the order started them: max(expiry before, applied at).
 */
const unstartedMs = (order: TOrderRow, before: Date | null, after: Date | null, now: Date) => {
  if (!after || !order.appliedAt) {
    return 0;
  }
  const start = renewalStartAt(before, order.appliedAt);
  for (let i = 0; i < order.months; i++) {
    const monthStart = addMonthsCn(start, i);
    if (monthStart.getTime() > now.getTime()) {
      return Math.max(0, after.getTime() - monthStart.getTime());
    }
  }
  return 0;
};

const takeBackMonths = async (tx: Db, order: TOrderRow, now: Date) => {
  const changed: { shop: string; before: string | null; after: string | null }[] = [];
  for (const line of await findOrderShops(tx, [order.id])) {
    const ms = unstartedMs(order, line.expireBefore, line.expireAfter, now);
    if (ms === 0) {
      continue;
    }
    const shop = await lockShopByExternal(tx, line.platform, line.externalId);
    const current = shop
      ? shop.expireAt
      : ((await lockEntitlement(tx, line.platform, line.externalId))?.expireAt ?? null);
    if (!current) {
      continue;
    }
    const next = new Date(current.getTime() - ms);
    if (shop) {
      await setShopExpiry(tx, shop.id, next);
    }
    await saveEntitlementExpiry(tx, { platform: line.platform, externalId: line.externalId, expireAt: next, now });
    changed.push({
      shop: `${line.platform}:${line.externalId}`,
      before: current.toISOString(),
      after: next.toISOString(),
    });
  }
  return changed;
};

type TAccepted = { state: 'processing' | 'success'; providerRefundId: string | null };

/** Asks the order's provider to refund; throws AppError for a refusal, rethrows a transport failure. */
const askProvider = async (
  deps: TDeps,
  order: TOrderRow,
  refund: TRefundRow,
  notifyBase: string,
): Promise<TAccepted> => {
  try {
    if (providerOf(order.payType) === 'wechatpay') {
      const r = await deps.payments.wechat.refund({
        outTradeNo: order.orderNo,
        outRefundNo: refund.refundNo,
        refundFen: refund.amountFen,
        totalFen: order.amountFen,
        reason: refund.reason,
        notifyUrl: `${notifyBase}/api/pay/wechat/notify`,
      });
      if (r.status === 'CLOSED' || r.status === 'ABNORMAL') {
        throw new WechatPayError(r.status, 'refund not accepted', 200);
      }
      return { state: r.status === 'SUCCESS' ? 'success' : 'processing', providerRefundId: r.refundId };
    }
    const r = await deps.payments.alipay.refund({
      outTradeNo: order.orderNo,
      refundAmount: fenToYuan(refund.amountFen),
      outRequestNo: refund.refundNo,
      reason: refund.reason,
    });
    return { state: 'success', providerRefundId: r.tradeNo };
  } catch (err) {
    const refusedCode =
      err instanceof WechatPayError && err.status > 0
        ? err.code
        : err instanceof AlipayError && err.code !== 'NETWORK_OR_SIGN'
          ? err.subCode || err.code
          : null;
    if (refusedCode === null) {
      throw err;
    }
    await deps.db.transaction(async (tx) => {
      const failed = await updateRefund(tx, refund.id, { state: 'failed', settledAt: deps.clock.now() });
      await adminAudit(tx, null, {
        action: 'refund.refused',
        target: order.orderNo,
        after: { refundNo: failed.refundNo, code: refusedCode },
        at: deps.clock.now(),
      });
    });
    throw new AppError('REFUND_PROVIDER_FAILED', { reason: refusedCode });
  }
};

/**
 * A refund through the order's provider. Step 1 (one transaction, order row locked): check what can be refunded
 * and write the refund 'requested' with its audit row, so a crash while the provider is asked leaves a trace;
 * asking again re-sends that same refund number (the providers answer the same refund, never pay twice).
 * Step 2: the provider. Step 3 (one transaction): the refund accepted, the order's refunded amount, on a full
 * refund the order 'refunded' and its unstarted months taken back, with before/after in the audit row.
 */
export const refundOrder = async (
  deps: TDeps,
  admin: TAdminAuth,
  input: { orderNo: string; amountFen?: number; reason: string },
  notifyBase: string,
) => {
  const actor = actorOf(admin);
  const { order, refund } = await deps.db.transaction(async (tx) => {
    const order = await lockOrderByNo(tx, input.orderNo);
    if (!order) {
      throw new AppError('PAY_ORDER_NOT_FOUND');
    }
    const refunds = await findRefunds(tx, [order.id]);
    const pending = refunds.find((r) => r.state === 'requested');
    if (pending) {
      return { order, refund: pending };
    }
    const refundable = order.amountFen - order.refundedFen;
    if ((order.state !== 'applied' && order.state !== 'paid') || refundable <= 0) {
      throw new AppError('REFUND_NOT_ALLOWED');
    }
    const amountFen = input.amountFen ?? refundable;
    if (amountFen <= 0 || amountFen > refundable) {
      throw new AppError('REFUND_AMOUNT_INVALID');
    }
    const now = deps.clock.now();
    const refund = await insertRefund(tx, {
      orderId: order.id,
      refundNo: `RF${order.orderNo}${refunds.length + 1}`,
      amountFen,
      reason: input.reason,
      adminId: admin.adminId,
      createdAt: now,
    });
    await adminAudit(tx, actor, {
      action: 'refund.request',
      target: order.orderNo,
      before: { state: order.state, refundedFen: order.refundedFen },
      after: { refundNo: refund.refundNo, amount: fenToYuanText(amountFen), reason: input.reason },
      at: now,
    });
    return { order, refund };
  });

  const accepted = await askProvider(deps, order, refund, notifyBase);

  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const locked = (await lockOrderByNo(tx, order.orderNo))!;
    const current = (await findRefunds(tx, [order.id])).find((r) => r.id === refund.id)!;
    if (current.state !== 'requested') {
      return; // a concurrent call finished it
    }
    await updateRefund(tx, refund.id, {
      state: accepted.state,
      providerRefundId: accepted.providerRefundId,
      settledAt: accepted.state === 'success' ? now : null,
    });
    const refundedFen = locked.refundedFen + refund.amountFen;
    const full = refundedFen >= locked.amountFen;
    const shops = full && locked.state === 'applied' ? await takeBackMonths(tx, locked, now) : [];
    await setOrderRefunded(tx, locked.id, refundedFen, full ? 'refunded' : null);
    await adminAudit(tx, actor, {
      action: 'refund.accepted',
      target: order.orderNo,
      before: {
        state: locked.state,
        refundedFen: locked.refundedFen,
        shops: shops.map((s) => ({ shop: s.shop, expireAt: s.before })),
      },
      after: {
        state: full ? 'refunded' : locked.state,
        refundedFen,
        refundNo: refund.refundNo,
        providerState: accepted.state,
        shops: shops.map((s) => ({ shop: s.shop, expireAt: s.after })),
      },
      at: now,
    });
  });
  const view = await getAdminOrder(deps, order.orderNo);
  return { order: view, refund: view.refunds.find((r) => r.refundNo === refund.refundNo)! };
};
