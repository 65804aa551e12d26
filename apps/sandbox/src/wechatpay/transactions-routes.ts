import type { FastifyInstance } from 'fastify';
import { wxError } from './api-auth.js';
import type { TWechatNotifier } from './notifications.js';
import { transactionView } from './notifications.js';
import type { TNativeOrderInput, TOrderStore } from './orders.js';

const OUT_TRADE_NO = /^[0-9A-Za-z_\-*|]{6,32}$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** PARAM_ERROR message of the first bad field, or null; the same checks as Native 下单's parameter table. */
const invalidNativeInput = (b: Record<string, unknown>): string | null => {
  const str = (k: string, max: number, required = true) => {
    const v = b[k];
    if (v === undefined && !required) {
      return null;
    }
    return typeof v === 'string' && v.length > 0 && [...v].length <= max ? null : `${k}参数不合法`;
  };
  const first =
    str('appid', 32) ??
    str('mchid', 32) ??
    str('description', 127) ??
    str('attach', 128, false) ??
    str('notify_url', 256);
  if (first) {
    return first;
  }
  if (typeof b.out_trade_no !== 'string' || !OUT_TRADE_NO.test(b.out_trade_no)) {
    return 'out_trade_no参数不合法';
  }
  if (b.time_expire !== undefined && (typeof b.time_expire !== 'string' || !RFC3339.test(b.time_expire))) {
    return 'time_expire参数不合法';
  }
  let url: URL;
  try {
    url = new URL(String(b.notify_url));
  } catch {
    return 'notify_url参数不合法';
  }
  // Production insists on https; the sandbox also takes http so a local server can receive notifications.
  if (!['https:', 'http:'].includes(url.protocol) || url.search !== '') {
    return 'notify_url参数不合法，不能携带参数';
  }
  const amount = b.amount as { total?: unknown; currency?: unknown } | undefined;
  if (typeof amount !== 'object' || amount === null || !Number.isInteger(amount.total) || Number(amount.total) <= 0) {
    return 'amount.total参数不合法';
  }
  if (amount.currency !== undefined && amount.currency !== 'CNY') {
    return 'amount.currency参数不合法';
  }
  return null;
};

export const transactionsRoutes = (deps: {
  orders: TOrderStore;
  notifier: TWechatNotifier;
  now: () => number;
  codeUrlBase: string;
}) => {
  const codeUrl = (pr: string) => `${deps.codeUrlBase}?pr=${pr}`;

  return async (app: FastifyInstance) => {
    app.post('/v3/pay/transactions/native', async (req, reply) => {
      const merchant = req.wechatpayMerchant;
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (!merchant) {
        return wxError(reply, 401, 'SIGN_ERROR', '签名错误');
      }
      const invalid = invalidNativeInput(body);
      if (invalid) {
        return wxError(reply, 400, 'PARAM_ERROR', invalid);
      }
      const input = body as unknown as TNativeOrderInput;
      if (input.mchid !== merchant.mchid) {
        return wxError(reply, 400, 'PARAM_ERROR', 'mchid与请求头Authorization中的mchid不一致');
      }
      if (!merchant.appids.includes(input.appid)) {
        return wxError(reply, 400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
      }
      const normalised: TNativeOrderInput = { ...input, amount: { total: input.amount.total, currency: 'CNY' } };
      const fingerprint = JSON.stringify(normalised);
      const existing = deps.orders.get(merchant.mchid, input.out_trade_no);
      if (existing) {
        if (existing.state === 'SUCCESS' || existing.state === 'REFUND') {
          return wxError(reply, 400, 'ORDERPAID', '该订单已支付');
        }
        if (existing.state === 'CLOSED') {
          return wxError(reply, 400, 'ORDER_CLOSED', '订单已关闭');
        }
        // The same request again returns the same code_url; other parameters under the number are refused.
        if (existing.fingerprint !== fingerprint) {
          return wxError(reply, 400, 'INVALID_REQUEST', '201 商户订单号重复');
        }
        return { code_url: codeUrl(existing.pr) };
      }
      const order = deps.orders.create(normalised, fingerprint, deps.now());
      return { code_url: codeUrl(order.pr) };
    });

    app.get<{ Params: { no: string }; Querystring: { mchid?: string } }>(
      '/v3/pay/transactions/out-trade-no/:no',
      async (req, reply) => {
        const merchant = req.wechatpayMerchant;
        if (!merchant || req.query.mchid !== merchant.mchid) {
          return wxError(reply, 400, 'PARAM_ERROR', 'mchid参数不合法');
        }
        const order = deps.orders.get(merchant.mchid, req.params.no);
        return order ? transactionView(order) : wxError(reply, 404, 'ORDER_NOT_EXIST', '订单不存在');
      },
    );

    app.get<{ Params: { id: string }; Querystring: { mchid?: string } }>(
      '/v3/pay/transactions/id/:id',
      async (req, reply) => {
        const merchant = req.wechatpayMerchant;
        if (!merchant || req.query.mchid !== merchant.mchid) {
          return wxError(reply, 400, 'PARAM_ERROR', 'mchid参数不合法');
        }
        const order = deps.orders.byTransactionId(merchant.mchid, req.params.id);
        return order ? transactionView(order) : wxError(reply, 404, 'ORDER_NOT_EXIST', '订单不存在');
      },
    );

    app.post<{ Params: { no: string } }>('/v3/pay/transactions/out-trade-no/:no/close', async (req, reply) => {
      const merchant = req.wechatpayMerchant;
      const body = (req.body ?? {}) as { mchid?: unknown };
      if (!merchant || body.mchid !== merchant.mchid) {
        return wxError(reply, 400, 'PARAM_ERROR', 'mchid参数不合法');
      }
      const order = deps.orders.get(merchant.mchid, req.params.no);
      if (!order) {
        return wxError(reply, 404, 'ORDER_NOT_EXIST', '订单不存在');
      }
      if (order.state === 'SUCCESS' || order.state === 'REFUND') {
        return wxError(reply, 400, 'ORDERPAID', '订单已支付');
      }
      // Closing a closed order succeeds again: the merchant's retries are harmless.
      order.state = 'CLOSED';
      return reply.code(204).send();
    });
  };
};
