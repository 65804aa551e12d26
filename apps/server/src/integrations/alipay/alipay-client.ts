import { AlipaySdk } from 'alipay-sdk';
import type { TAlipayConfig } from './alipay-config.js';
import {
  AlipayError,
  fenToYuan,
  formatAlipayTime,
  parseAlipayTime,
  type TAlipayTradeStatus,
  yuanToFen,
} from './alipay-types.js';

export type TPagePayInput = {
  outTradeNo: string;
  subject: string;
  /** Yuan with two decimals, e.g. "69.00" (use fenToYuan). */
  totalAmount: string;
  returnUrl: string;
  notifyUrl: string;
  /** Latest time the buyer can pay (time_expire); after it the cashier refuses. */
  expireAt?: Date;
};

export type TAlipayTrade = {
  outTradeNo: string;
  /** NOT_EXIST: Alipay has no trade yet (page pay before the buyer scans or logs in), or never will. */
  state: TAlipayTradeStatus | 'NOT_EXIST';
  tradeNo: string | null;
  totalAmount: string | null;
  amountFen: number | null;
  paidAt: Date | null;
};

export type TAlipayNotify = {
  notifyId: string;
  appId: string;
  sellerId: string;
  outTradeNo: string;
  tradeNo: string;
  tradeStatus: TAlipayTradeStatus;
  totalAmount: string;
  amountFen: number;
  /** Set on refund notifications (cumulative refunded amount). */
  refundFee: string | null;
  paidAt: Date | null;
  /** Every parameter as received, for the audit trail. */
  params: Record<string, string>;
};

export type TAlipayClient = {
  /** The GET URL of the cashier (open it in the browser or an iframe); signed by alipay-sdk. */
  pagePayUrl: (input: TPagePayInput) => string;
  /** The auto-submitting POST form of the same request, for callers that prefer a form. */
  pagePayForm: (input: TPagePayInput) => string;
  queryTrade: (outTradeNo: string) => Promise<TAlipayTrade>;
  /** 'closed'; 'missing' for ACQ.TRADE_NOT_EXIST (nothing to close, the buyer never got that far); 'paid' if too late. */
  closeTrade: (outTradeNo: string) => Promise<'closed' | 'missing' | 'paid'>;
  refund: (input: {
    outTradeNo: string;
    refundAmount: string;
    outRequestNo: string;
    reason?: string;
  }) => Promise<{ refundFee: string; fundChange: boolean; tradeNo: string }>;
  /** alipay.trade.fastpay.refund.query: the refunded amount of one out_request_no, null when Alipay has none. */
  queryRefund: (outTradeNo: string, outRequestNo: string) => Promise<{ amountFen: number; status: string } | null>;
  /** Verifies a notification (form fields as parsed): RSA2 sign, app_id, seller_id when configured. Throws AlipayError. */
  verifyNotify: (params: Record<string, unknown>) => TAlipayNotify;
  /** Verifies the signed parameters of the browser's return to return_url (display only; the notify is the truth). */
  verifyReturn: (params: Record<string, unknown>) => boolean;
};

type TExecResult = Record<string, unknown> & { code?: string; msg?: string; subCode?: string; subMsg?: string };

const STATUSES: readonly string[] = ['WAIT_BUYER_PAY', 'TRADE_SUCCESS', 'TRADE_FINISHED', 'TRADE_CLOSED'];

const stringParams = (params: Record<string, unknown>): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    if (typeof v === 'string') {
      out[k] = v;
    } else if (Array.isArray(v) && typeof v[0] === 'string') {
      // A repeated field (parameter pollution) is refused by the signature check below: keep the first only.
      out[k] = v[0];
    }
  }
  return out;
};

/** alipay.trade.page.pay, query, close and refund through the official alipay-sdk (RSA2, answers verified). */
export const createAlipayClient = (cfg: TAlipayConfig): TAlipayClient => {
  const sdk = new AlipaySdk({
    appId: cfg.appId,
    privateKey: cfg.appPrivateKey,
    keyType: 'PKCS8',
    alipayPublicKey: cfg.alipayPublicKey,
    gateway: cfg.gateway,
    timeout: cfg.timeoutMs,
  });

  const pageParams = (input: TPagePayInput) => {
    if (yuanToFen(input.totalAmount) === null) {
      throw new AlipayError('40002', 'ACQ.INVALID_PARAMETER', `total_amount ${input.totalAmount}`);
    }
    return {
      bizContent: {
        out_trade_no: input.outTradeNo,
        total_amount: input.totalAmount,
        subject: input.subject,
        product_code: 'FAST_INSTANT_TRADE_PAY',
        ...(input.expireAt ? { time_expire: formatAlipayTime(input.expireAt) } : {}),
      },
      returnUrl: input.returnUrl,
      notifyUrl: input.notifyUrl,
    };
  };

  const exec = async (method: string, bizContent: object): Promise<TExecResult> => {
    try {
      return (await sdk.exec(method, { bizContent }, { validateSign: true })) as TExecResult;
    } catch (error) {
      // Transport failures and answers whose signature does not verify.
      throw new AlipayError('NETWORK_OR_SIGN', '', error instanceof Error ? error.message : String(error));
    }
  };
  const fail = (r: TExecResult) =>
    new AlipayError(String(r.code ?? ''), String(r.subCode ?? ''), String(r.subMsg ?? r.msg ?? ''));

  return {
    pagePayUrl: (input) => sdk.pageExecute('alipay.trade.page.pay', 'GET', pageParams(input)),
    pagePayForm: (input) => sdk.pageExecute('alipay.trade.page.pay', 'POST', pageParams(input)),
    queryTrade: async (outTradeNo) => {
      const r = await exec('alipay.trade.query', { out_trade_no: outTradeNo });
      if (r.code === '40004' && r.subCode === 'ACQ.TRADE_NOT_EXIST') {
        return { outTradeNo, state: 'NOT_EXIST', tradeNo: null, totalAmount: null, amountFen: null, paidAt: null };
      }
      if (r.code !== '10000' || !STATUSES.includes(String(r.tradeStatus))) {
        throw fail(r);
      }
      const totalAmount = typeof r.totalAmount === 'string' ? r.totalAmount : null;
      return {
        outTradeNo,
        state: r.tradeStatus as TAlipayTradeStatus,
        tradeNo: typeof r.tradeNo === 'string' ? r.tradeNo : null,
        totalAmount,
        amountFen: yuanToFen(totalAmount),
        paidAt: parseAlipayTime(r.sendPayDate),
      };
    },
    closeTrade: async (outTradeNo) => {
      const r = await exec('alipay.trade.close', { out_trade_no: outTradeNo });
      if (r.code === '10000') {
        return 'closed';
      }
      if (r.subCode === 'ACQ.TRADE_NOT_EXIST') {
        return 'missing';
      }
      if (r.subCode === 'ACQ.TRADE_STATUS_ERROR') {
        // Already closed, or paid: only a query tells which, and the caller needs to know.
        const now = await exec('alipay.trade.query', { out_trade_no: outTradeNo });
        return now.tradeStatus === 'TRADE_CLOSED' ? 'closed' : 'paid';
      }
      throw fail(r);
    },
    refund: async (input) => {
      if (yuanToFen(input.refundAmount) === null) {
        throw new AlipayError('40002', 'isv.invalid-parameter', `refund_amount ${input.refundAmount}`);
      }
      const r = await exec('alipay.trade.refund', {
        out_trade_no: input.outTradeNo,
        refund_amount: input.refundAmount,
        out_request_no: input.outRequestNo,
        ...(input.reason ? { refund_reason: input.reason } : {}),
      });
      if (r.code !== '10000') {
        throw fail(r);
      }
      return { refundFee: String(r.refundFee), fundChange: r.fundChange === 'Y', tradeNo: String(r.tradeNo) };
    },
    queryRefund: async (outTradeNo, outRequestNo) => {
      const r = await exec('alipay.trade.fastpay.refund.query', {
        out_trade_no: outTradeNo,
        out_request_no: outRequestNo,
      });
      if (r.code !== '10000') {
        throw fail(r);
      }
      const amountFen = yuanToFen(r.refundAmount);
      return amountFen === null ? null : { amountFen, status: String(r.refundStatus ?? 'REFUND_SUCCESS') };
    },
    verifyNotify: (raw) => {
      const params = stringParams(raw);
      // Values are taken as parsed from the form (V2: no second URL-decoding, which breaks on a literal %).
      if (!sdk.checkNotifySignV2(params)) {
        throw new AlipayError('SIGN_INVALID', '', 'notification signature does not verify');
      }
      if (params.app_id !== cfg.appId) {
        throw new AlipayError('APP_ID_MISMATCH', '', `notification for app ${params.app_id}`);
      }
      if (cfg.sellerId && params.seller_id !== cfg.sellerId) {
        throw new AlipayError('SELLER_MISMATCH', '', `notification for seller ${params.seller_id}`);
      }
      const amountFen = yuanToFen(params.total_amount);
      if (
        !params.out_trade_no ||
        !params.trade_no ||
        !STATUSES.includes(params.trade_status ?? '') ||
        amountFen === null ||
        !params.notify_id
      ) {
        throw new AlipayError('PARAM_ERROR', '', 'notification fields missing');
      }
      return {
        notifyId: params.notify_id,
        appId: params.app_id,
        sellerId: params.seller_id ?? '',
        outTradeNo: params.out_trade_no,
        tradeNo: params.trade_no,
        tradeStatus: params.trade_status as TAlipayTradeStatus,
        totalAmount: params.total_amount ?? '',
        amountFen,
        refundFee: params.refund_fee ?? null,
        paidAt: parseAlipayTime(params.gmt_payment),
        params,
      };
    },
    verifyReturn: (raw) => {
      const params = stringParams(raw);
      return params.app_id === cfg.appId && sdk.checkNotifySignV2(params);
    },
  };
};

export { fenToYuan, yuanToFen };
