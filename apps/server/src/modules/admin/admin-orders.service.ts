import type { TAdminOrder, TAdminProviderStatus, TAdminTenant, TRevenueMonth } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { providerOf } from '../billing/billing-apply.service.js';
import {
  findOrderShops,
  findRefunds,
  type TOrderRow,
  type TOrderShopRow,
  type TRefundRow,
  updateRefund,
} from '../billing/index.js';
import { adminAudit } from './admin-audit.service.js';
import { actorOf, type TAdminAuth } from './admin-auth.service.js';
import { findAllOrders, revenueByMonth } from './admin-orders.repo.js';
import { findShopsOfBosses, findTenants, sumOrdersOfBosses } from './admin-tenants.repo.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const toView = (
  o: TOrderRow,
  bossPhone: string | null,
  lines: TOrderShopRow[],
  refunds: TRefundRow[],
): TAdminOrder => ({
  orderNo: o.orderNo,
  bossId: o.bossId,
  bossPhone,
  payType: o.payType,
  state: o.state,
  month: o.months,
  amountFen: o.amountFen,
  refundedFen: o.refundedFen,
  currency: o.currency,
  providerTradeNo: o.providerTradeNo,
  shops: lines
    .filter((l) => l.orderId === o.id)
    .map((l) => ({
      platform: l.platform,
      mallName: l.shopName,
      expireBefore: iso(l.expireBefore),
      expireAfter: iso(l.expireAfter),
    })),
  refunds: refunds
    .filter((r) => r.orderId === o.id)
    .map((r) => ({
      refundNo: r.refundNo,
      amountFen: r.amountFen,
      reason: r.reason,
      state: r.state,
      providerRefundId: r.providerRefundId,
      createdAt: r.createdAt.toISOString(),
      settledAt: iso(r.settledAt),
    })),
  createdAt: o.createdAt.toISOString(),
  paidAt: iso(o.paidAt),
});

export const listAdminOrders = async (
  deps: TDeps,
  q: { bossId?: number; orderNo?: string; pageIndex: number; pageSize: number },
) => {
  const { list, total } = await findAllOrders(deps.db, q, (q.pageIndex - 1) * q.pageSize, q.pageSize);
  const ids = list.map((r) => r.order.id);
  const [lines, refunds] = await Promise.all([findOrderShops(deps.db, ids), findRefunds(deps.db, ids)]);
  return { total, list: list.map((r) => toView(r.order, r.bossPhone, lines, refunds)) };
};

export const getAdminOrder = async (deps: TDeps, orderNo: string) => {
  const { list } = await listAdminOrders(deps, { orderNo, pageIndex: 1, pageSize: 1 });
  if (!list[0]) {
    throw new AppError('PAY_ORDER_NOT_FOUND');
  }
  return list[0];
};

/**
 * The provider's word right now: the trade, and each of our refunds (WeChat: 查询单笔退款, whose SUCCESS settles a
 * processing refund here with its audit row; Alipay: fastpay.refund.query). Reads the provider, changes only refund states.
 */
export const providerStatus = async (
  deps: TDeps,
  admin: TAdminAuth,
  orderNo: string,
): Promise<TAdminProviderStatus> => {
  const { list } = await findAllOrders(deps.db, { orderNo }, 0, 1);
  const order = list[0]?.order;
  if (!order) {
    throw new AppError('PAY_ORDER_NOT_FOUND');
  }
  const refunds = await findRefunds(deps.db, [order.id]);
  const provider = providerOf(order.payType);
  try {
    if (provider === 'wechatpay') {
      const t = await deps.payments.wechat.queryOrder(orderNo);
      const live = [];
      for (const r of refunds) {
        const w = await deps.payments.wechat.queryRefund(r.refundNo);
        if (
          w &&
          r.state === 'processing' &&
          (w.status === 'SUCCESS' || w.status === 'CLOSED' || w.status === 'ABNORMAL')
        ) {
          const state = w.status === 'SUCCESS' ? 'success' : 'failed';
          await deps.db.transaction(async (tx) => {
            await updateRefund(tx, r.id, { state, settledAt: w.successAt ?? deps.clock.now() });
            await adminAudit(tx, actorOf(admin), {
              action: 'refund.settled',
              target: orderNo,
              before: { refundNo: r.refundNo, state: r.state },
              after: { refundNo: r.refundNo, state, provider: w.status },
              at: deps.clock.now(),
            });
          });
        }
        live.push({ refundNo: r.refundNo, state: w?.status ?? 'NOT_EXIST', amountFen: w?.amountFen ?? 0 });
      }
      return {
        orderNo,
        provider,
        tradeState: t?.state ?? 'NOT_EXIST',
        tradeNo: t?.transactionId ?? null,
        amountFen: t?.amountFen ?? null,
        refunds: live,
      };
    }
    const t = await deps.payments.alipay.queryTrade(orderNo);
    const live = [];
    for (const r of refunds) {
      const a = t.state === 'NOT_EXIST' ? null : await deps.payments.alipay.queryRefund(orderNo, r.refundNo);
      live.push({ refundNo: r.refundNo, state: a?.status ?? 'NOT_EXIST', amountFen: a?.amountFen ?? 0 });
    }
    return { orderNo, provider, tradeState: t.state, tradeNo: t.tradeNo, amountFen: t.amountFen, refunds: live };
  } catch (err) {
    if (err instanceof AppError) {
      throw err;
    }
    deps.log.warn({ err: String(err), orderNo }, 'admin provider query failed');
    throw new AppError('PAY_PROVIDER_FAILED');
  }
};

export const listTenants = async (deps: TDeps, q: { keyword?: string; pageIndex: number; pageSize: number }) => {
  const { list, total } = await findTenants(
    deps.db,
    q.keyword || undefined,
    (q.pageIndex - 1) * q.pageSize,
    q.pageSize,
  );
  const ids = list.map((t) => t.id);
  const [shops, sums] = await Promise.all([findShopsOfBosses(deps.db, ids), sumOrdersOfBosses(deps.db, ids)]);
  return {
    total,
    list: list.map(
      (t): TAdminTenant => ({
        bossId: t.id,
        phone: t.phone,
        nickName: t.nickName,
        createdAt: t.createdAt.toISOString(),
        shops: shops
          .filter((s) => s.bossId === t.id)
          .map((s) => ({ shopId: s.id, platform: s.platform, name: s.name, expireAt: iso(s.expireAt) })),
        orderCount: Number(sums.find((s) => s.bossId === t.id)?.orders ?? 0),
        paidFen: Number(sums.find((s) => s.bossId === t.id)?.paidFen ?? 0),
      }),
    ),
  };
};

const CN_OFFSET_MS = 8 * 3_600_000;

/** The last `months` Beijing-time months, oldest first, every month present (zero when nothing happened). */
export const revenue = async (deps: TDeps, months: number) => {
  const local = new Date(deps.clock.now().getTime() + CN_OFFSET_MS);
  const keys: string[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - i, 1));
    keys.push(d.toISOString().slice(0, 7));
  }
  const since = new Date(Date.parse(`${keys[0]}-01T00:00:00Z`) - CN_OFFSET_MS);
  const found = await revenueByMonth(deps.db, since);
  return {
    currency: 'CNY',
    months: keys.map((month): TRevenueMonth => {
      const r = found.find((x) => x.month === month);
      const paidFen = Number(r?.paid ?? 0);
      const refundedFen = Number(r?.refunded ?? 0);
      return { month, paidFen, refundedFen, netFen: paidFen - refundedFen, orders: Number(r?.orders ?? 0) };
    }),
  };
};
