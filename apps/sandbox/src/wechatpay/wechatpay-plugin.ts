import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { TSandboxContext } from '../lib/context.js';
import { checkAuthorization } from './api-auth.js';
import { WECHATPAY_MERCHANTS } from './merchants.js';
import { createWechatNotifier, WECHATPAY_RETRY_SCHEDULE } from './notifications.js';
import { createOrderStore } from './orders.js';
import { refundRoutes } from './refund-routes.js';
import { createRetryingDelivery } from './retrying-delivery.js';
import { renderScanPage, renderScanResult } from './scan-page.js';
import { transactionsRoutes } from './transactions-routes.js';
import { platformSignatureHeaders, randomNonce } from './wechatpay-crypto.js';

export type TWechatPaySandboxOptions = {
  /** Compresses the notification retry schedule (1000: 15 s → 15 ms); default SANDBOX_NOTIFY_TIME_FACTOR or 1. */
  timeFactor?: number;
  /** Send a WECHATPAY/SIGNTEST probe before each notification (default on, as the real service may). */
  probes?: boolean;
  /** How long a refund stays PROCESSING (default 1 s). */
  refundSettleMs?: number;
};

const envFactor = (): number => {
  const value = Number(process.env.SANDBOX_NOTIFY_TIME_FACTOR);
  return Number.isFinite(value) && value > 0 ? value : 1;
};

/**
 * WeChat Pay API v3 (api.mch.weixin.qq.com) under /wechatpay: Native orders, query, close, refunds, signed answers,
 * encrypted and retried notifications, and /wechatpay/scan, the phone that scans the code_url.
 */
export const wechatpayPlugin =
  (ctx: TSandboxContext, opts: TWechatPaySandboxOptions = {}): FastifyPluginAsync =>
  async (app) => {
    const now = ctx.now;
    const orders = createOrderStore();
    const delivery = createRetryingDelivery({
      scheduleSeconds: WECHATPAY_RETRY_SCHEDULE,
      timeFactor: opts.timeFactor ?? envFactor(),
      now,
    });
    const notifier = createWechatNotifier({ delivery, now, probes: opts.probes ?? true });
    const timers = new Set<NodeJS.Timeout>();
    app.addHook('onClose', async () => {
      delivery.stop();
      for (const timer of timers) {
        clearTimeout(timer);
      }
    });

    await app.register(
      async (api: FastifyInstance) => {
        // The signature covers the body bytes exactly as sent, so keep the raw text next to the parsed JSON.
        api.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
          req.wechatpayRaw = String(body);
          try {
            done(null, body === '' ? {} : JSON.parse(String(body)));
          } catch {
            done(Object.assign(new Error('请求体不是合法的JSON'), { statusCode: 400 }));
          }
        });
        api.setErrorHandler((error: Error & { statusCode?: number }, _req, reply) => {
          const status = error.statusCode ?? 500;
          return reply.code(status).send({
            code: status >= 500 ? 'SYSTEM_ERROR' : 'PARAM_ERROR',
            message: status >= 500 ? '系统错误' : error.message,
          });
        });
        api.addHook('preHandler', checkAuthorization(now));
        api.addHook('onSend', async (_req, reply, payload) => {
          const body = typeof payload === 'string' ? payload : '';
          reply.header('Request-ID', `08${randomNonce(30)}`);
          for (const [name, value] of Object.entries(platformSignatureHeaders(body, now()))) {
            reply.header(name, value);
          }
          return payload;
        });
        await api.register(transactionsRoutes({ orders, notifier, now, codeUrlBase: 'weixin://wxpay/bizpayurl' }));
        await api.register(refundRoutes({ orders, notifier, now, settleMs: opts.refundSettleMs ?? 1000, timers }));
      },
      { prefix: '/wechatpay' },
    );

    /** The `pr` of a code_url; the whole QR content (weixin://wxpay/bizpayurl?pr=…) is read too, as a phone would. */
    const prOf = (raw: unknown) => {
      if (typeof raw !== 'string') {
        return undefined;
      }
      const text = raw.trim();
      return text.includes('pr=')
        ? (new URLSearchParams(text.slice(text.indexOf('?') + 1)).get('pr') ?? undefined)
        : text;
    };

    const payable = (raw: unknown) => {
      const pr = prOf(raw);
      const order = pr ? orders.byPr(pr) : undefined;
      if (!order) {
        return { error: '二维码无效' } as const;
      }
      if (order.state === 'SUCCESS' || order.state === 'REFUND') {
        return { error: '该订单已支付', order } as const;
      }
      if (order.state === 'CLOSED') {
        return { error: '订单已关闭' } as const;
      }
      if (now() > order.expiresAt) {
        return { error: '二维码已过期' } as const;
      }
      return { order } as const;
    };

    app.get<{ Querystring: { pr?: string } }>('/wechatpay/scan', async (req, reply) => {
      const found = payable(req.query.pr);
      reply.type('text/html; charset=utf-8');
      if (found.error !== undefined) {
        return renderScanResult(found.error, false);
      }
      const merchant = WECHATPAY_MERCHANTS[found.order.input.mchid];
      return renderScanPage({
        pr: found.order.pr,
        merchant: merchant?.name ?? found.order.input.mchid,
        description: found.order.input.description,
        totalFen: found.order.input.amount.total,
      });
    });

    app.post<{ Body: { pr?: string } }>('/wechatpay/scan/pay', async (req, reply) => {
      const found = payable(req.body?.pr);
      reply.type('text/html; charset=utf-8');
      if (found.error !== undefined) {
        return renderScanResult(found.error, false);
      }
      const merchant = WECHATPAY_MERCHANTS[found.order.input.mchid];
      if (!merchant) {
        return renderScanResult('商户不存在', false);
      }
      orders.markPaid(found.order, now(), `o-sandbox-${randomNonce(20)}`);
      notifier.paid(merchant, found.order);
      return renderScanResult('支付成功', true);
    });

    // The payer backs out: nothing changes at WeChat Pay, the order stays NOTPAY until paid, closed or expired.
    app.post('/wechatpay/scan/cancel', async (_req, reply) =>
      reply.type('text/html; charset=utf-8').send(renderScanResult('已取消支付', false)),
    );

    app.get('/wechatpay/notifications', async () => delivery.list());
  };
