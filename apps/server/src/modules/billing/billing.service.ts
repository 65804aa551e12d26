import { randomBytes } from 'node:crypto';
import {
  fenToYuanText,
  Limits,
  type TPayType,
  type TSubmitOrderResult,
  type ZSubmitOrderRequestSchema,
} from '@ksa/contract';
import type { z } from 'zod';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { recordOperation } from '../op-log/op-log.service.js';
import {
  countOwnOrders,
  findOrderableShops,
  findOrderShops,
  findOwnOrders,
  getOwnOrder,
  insertOrder,
  insertOrderShops,
  setOrderPayUrl,
} from './billing.repo.js';
import { closeOpenOrder } from './billing-apply.service.js';
import { syncWithProvider } from './billing-sync.service.js';
import { toOrderView } from './billing-view.js';
import { findUnusedCoupons, reserveCoupons } from './coupons.repo.js';

const MONTHLY_FEN = Limits.renewal.monthlyPrice * 100;
/** A status poll asks the provider at most this often per order; reconciliation covers the rest. */
const POLL_QUERY_MS = 2_000;

/** KSA + Beijing yyyyMMddHHmmss + 10 random: 27 of [0-9A-Z], a valid out_trade_no for both providers. */
const newOrderNo = (now: Date) => {
  const stamp = new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  const tail = [...randomBytes(10)].map((b) => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[b % 34]).join('');
  return `KSA${stamp}${tail}`;
};

export type TPayUrls = { notifyBase: string; returnUrl: string };

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * Spec §7 submitOrder: the price is computed here (69 × months × shops − the redeemed coupons' value, never below
 * 0) and the client's price must equal it, else nothing is written. The order, its shops, the coupons it holds and
 * the log row commit together; then the provider is asked for the QR code (WeChat) or the cashier URL (Alipay).
 */
export const submitOrder = async (
  deps: TDeps,
  auth: TAuth,
  input: z.output<typeof ZSubmitOrderRequestSchema>,
  urls: TPayUrls,
): Promise<TSubmitOrderResult> => {
  const shopIds = unique(input.shopIds);
  const shops = await findOrderableShops(deps.db, auth, shopIds);
  if (shops.length !== shopIds.length) {
    throw new AppError('NOT_FOUND');
  }
  const couponIds = unique(input.couponIds ?? []);
  if (couponIds.length > input.month) {
    throw new AppError('COUPON_TOO_MANY');
  }
  const free = new Map((await findUnusedCoupons(deps.db, auth)).filter((c) => !c.reservedBy).map((c) => [c.id, c]));
  if (!couponIds.every((id) => free.has(id))) {
    throw new AppError('COUPON_UNAVAILABLE');
  }
  const couponFen = couponIds.reduce((sum, id) => sum + free.get(id)!.valueFen, 0);
  const amountFen = Math.max(0, MONTHLY_FEN * input.month * shops.length - couponFen);
  if (input.price !== amountFen) {
    throw new AppError('RENEW_PRICE_MISMATCH', { price: fenToYuanText(amountFen) });
  }
  if (amountFen === 0) {
    // Coupons never exceed the months and each is worth less than a month: a zero total means a misconfiguration.
    throw new AppError('BAD_REQUEST');
  }
  const now = deps.clock.now();
  const expireAt = new Date(now.getTime() + deps.config.payment.orderTtlMinutes * 60_000);
  const order = await deps.db.transaction(async (tx) => {
    const row = await insertOrder(tx, {
      orderNo: newOrderNo(now),
      bossId: auth.bossId,
      userId: auth.userId,
      payType: input.payType,
      months: input.month,
      unitPriceFen: MONTHLY_FEN,
      couponValueFen: couponFen,
      couponIds,
      amountFen,
      currency: 'CNY',
      temuUid: input.temuUid ?? null,
      expireAt,
      createdAt: now,
    });
    await insertOrderShops(
      tx,
      shops.map((s) => ({
        orderId: row.id,
        shopId: s.id,
        platform: s.platform,
        externalId: s.externalId,
        shopName: s.displayName ?? s.name,
      })),
    );
    if ((await reserveCoupons(tx, auth, couponIds, row.id)).length !== couponIds.length) {
      throw new AppError('COUPON_UNAVAILABLE');
    }
    await recordOperation(tx, {
      auth,
      action: 'renew.submit',
      detail: {
        orderNo: row.orderNo,
        shopIds,
        months: input.month,
        amountFen,
        coupons: couponIds.length,
        payType: input.payType,
      },
    });
    return row;
  });

  const provider = deps.payments.byType(input.payType as TPayType);
  let urls2: { codeUrl: string | null; payUrl: string | null };
  try {
    urls2 = await provider.create({
      orderNo: order.orderNo,
      amountFen,
      subject: `跨境卖家助手-店铺续费（${shops.length}个店铺×${input.month}个月）`,
      expireAt,
      notifyUrl: `${urls.notifyBase}/api/pay/${provider.name === 'wechatpay' ? 'wechat' : 'alipay'}/notify`,
      returnUrl: urls.returnUrl,
    });
  } catch (err) {
    deps.log.warn({ err: String(err), orderNo: order.orderNo }, 'payment provider refused the order');
    await closeOpenOrder(deps, order, 'failed');
    throw new AppError('PAY_PROVIDER_FAILED');
  }
  await setOrderPayUrl(deps.db, order.id, urls2.codeUrl ?? urls2.payUrl ?? '');
  return {
    orderNo: order.orderNo,
    payType: order.payType,
    codeUrl: urls2.codeUrl,
    payUrl: urls2.payUrl,
    totalPrice: fenToYuanText(amountFen),
    amountFen,
    currency: 'CNY',
    month: order.months,
    state: 'created',
    expireAt: expireAt.toISOString(),
  };
};

const requireOrder = async (deps: TDeps, auth: TAuth, orderNo: string) => {
  const order = await getOwnOrder(deps.db, auth, orderNo);
  if (!order) {
    throw new AppError('PAY_ORDER_NOT_FOUND');
  }
  return order;
};

const view = async (deps: TDeps, auth: TAuth, orderNo: string) => {
  const order = await requireOrder(deps, auth, orderNo);
  return toOrderView(order, await findOrderShops(deps.db, [order.id]));
};

/**
 * The waiting modal's poll: an open order is checked with its provider (at most every 2 s), so a payment shows even
 * when its notification is late or lost. A provider that does not answer leaves the order as it is.
 */
export const getOrderStatus = async (deps: TDeps, auth: TAuth, orderNo: string) => {
  const order = await requireOrder(deps, auth, orderNo);
  const now = deps.clock.now().getTime();
  if (order.state === 'created' && now - (order.checkedAt ?? order.createdAt).getTime() >= POLL_QUERY_MS) {
    await syncWithProvider(deps, order, { close: false, source: 'query' }).catch((err: unknown) => {
      deps.log.warn({ err: String(err), orderNo }, 'order status query failed');
    });
  }
  return view(deps, auth, orderNo);
};

/** Spec §4 cancel: closed at the provider and here, coupons given back; an order found paid is finished instead. */
export const cancelOrder = async (deps: TDeps, auth: TAuth, orderNo: string) => {
  const order = await requireOrder(deps, auth, orderNo);
  if (order.state === 'created') {
    try {
      await syncWithProvider(deps, order, { close: true, source: 'cancel' });
    } catch (err) {
      deps.log.warn({ err: String(err), orderNo }, 'closing an order at the provider failed');
      throw new AppError('PAY_PROVIDER_FAILED');
    }
  }
  return view(deps, auth, orderNo);
};

export const listOrders = async (deps: TDeps, auth: TAuth, pageIndex: number, pageSize: number) => {
  const [total, orders] = await Promise.all([
    countOwnOrders(deps.db, auth),
    findOwnOrders(deps.db, auth, pageSize, (pageIndex - 1) * pageSize),
  ]);
  const lines = await findOrderShops(
    deps.db,
    orders.map((o) => o.id),
  );
  return { total, list: orders.map((o) => toOrderView(o, lines)) };
};
