import { Wechatpay } from 'wechatpay-axios-plugin';
import type { TWechatPayConfig } from './wechatpay-config.js';
import { type TWechatNotification, verifyAndDecryptNotification } from './wechatpay-notify.js';
import { type TWechatTransaction, toTransaction, WechatPayError } from './wechatpay-types.js';

export type TNativeOrder = {
  outTradeNo: string;
  description: string;
  amountFen: number;
  notifyUrl: string;
  /** After this the code can no longer be paid (time_expire). */
  expireAt?: Date;
  attach?: string;
};

export type TWechatRefund = {
  outRefundNo: string;
  refundId: string;
  status: 'SUCCESS' | 'CLOSED' | 'PROCESSING' | 'ABNORMAL';
  amountFen: number;
  successAt: Date | null;
};

export type TWechatPayClient = {
  /** Native (QR) order; returns the code_url to render as a QR code. Same input again returns the same code. */
  createNativeOrder: (order: TNativeOrder) => Promise<{ codeUrl: string }>;
  /** null when WeChat Pay has no such order (ORDER_NOT_EXIST). */
  queryOrder: (outTradeNo: string) => Promise<TWechatTransaction | null>;
  /** Closes an unpaid order; 'paid' when it was paid meanwhile (ORDERPAID), 'missing' when WeChat never saw it. */
  closeOrder: (outTradeNo: string) => Promise<'closed' | 'paid' | 'missing'>;
  refund: (input: {
    outTradeNo: string;
    outRefundNo: string;
    refundFen: number;
    totalFen: number;
    reason?: string;
    notifyUrl?: string;
  }) => Promise<TWechatRefund>;
  queryRefund: (outRefundNo: string) => Promise<TWechatRefund | null>;
  verifyAndDecryptNotification: (
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ) => TWechatNotification;
};

/** China time RFC 3339, the form time_expire takes (2018-06-08T10:34:56+08:00). */
const rfc3339China = (d: Date): string => `${new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

type TAxiosLike = { response?: { status?: number; data?: unknown }; code?: string; message?: string };

/** SDK/axios failures as WechatPayError with WeChat's code (or the SDK's EV3_* code for a bad answer signature). */
const wrap = async <T>(call: () => PromiseLike<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    const e = error as TAxiosLike;
    const data = e.response?.data as { code?: unknown; message?: unknown } | undefined;
    if (data && typeof data.code === 'string') {
      throw new WechatPayError(data.code, String(data.message ?? ''), e.response?.status ?? 0);
    }
    throw new WechatPayError(e.code ?? 'NETWORK_ERROR', e.message ?? 'request failed', e.response?.status ?? 0);
  }
};

const toRefund = (r: Record<string, unknown>): TWechatRefund => ({
  outRefundNo: String(r.out_refund_no),
  refundId: String(r.refund_id),
  status: r.status as TWechatRefund['status'],
  amountFen: Number((r.amount as { refund?: unknown } | undefined)?.refund ?? 0),
  successAt: typeof r.success_time === 'string' ? new Date(r.success_time) : null,
});

/**
 * WeChat Pay API v3 through wechatpay-axios-plugin: it signs every request (Authorization) and verifies every 2xx
 * answer's Wechatpay-Signature with the configured public key before we see it.
 */
export const createWechatPayClient = (cfg: TWechatPayConfig): TWechatPayClient => {
  const wx = new Wechatpay({
    mchid: cfg.mchid,
    serial: cfg.merchantSerial,
    privateKey: cfg.merchantPrivateKey,
    certs: { [cfg.platformPublicKeyId]: cfg.platformPublicKey },
    baseURL: cfg.baseUrl,
    timeout: cfg.timeoutMs,
  });
  const path = (p: string) => wx.chain(p);
  const no = (v: string) => encodeURIComponent(v);

  return {
    createNativeOrder: async (o) => {
      const res = await wrap(() =>
        path('v3/pay/transactions/native').post({
          appid: cfg.appid,
          mchid: cfg.mchid,
          description: o.description,
          out_trade_no: o.outTradeNo,
          ...(o.expireAt ? { time_expire: rfc3339China(o.expireAt) } : {}),
          ...(o.attach ? { attach: o.attach } : {}),
          notify_url: o.notifyUrl,
          amount: { total: o.amountFen, currency: 'CNY' },
        }),
      );
      const codeUrl = (res.data as { code_url?: unknown }).code_url;
      if (typeof codeUrl !== 'string') {
        throw new WechatPayError('PARAM_ERROR', 'answer without code_url');
      }
      return { codeUrl };
    },
    queryOrder: async (outTradeNo) => {
      try {
        const res = await wrap(() =>
          path(`v3/pay/transactions/out-trade-no/${no(outTradeNo)}`).get({ params: { mchid: cfg.mchid } }),
        );
        return toTransaction(res.data as Record<string, unknown>);
      } catch (error) {
        if (error instanceof WechatPayError && error.code === 'ORDER_NOT_EXIST') {
          return null;
        }
        throw error;
      }
    },
    closeOrder: async (outTradeNo) => {
      try {
        await wrap(() => path(`v3/pay/transactions/out-trade-no/${no(outTradeNo)}/close`).post({ mchid: cfg.mchid }));
        return 'closed';
      } catch (error) {
        if (error instanceof WechatPayError && error.code === 'ORDERPAID') {
          return 'paid';
        }
        if (error instanceof WechatPayError && error.code === 'ORDER_NOT_EXIST') {
          return 'missing';
        }
        throw error;
      }
    },
    refund: async (r) => {
      const res = await wrap(() =>
        path('v3/refund/domestic/refunds').post({
          out_trade_no: r.outTradeNo,
          out_refund_no: r.outRefundNo,
          ...(r.reason ? { reason: r.reason } : {}),
          ...(r.notifyUrl ? { notify_url: r.notifyUrl } : {}),
          amount: { refund: r.refundFen, total: r.totalFen, currency: 'CNY' },
        }),
      );
      return toRefund(res.data as Record<string, unknown>);
    },
    queryRefund: async (outRefundNo) => {
      try {
        const res = await wrap(() => path(`v3/refund/domestic/refunds/${no(outRefundNo)}`).get());
        return toRefund(res.data as Record<string, unknown>);
      } catch (error) {
        if (error instanceof WechatPayError && error.code === 'RESOURCE_NOT_EXISTS') {
          return null;
        }
        throw error;
      }
    },
    verifyAndDecryptNotification: (headers, rawBody) => verifyAndDecryptNotification(cfg, headers, rawBody),
  };
};
