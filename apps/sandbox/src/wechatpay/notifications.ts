import { randomBytes, randomUUID } from 'node:crypto';
import type { TWechatPayMerchant } from './merchants.js';
import type { TRefund, TWechatOrder } from './orders.js';
import type { TDelivery, TRetryingDelivery } from './retrying-delivery.js';
import { chinaTime, encryptResource, platformSignatureHeaders } from './wechatpay-crypto.js';

/** Seconds between tries after the first (支付通知: 15s/15s/30s/3m/10m/20m/30m/30m/30m/60m/3h/3h/3h/6h/6h). */
export const WECHATPAY_RETRY_SCHEDULE = [
  15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600,
] as const;

type TEvent = { eventType: string; summary: string; originalType: 'transaction' | 'refund'; resource: object };

/** The transaction object a query answers and a TRANSACTION.SUCCESS notification carries (encrypted). */
export const transactionView = (order: TWechatOrder) => {
  const { input } = order;
  const paid = order.state === 'SUCCESS' || order.state === 'REFUND';
  return {
    appid: input.appid,
    mchid: input.mchid,
    out_trade_no: input.out_trade_no,
    ...(paid ? { transaction_id: order.transactionId } : {}),
    ...(paid ? { trade_type: 'NATIVE' } : {}),
    trade_state: order.state,
    trade_state_desc: TRADE_STATE_DESC[order.state],
    ...(paid ? { bank_type: 'OTHERS' } : {}),
    attach: input.attach ?? '',
    ...(paid && order.successAt !== undefined ? { success_time: chinaTime(order.successAt) } : {}),
    ...(paid ? { payer: { openid: order.openid } } : {}),
    amount: paid
      ? { total: input.amount.total, payer_total: input.amount.total, currency: 'CNY', payer_currency: 'CNY' }
      : { total: input.amount.total, currency: 'CNY', payer_currency: 'CNY' },
  };
};

const TRADE_STATE_DESC: Record<TWechatOrder['state'], string> = {
  NOTPAY: '订单未支付',
  SUCCESS: '支付成功',
  CLOSED: '订单已关闭',
  REFUND: '订单发生过退款',
};

export const refundView = (order: TWechatOrder, refund: TRefund, nowMs: number) => {
  const total = order.input.amount.total;
  return {
    refund_id: refund.refundId,
    out_refund_no: refund.outRefundNo,
    transaction_id: order.transactionId,
    out_trade_no: order.input.out_trade_no,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    ...(refund.successAt !== undefined ? { success_time: chinaTime(refund.successAt) } : {}),
    create_time: chinaTime(refund.createdAt ?? nowMs),
    status: refund.status,
    funds_account: 'AVAILABLE',
    amount: {
      total,
      refund: refund.amount,
      payer_total: total,
      payer_refund: refund.amount,
      settlement_refund: refund.amount,
      settlement_total: total,
      discount_refund: 0,
      currency: 'CNY',
      refund_fee: 0,
    },
    promotion_detail: [],
  };
};

/** Sends TRANSACTION.SUCCESS / REFUND.SUCCESS notifications, signed and encrypted as WeChat Pay does. */
export const createWechatNotifier = (deps: {
  delivery: TRetryingDelivery;
  now: () => number;
  /** Send a WECHATPAY/SIGNTEST probe before each notification, as the real service does from time to time. */
  probes: boolean;
}) => {
  const body = (merchant: TWechatPayMerchant, event: TEvent): string => {
    const associatedData = event.originalType;
    const { ciphertext, nonce } = encryptResource(JSON.stringify(event.resource), merchant.apiV3Key, associatedData);
    return JSON.stringify({
      id: randomUUID(),
      create_time: chinaTime(deps.now()),
      resource_type: 'encrypt-resource',
      event_type: event.eventType,
      summary: event.summary,
      resource: {
        original_type: event.originalType,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext,
        associated_data: associatedData,
        nonce,
      },
    });
  };

  const send = (url: string, merchant: TWechatPayMerchant, event: TEvent): TDelivery => {
    const payload = body(merchant, event);
    if (deps.probes) {
      // The probe looks like a notification but must fail verification; its answer is recorded, never retried.
      deps.delivery.send({
        id: `probe-${randomUUID()}`,
        url,
        kind: 'probe',
        request: () => ({
          headers: {
            'Content-Type': 'application/json',
            ...platformSignatureHeaders(payload, deps.now()),
            'Wechatpay-Signature': `WECHATPAY/SIGNTEST/${randomBytes(192).toString('base64')}`,
          },
          body: payload,
        }),
        accepted: () => true,
      });
    }
    return deps.delivery.send({
      id: randomUUID(),
      url,
      kind: event.eventType,
      // Every try is signed afresh: a merchant rejecting timestamps older than 5 minutes still accepts a retry.
      request: () => ({
        headers: { 'Content-Type': 'application/json', ...platformSignatureHeaders(payload, deps.now()) },
        body: payload,
      }),
      accepted: (status) => status === 200 || status === 204,
    });
  };

  return {
    paid: (merchant: TWechatPayMerchant, order: TWechatOrder) =>
      send(order.input.notify_url, merchant, {
        eventType: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        originalType: 'transaction',
        resource: transactionView(order),
      }),
    refunded: (merchant: TWechatPayMerchant, order: TWechatOrder, refund: TRefund, url: string) =>
      send(url, merchant, {
        eventType: 'REFUND.SUCCESS',
        summary: '退款成功',
        originalType: 'refund',
        resource: {
          mchid: order.input.mchid,
          out_trade_no: order.input.out_trade_no,
          transaction_id: order.transactionId,
          out_refund_no: refund.outRefundNo,
          refund_id: refund.refundId,
          refund_status: 'SUCCESS',
          success_time: chinaTime(refund.successAt ?? deps.now()),
          user_received_account: '支付用户零钱',
          amount: {
            total: order.input.amount.total,
            refund: refund.amount,
            payer_total: order.input.amount.total,
            payer_refund: refund.amount,
          },
        },
      }),
  };
};

export type TWechatNotifier = ReturnType<typeof createWechatNotifier>;
