import { randomBytes } from 'node:crypto';

export type TTradeState = 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';

export type TNativeOrderInput = {
  appid: string;
  mchid: string;
  description: string;
  out_trade_no: string;
  time_expire?: string;
  attach?: string;
  notify_url: string;
  amount: { total: number; currency: string };
};

export type TRefund = {
  refundId: string;
  outRefundNo: string;
  reason?: string;
  amount: number;
  status: 'PROCESSING' | 'SUCCESS';
  createdAt: number;
  successAt?: number;
  notifyUrl?: string;
};

export type TWechatOrder = {
  input: TNativeOrderInput;
  /** The JSON of the first request, to tell a repeated request from a reuse of the number. */
  fingerprint: string;
  state: TTradeState;
  /** The `pr` of the code_url; the scan page looks the order up by it. */
  pr: string;
  createdAt: number;
  expiresAt: number;
  transactionId?: string;
  successAt?: number;
  openid?: string;
  refunds: TRefund[];
};

/** code_url stays valid for two hours after the order (Native 下单 docs), whatever time_expire says. */
const CODE_URL_VALIDITY_MS = 2 * 3600_000;

const digits = (n: number): string => Array.from(randomBytes(n), (b) => String(b % 10)).join('');

export const createOrderStore = () => {
  const orders = new Map<string, TWechatOrder>();
  const byPr = new Map<string, TWechatOrder>();
  const key = (mchid: string, outTradeNo: string) => `${mchid}\n${outTradeNo}`;

  return {
    get: (mchid: string, outTradeNo: string) => orders.get(key(mchid, outTradeNo)),
    byPr: (pr: string) => byPr.get(pr),
    create: (input: TNativeOrderInput, fingerprint: string, now: number): TWechatOrder => {
      const timeExpire = input.time_expire ? Date.parse(input.time_expire) : Number.POSITIVE_INFINITY;
      const order: TWechatOrder = {
        input,
        fingerprint,
        state: 'NOTPAY',
        pr: randomBytes(12).toString('base64url'),
        createdAt: now,
        expiresAt: Math.min(now + CODE_URL_VALIDITY_MS, timeExpire),
        refunds: [],
      };
      orders.set(key(input.mchid, input.out_trade_no), order);
      byPr.set(order.pr, order);
      return order;
    },
    markPaid: (order: TWechatOrder, now: number, openid: string) => {
      order.state = 'SUCCESS';
      order.successAt = now;
      order.openid = openid;
      order.transactionId = `4200${digits(24)}`;
    },
    refundId: () => `50${digits(27)}`,
    findRefund: (mchid: string, outRefundNo: string): { order: TWechatOrder; refund: TRefund } | undefined => {
      for (const order of orders.values()) {
        const refund = order.input.mchid === mchid && order.refunds.find((r) => r.outRefundNo === outRefundNo);
        if (refund) {
          return { order, refund };
        }
      }
      return undefined;
    },
    byTransactionId: (mchid: string, transactionId: string) =>
      [...orders.values()].find((o) => o.input.mchid === mchid && o.transactionId === transactionId),
  };
};

export type TOrderStore = ReturnType<typeof createOrderStore>;
