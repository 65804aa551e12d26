import { ApiRoutes, formatError, SuccessMsg } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { configuredBase } from '../../lib/public-base.js';
import { apiRoute, rawRoute } from '../../plugins/api-route.js';
import { requireAuth } from '../../plugins/auth-context.js';
import { POPUP_CLOSE_SCRIPT } from '../../plugins/security-headers.js';
import {
  cancelSheinAuthorization,
  completeSheinAuthorization,
  sheinAuthorizationUrl,
  type TSheinBindResult,
} from './shein-bind.service.js';
import { bindTemuAccount, sendTemuCode } from './temu-bind.service.js';
import { bindTemuOpenToken } from './temu-open.service.js';
import { unbindSheinShop, unbindTemuAccount } from './unbind.service.js';

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The popup's last page: the message, and the result for the opener (see POPUP_CLOSE_SCRIPT). */
const popupPage = (msg: string, result: TSheinBindResult | { ok: false; msg: string; shopIds: [] }) =>
  `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>${msg}</title>` +
  `<body style="font-family:system-ui,'Noto Sans CJK SC',sans-serif;display:flex;align-items:center;justify-content:center;height:90vh">` +
  `<div id="r" data-result="${escapeAttr(JSON.stringify({ type: 'ksa:shein-bind', ...result }))}" style="text-align:center">` +
  `<h3>${msg}</h3><p style="color:#888">窗口即将关闭</p></div>` +
  `<script>${POPUP_CLOSE_SCRIPT}</script></body></html>`;

const failedPage = (msg: string) => popupPage(msg, { ok: false, msg, shopIds: [] });

export const registerMarketplaceRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.sendTemuCode, async (req) => {
    const out = await sendTemuCode(deps, requireAuth(req), req.body);
    return { data: out, msg: out.needCode ? '信息发送成功' : '登录成功，正在绑定' };
  });

  apiRoute(app, ApiRoutes.bindAccount, async (req) => {
    await bindTemuAccount(deps, requireAuth(req), req.body);
    return { data: null, msg: formatError('BIND_STARTED') };
  });

  apiRoute(app, ApiRoutes.deleteTemuAccount, async (req) => {
    await unbindTemuAccount(deps, requireAuth(req), req.body.accountId);
    return { data: null, msg: SuccessMsg.DELETE_OK };
  });

  apiRoute(app, ApiRoutes.bindTemuOpenToken, async (req) => ({
    data: await bindTemuOpenToken(deps, requireAuth(req), req.body.region, req.body.accessToken),
    msg: formatError('AUTHORIZED_OK'),
  }));

  apiRoute(app, ApiRoutes.sheinAuthUrl, async (req) => {
    const base = configuredBase(deps, req, deps.config.wechat.publicBaseUrl);
    return {
      data: await sheinAuthorizationUrl(
        deps,
        requireAuth(req),
        req.body.clientId,
        `${base}${ApiRoutes.sheinCallback.path}`,
      ),
    };
  });

  rawRoute(app, ApiRoutes.sheinCallback, async (req, reply) => {
    const q = req.query as { state?: string; tempToken?: string; error?: string };
    reply.type('text/html; charset=utf-8');
    if (typeof q.state !== 'string' || q.state.length > 200) {
      return reply.status(400).send(failedPage('授权失败'));
    }
    try {
      const done = await completeSheinAuthorization(deps, { state: q.state, tempToken: q.tempToken, error: q.error });
      return popupPage(done.page, done.result);
    } catch (err) {
      req.log.warn({ err: (err as Error).message }, 'shein callback failed');
      return reply.status(400).send(failedPage(err instanceof AppError ? err.message : '授权失败'));
    }
  });

  apiRoute(app, ApiRoutes.sheinAuthCancel, async (req) => {
    await cancelSheinAuthorization(deps, requireAuth(req));
    return { data: null, msg: formatError('AUTH_CANCELLED') };
  });

  apiRoute(app, ApiRoutes.unbindSheinShop, async (req) => {
    await unbindSheinShop(deps, requireAuth(req), req.body.shopId);
    return { data: null, msg: SuccessMsg.UNBIND_OK };
  });
};
