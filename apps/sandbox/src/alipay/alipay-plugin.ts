import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TSandboxContext } from '../lib/context.js';
import { createRetryingDelivery } from '../wechatpay/retrying-delivery.js';
import { alipayTime, signedGatewayAnswer } from './alipay-crypto.js';
import { ALIPAY_RETRY_SCHEDULE, sendAlipayNotify, signParams, tradeNotifyParams } from './alipay-notify.js';
import { ALIPAY_APPS } from './apps.js';
import { renderCashierPage, renderCashierResult } from './cashier-page.js';
import { checkGatewayRequest, type TGatewayRequest } from './gateway-params.js';
import { tradeMethods } from './trade-methods.js';
import { amountFen, createTradeStore, fenText, type TPageRequest } from './trades.js';

export type TAlipaySandboxOptions = {
  /** Compresses the notification retry schedule (1000: 4 min → 240 ms); default SANDBOX_NOTIFY_TIME_FACTOR or 1. */
  timeFactor?: number;
};

const envFactor = (): number => {
  const value = Number(process.env.SANDBOX_NOTIFY_TIME_FACTOR);
  return Number.isFinite(value) && value > 0 ? value : 1;
};

const OUT_TRADE_NO = /^[0-9A-Za-z_]{1,64}$/;
const DEFAULT_TIMEOUT_MS = 15 * 24 * 3600_000;

/** timeout_express (90m, 2h, 1d, 1c = until midnight China time) or time_expire, China time. */
const expiryOf = (biz: Record<string, unknown>, now: number): number | null => {
  if (typeof biz.time_expire === 'string') {
    const at = Date.parse(`${biz.time_expire.replace(' ', 'T')}+08:00`);
    return Number.isNaN(at) ? null : at;
  }
  if (typeof biz.timeout_express === 'string') {
    const m = /^(\d+)([mhdc])$/.exec(biz.timeout_express);
    if (!m) {
      return null;
    }
    const n = Number(m[1]);
    if (m[2] === 'c') {
      const china = now + 8 * 3600_000;
      return china - (china % 86_400_000) + 86_400_000 - 8 * 3600_000;
    }
    return now + n * { m: 60_000, h: 3600_000, d: 86_400_000 }[m[2] as 'm' | 'h' | 'd'];
  }
  return now + DEFAULT_TIMEOUT_MS;
};

/**
 * Alipay's open platform gateway under /alipay/gateway.do (GET and form POST, as alipay-sdk sends them): page pay
 * to a cashier, trade query / close / refund with signed JSON answers, signed returns and retried notifications.
 */
export const alipayPlugin =
  (ctx: TSandboxContext, opts: TAlipaySandboxOptions = {}): FastifyPluginAsync =>
  async (app) => {
    const now = ctx.now;
    const store = createTradeStore();
    const delivery = createRetryingDelivery({
      scheduleSeconds: ALIPAY_RETRY_SCHEDULE,
      timeFactor: opts.timeFactor ?? envFactor(),
      now,
    });
    app.addHook('onClose', async () => delivery.stop());
    const methods = tradeMethods({ store, delivery, now });

    const errorPage = (reply: FastifyReply, subCode: string, subMsg: string) =>
      reply.type('text/html; charset=utf-8').send(renderCashierResult(`错误代码 ${subCode}`, false, subMsg));

    const pagePay = (req: TGatewayRequest, reply: FastifyReply) => {
      const b = req.biz;
      if (b.product_code !== 'FAST_INSTANT_TRADE_PAY') {
        return errorPage(reply, 'ACQ.INVALID_PARAMETER', 'product_code必须为FAST_INSTANT_TRADE_PAY');
      }
      if (typeof b.out_trade_no !== 'string' || !OUT_TRADE_NO.test(b.out_trade_no)) {
        return errorPage(reply, 'ACQ.INVALID_PARAMETER', 'out_trade_no参数不合法');
      }
      const fen = amountFen(b.total_amount);
      if (fen === null) {
        return errorPage(reply, 'ACQ.INVALID_PARAMETER', 'total_amount参数不合法');
      }
      if (typeof b.subject !== 'string' || b.subject === '' || [...b.subject].length > 256) {
        return errorPage(reply, 'ACQ.INVALID_PARAMETER', 'subject参数不合法');
      }
      const expiresAt = expiryOf(b, now());
      if (expiresAt === null) {
        return errorPage(reply, 'ACQ.INVALID_PARAMETER', 'time_expire/timeout_express参数不合法');
      }
      const existing = store.trade(req.app.appId, b.out_trade_no);
      if (existing?.status === 'TRADE_CLOSED') {
        return errorPage(reply, 'ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
      }
      if (existing && existing.status !== 'WAIT_BUYER_PAY') {
        return errorPage(reply, 'ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
      }
      if (existing && amountFen(existing.totalAmount) !== fen) {
        return errorPage(reply, 'ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
      }
      const page = store.addPage({
        appId: req.app.appId,
        outTradeNo: b.out_trade_no,
        totalAmount: fenText(fen),
        subject: b.subject,
        body: typeof b.body === 'string' ? b.body : undefined,
        passbackParams: typeof b.passback_params === 'string' ? b.passback_params : undefined,
        notifyUrl: req.params.notify_url || undefined,
        returnUrl: req.params.return_url || undefined,
        createdAt: now(),
        expiresAt,
      });
      // The real gateway also hands the browser on to its cashier.
      return reply.redirect(`/alipay/cashier?token=${page.token}`, 302);
    };

    const gateway = async (req: FastifyRequest, reply: FastifyReply) => {
      // Common parameters travel in the query, biz_content in the form body (alipay-sdk); GET carries all of them.
      const params: Record<string, string> = {};
      for (const source of [req.query, req.body]) {
        if (source && typeof source === 'object') {
          for (const [k, v] of Object.entries(source as Record<string, unknown>)) {
            if (typeof v === 'string') {
              params[k] = v;
            }
          }
        }
      }
      const checked = checkGatewayRequest(params);
      const isPage = params.method === 'alipay.trade.page.pay';
      if (!checked.ok) {
        if (isPage) {
          return errorPage(reply, checked.error.sub_code, checked.error.sub_msg);
        }
        const method = checked.method && methods[checked.method] ? checked.method : null;
        return reply
          .type('application/json; charset=utf-8')
          .send(
            method ? signedGatewayAnswer(method, checked.error) : JSON.stringify({ error_response: checked.error }),
          );
      }
      if (isPage) {
        return pagePay(checked.request, reply);
      }
      const run = methods[checked.request.method];
      if (!run) {
        const error = {
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: 'isv.invalid-method',
          sub_msg: '不存在的方法名',
        };
        return reply.type('application/json; charset=utf-8').send(JSON.stringify({ error_response: error }));
      }
      return reply
        .type('application/json; charset=utf-8')
        .send(signedGatewayAnswer(checked.request.method, run(checked.request)));
    };
    app.get('/alipay/gateway.do', gateway);
    app.post('/alipay/gateway.do', gateway);

    const openPage = (token: unknown) => {
      const page = typeof token === 'string' ? store.page(token) : undefined;
      if (!page) {
        return { error: '收银台链接无效' } as const;
      }
      const trade = store.trade(page.appId, page.outTradeNo);
      if (trade && trade.status !== 'WAIT_BUYER_PAY') {
        return { error: '该笔订单已支付或已关闭' } as const;
      }
      if (now() > page.expiresAt) {
        return { error: '交易已超时关闭' } as const;
      }
      return { page } as const;
    };

    const cashierView = (page: TPageRequest, scanned: boolean) => ({
      token: page.token,
      subject: page.subject,
      seller: ALIPAY_APPS[page.appId]?.sellerName ?? page.appId,
      totalAmount: page.totalAmount,
      outTradeNo: page.outTradeNo,
      scanned,
    });

    app.get<{ Querystring: { token?: string } }>('/alipay/cashier', async (req, reply) => {
      const found = openPage(req.query.token);
      reply.type('text/html; charset=utf-8');
      if (found.error !== undefined) {
        return renderCashierResult(found.error, false);
      }
      return renderCashierPage(
        cashierView(found.page, store.trade(found.page.appId, found.page.outTradeNo) !== undefined),
      );
    });

    const scan = (page: TPageRequest) => store.scan(page, now(), alipayTime(now()).slice(0, 10).replaceAll('-', ''));

    // The buyer scans the cashier's code but has not confirmed yet: the trade now exists as WAIT_BUYER_PAY.
    app.post<{ Body: { token?: string } }>('/alipay/cashier/scan', async (req, reply) => {
      const found = openPage(req.body?.token);
      reply.type('text/html; charset=utf-8');
      if (found.error !== undefined) {
        return renderCashierResult(found.error, false);
      }
      scan(found.page);
      return renderCashierPage(cashierView(found.page, true));
    });

    app.post<{ Body: { token?: string } }>('/alipay/cashier/pay', async (req, reply) => {
      const found = openPage(req.body?.token);
      if (found.error !== undefined) {
        return reply.type('text/html; charset=utf-8').send(renderCashierResult(found.error, false));
      }
      const { page } = found;
      const alipayApp = ALIPAY_APPS[page.appId];
      if (!alipayApp) {
        return reply.type('text/html; charset=utf-8').send(renderCashierResult('应用不存在', false));
      }
      const trade = store.pay(scan(page), page, now());
      if (trade.notifyUrl) {
        sendAlipayNotify(delivery, trade.notifyUrl, tradeNotifyParams(alipayApp, trade, now()));
      }
      if (!page.returnUrl) {
        return reply.type('text/html; charset=utf-8').send(renderCashierResult('支付成功', true));
      }
      // The synchronous return: signed like a notification, for display only (the notify or a query is the truth).
      const returned = signParams({
        charset: 'utf-8',
        out_trade_no: trade.outTradeNo,
        method: 'alipay.trade.page.pay.return',
        total_amount: trade.totalAmount,
        trade_no: trade.tradeNo,
        auth_app_id: alipayApp.appId,
        version: '1.0',
        app_id: alipayApp.appId,
        sign_type: 'RSA2',
        seller_id: alipayApp.sellerId,
        timestamp: alipayTime(now()),
      });
      const target = new URL(page.returnUrl);
      for (const [k, v] of Object.entries(returned)) {
        target.searchParams.set(k, v);
      }
      return reply.redirect(target.toString(), 302);
    });

    // The buyer leaves the cashier: no trade is created, the merchant's query keeps answering ACQ.TRADE_NOT_EXIST.
    app.post('/alipay/cashier/cancel', async (_req, reply) =>
      reply.type('text/html; charset=utf-8').send(renderCashierResult('已取消付款', false)),
    );

    app.get('/alipay/notifications', async () => delivery.list());
  };
