import type { FastifyInstance } from 'fastify';
import { wxError } from './api-auth.js';
import type { TWechatPayMerchant } from './merchants.js';
import { refundView, type TWechatNotifier } from './notifications.js';
import type { TOrderStore, TRefund, TWechatOrder } from './orders.js';

type TRefundBody = {
  transaction_id?: unknown;
  out_trade_no?: unknown;
  out_refund_no?: unknown;
  reason?: unknown;
  notify_url?: unknown;
  amount?: { refund?: unknown; total?: unknown; currency?: unknown };
};

/** 申请退款 and 查询单笔退款: refunds start PROCESSING and settle after `settleMs`, then REFUND.SUCCESS is sent. */
export const refundRoutes = (deps: {
  orders: TOrderStore;
  notifier: TWechatNotifier;
  now: () => number;
  settleMs: number;
  timers: Set<NodeJS.Timeout>;
}) => {
  const settle = (merchant: TWechatPayMerchant, order: TWechatOrder, refund: TRefund) => {
    const timer = setTimeout(() => {
      deps.timers.delete(timer);
      refund.status = 'SUCCESS';
      refund.successAt = deps.now();
      if (refund.notifyUrl) {
        deps.notifier.refunded(merchant, order, refund, refund.notifyUrl);
      }
    }, deps.settleMs);
    deps.timers.add(timer);
  };

  return async (app: FastifyInstance) => {
    app.post('/v3/refund/domestic/refunds', async (req, reply) => {
      const merchant = req.wechatpayMerchant as TWechatPayMerchant;
      const b = (req.body ?? {}) as TRefundBody;
      const order =
        typeof b.transaction_id === 'string'
          ? deps.orders.byTransactionId(merchant.mchid, b.transaction_id)
          : typeof b.out_trade_no === 'string'
            ? deps.orders.get(merchant.mchid, b.out_trade_no)
            : undefined;
      if (typeof b.out_refund_no !== 'string' || !/^[0-9A-Za-z_\-*|@]{1,64}$/.test(b.out_refund_no)) {
        return wxError(reply, 400, 'PARAM_ERROR', 'out_refund_no参数不合法');
      }
      const refundAmount = b.amount?.refund;
      const total = b.amount?.total;
      if (!Number.isInteger(refundAmount) || Number(refundAmount) <= 0 || !Number.isInteger(total)) {
        return wxError(reply, 400, 'PARAM_ERROR', 'amount参数不合法');
      }
      if (b.amount?.currency !== 'CNY') {
        return wxError(reply, 400, 'PARAM_ERROR', 'amount.currency参数不合法');
      }
      if (!order) {
        return wxError(reply, 404, 'RESOURCE_NOT_EXISTS', '订单不存在');
      }
      const existing = order.refunds.find((r) => r.outRefundNo === b.out_refund_no);
      if (existing) {
        return refundView(order, existing, deps.now());
      }
      if (order.state !== 'SUCCESS' && order.state !== 'REFUND') {
        return wxError(reply, 400, 'INVALID_REQUEST', '订单状态不正确，不能退款');
      }
      if (total !== order.input.amount.total) {
        return wxError(reply, 400, 'INVALID_REQUEST', '订单金额与原订单金额不一致');
      }
      const refunded = order.refunds.reduce((sum, r) => sum + r.amount, 0);
      if (refunded + Number(refundAmount) > order.input.amount.total) {
        return wxError(reply, 403, 'NOT_ENOUGH', '申请退款金额超过订单可退金额');
      }
      const refund: TRefund = {
        refundId: deps.orders.refundId(),
        outRefundNo: b.out_refund_no,
        reason: typeof b.reason === 'string' ? b.reason : undefined,
        amount: Number(refundAmount),
        status: 'PROCESSING',
        createdAt: deps.now(),
        notifyUrl: typeof b.notify_url === 'string' ? b.notify_url : undefined,
      };
      order.refunds.push(refund);
      order.state = 'REFUND';
      settle(merchant, order, refund);
      return refundView(order, refund, deps.now());
    });

    app.get<{ Params: { no: string } }>('/v3/refund/domestic/refunds/:no', async (req, reply) => {
      const merchant = req.wechatpayMerchant as TWechatPayMerchant;
      const found = deps.orders.findRefund(merchant.mchid, req.params.no);
      return found
        ? refundView(found.order, found.refund, deps.now())
        : wxError(reply, 404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
    });
  };
};
