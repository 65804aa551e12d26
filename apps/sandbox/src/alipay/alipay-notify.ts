import { randomBytes } from 'node:crypto';
import type { TDelivery, TRetryingDelivery } from '../wechatpay/retrying-delivery.js';
import { alipaySign, alipayTime, signContent } from './alipay-crypto.js';
import type { TAlipayApp } from './apps.js';
import { amountFen, fenText, type TAlipayTrade } from './trades.js';

/** Minutes between tries after the first (异步通知: 4m,10m,10m,1h,2h,6h,15h; 8 tries in about 25 hours). */
export const ALIPAY_RETRY_SCHEDULE = [240, 600, 600, 3600, 7200, 21600, 54000] as const;

/** Parameters Alipay signs by themselves: sign and sign_type are left out of the signed content. */
export const signParams = (params: Record<string, string>): Record<string, string> => ({
  ...params,
  sign: alipaySign(signContent(params, ['sign', 'sign_type'])),
});

/** trade_status_sync for a trade's current state; `refund` adds the refund fields of a refund notification. */
export const tradeNotifyParams = (
  app: TAlipayApp,
  trade: TAlipayTrade,
  nowMs: number,
  refund?: { outRequestNo: string; refundFeeFen: number },
): Record<string, string> => {
  const total = trade.totalAmount;
  const params: Record<string, string> = {
    notify_time: alipayTime(nowMs),
    notify_type: 'trade_status_sync',
    notify_id: `2025${randomBytes(16).toString('hex')}`,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    app_id: app.appId,
    auth_app_id: app.appId,
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    buyer_id: trade.buyerId,
    buyer_logon_id: trade.buyerLogonId,
    seller_id: app.sellerId,
    trade_status: trade.status,
    total_amount: total,
    receipt_amount: total,
    invoice_amount: total,
    buyer_pay_amount: total,
    point_amount: '0.00',
    subject: trade.subject,
    gmt_create: alipayTime(trade.createdAt),
    gmt_payment: alipayTime(trade.paidAt ?? trade.createdAt),
    fund_bill_list: JSON.stringify([{ amount: total, fundChannel: 'ALIPAYACCOUNT' }]),
  };
  if (trade.body) {
    params.body = trade.body;
  }
  if (trade.passbackParams) {
    params.passback_params = trade.passbackParams;
  }
  if (refund) {
    params.out_biz_no = refund.outRequestNo;
    params.refund_fee = fenText(refund.refundFeeFen);
    params.gmt_refund = `${alipayTime(nowMs)}.000`;
    if (trade.status === 'TRADE_CLOSED') {
      params.gmt_close = alipayTime(nowMs);
    }
  }
  // A sanity check of our own: an amount we could not parse would be a sandbox bug.
  if (amountFen(total) === null) {
    throw new Error(`bad total_amount ${total}`);
  }
  return signParams(params);
};

/** POSTs the form-encoded notification until the merchant answers exactly `success`. */
export const sendAlipayNotify = (delivery: TRetryingDelivery, url: string, params: Record<string, string>): TDelivery =>
  delivery.send({
    id: params.notify_id ?? '',
    url,
    kind: `alipay.${params.trade_status}${params.refund_fee ? '.refund' : ''}`,
    request: () => ({
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    }),
    accepted: (status, body) => status === 200 && body === 'success',
  });
