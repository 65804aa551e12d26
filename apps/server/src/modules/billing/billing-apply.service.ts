import { PayType, renewedExpiry, type TOrderFinishedMessage, Topics } from '@ksa/contract';
import type { Db } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { audit } from '../audit/audit.service.js';
import { recordOperation } from '../op-log/op-log.service.js';
import {
  findOrderShops,
  insertPaymentOnce,
  lockEntitlement,
  lockOrderByNo,
  lockShopByExternal,
  moveOrder,
  saveEntitlementExpiry,
  setOrderShopExpiry,
  setShopExpiry,
  type TOrderRow,
} from './billing.repo.js';
import { consumeCoupons, countConsumableCoupons, releaseCoupons } from './coupons.repo.js';
import type { TProviderName } from './pay-providers.js';

/** A provider's word that an order was paid: from its notification, a query, or a close that found it paid. */
export type TPaymentReport = {
  provider: TProviderName;
  orderNo: string;
  tradeNo: string;
  amountFen: number;
  currency: string;
  paidAt: Date | null;
  source: 'notify' | 'query' | 'cancel';
};

/**
 * applied: this call marked the order paid and extended its shops. duplicate: already recorded (a repeated or
 * concurrent notification). held: paid after the order was closed and its coupons were used elsewhere, kept as
 * 'paid' for the operator. mismatch: another amount, currency or payment method than the order's, refused.
 * unknown: no such order.
 */
export type TFinishOutcome = 'applied' | 'duplicate' | 'held' | 'mismatch' | 'unknown';

export const providerOf = (payType: number): TProviderName => (payType === PayType.wechat ? 'wechatpay' : 'alipay');

/** Extends every shop of the order by its months from max(now, its expiry), remembering the expiry beyond binding. */
const extendShops = async (tx: Db, order: TOrderRow, now: Date) => {
  for (const line of await findOrderShops(tx, [order.id])) {
    const shop = await lockShopByExternal(tx, line.platform, line.externalId);
    // Unbound since the order was placed: the marketplace shop keeps the time for its next binding.
    const before = shop
      ? shop.expireAt
      : ((await lockEntitlement(tx, line.platform, line.externalId))?.expireAt ?? null);
    const after = renewedExpiry(before, now, order.months);
    if (shop) {
      await setShopExpiry(tx, shop.id, after);
    }
    await saveEntitlementExpiry(tx, { platform: line.platform, externalId: line.externalId, expireAt: after, now });
    await setOrderShopExpiry(tx, {
      orderId: order.id,
      platform: line.platform,
      externalId: line.externalId,
      before,
      after,
    });
  }
};

const publishFinished = (deps: TDeps, order: TOrderRow, m: Omit<TOrderFinishedMessage, 'orderNo'>) =>
  deps.realtime.publish(Topics.orderFinished(order.userId), { orderNo: order.orderNo, ...m }).catch((err: unknown) => {
    deps.log.warn({ err: String(err), orderNo: order.orderNo }, 'order-finished push failed');
  });

/**
 * The one way an order gets paid, exactly once: in one transaction the order row is locked, the payment recorded
 * under unique keys (order, provider trade), the coupons used up, every shop extended, the order moved to applied
 * and the log row written. A second delivery (or a racing reconciliation) finds the payment recorded and changes
 * nothing. The order-finished push follows the commit.
 */
export const finishPaidOrder = async (deps: TDeps, p: TPaymentReport): Promise<TFinishOutcome> => {
  const now = deps.clock.now();
  const { outcome, order } = await deps.db.transaction(async (tx) => {
    const order = await lockOrderByNo(tx, p.orderNo);
    if (!order) {
      return { outcome: 'unknown' as const, order };
    }
    if (providerOf(order.payType) !== p.provider || p.amountFen !== order.amountFen || p.currency !== order.currency) {
      return { outcome: 'mismatch' as const, order };
    }
    const recorded = await insertPaymentOnce(tx, {
      orderId: order.id,
      provider: p.provider,
      providerTradeNo: p.tradeNo,
      amountFen: p.amountFen,
      currency: p.currency,
      source: p.source,
      paidAt: p.paidAt,
    });
    if (!recorded || (order.state !== 'created' && order.state !== 'closed')) {
      return { outcome: 'duplicate' as const, order };
    }
    const paid = { paidAt: p.paidAt ?? now, providerTradeNo: p.tradeNo };
    const owner = { bossId: order.bossId };
    // A payment after the order was closed: apply it if its coupons are still free, else hold it for the operator.
    if ((await countConsumableCoupons(tx, owner, order.couponIds, order.id)) !== order.couponIds.length) {
      await moveOrder(tx, order.id, [order.state], { state: 'paid', ...paid });
      await audit(tx, {
        event: 'billing.payment.held',
        ok: false,
        userId: order.userId,
        bossId: order.bossId,
        detail: { orderNo: order.orderNo, provider: p.provider, tradeNo: p.tradeNo, reason: 'coupons used elsewhere' },
      });
      return { outcome: 'held' as const, order };
    }
    await consumeCoupons(tx, owner, order.couponIds, order.id, now);
    await extendShops(tx, order, now);
    await moveOrder(tx, order.id, [order.state], { state: 'applied', appliedAt: now, ...paid });
    await recordOperation(tx, {
      auth: { userId: order.userId, bossId: order.bossId },
      action: 'renew.paid',
      detail: {
        orderNo: order.orderNo,
        months: order.months,
        amountFen: order.amountFen,
        provider: p.provider,
        via: p.source,
        afterClose: order.state === 'closed',
      },
    });
    return { outcome: 'applied' as const, order };
  });
  if (outcome === 'applied' && order) {
    await publishFinished(deps, order, { ok: true, state: 'applied' });
  }
  if (outcome === 'mismatch' || outcome === 'unknown' || outcome === 'held') {
    deps.log.warn({ orderNo: p.orderNo, provider: p.provider, source: p.source, outcome }, 'payment not applied');
  }
  if (outcome === 'mismatch' || outcome === 'unknown') {
    await audit(deps.db, {
      event: 'billing.payment.refused',
      ok: false,
      bossId: order?.bossId ?? null,
      detail: { orderNo: p.orderNo, provider: p.provider, amountFen: p.amountFen, currency: p.currency, outcome },
    });
  }
  return outcome;
};

/** Closes an unpaid order here (the provider side is the caller's) and gives its coupons back; false if not open. */
export const closeOpenOrder = async (deps: TDeps, order: TOrderRow, reason: 'cancel' | 'expired' | 'failed') => {
  const closed = await deps.db.transaction(async (tx) => {
    if (!(await moveOrder(tx, order.id, ['created'], { state: 'closed', closedAt: deps.clock.now() }))) {
      return false;
    }
    await releaseCoupons(tx, order.id);
    const detail = { orderNo: order.orderNo, reason };
    // Only the BOSS's own cancel is an operation of theirs; expiry and provider failures are the system's.
    await (reason === 'cancel'
      ? recordOperation(tx, { auth: { userId: order.userId, bossId: order.bossId }, action: 'renew.cancel', detail })
      : audit(tx, { event: 'billing.order.closed', ok: true, userId: order.userId, bossId: order.bossId, detail }));
    return true;
  });
  if (closed) {
    await publishFinished(deps, order, { ok: false, state: 'closed', errorId: 'PAY_ORDER_CLOSED' });
  }
  return closed;
};
