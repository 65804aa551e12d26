import { ApiRoutes } from '@ksa/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { configuredBase } from '../../lib/public-base.js';
import { apiRoute, rawRoute } from '../../plugins/api-route.js';
import { reqMeta } from '../auth/req-meta.js';
import { completeWechatLogin, startWechatLogin, takeWechatLoginResult } from './wechat-login.service.js';

const page = (title: string, text: string) =>
  `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>${title}</title>` +
  `<body style="font-family:system-ui,'Noto Sans CJK SC',sans-serif;display:flex;align-items:center;justify-content:center;height:90vh;color:#333">` +
  `<div style="text-align:center"><h3>${title}</h3><p style="color:#888">${text}</p></div></body></html>`;

const publicBase = (deps: TDeps, req: FastifyRequest) => configuredBase(deps, req, deps.config.wechat.publicBaseUrl);

export const registerWechatRoutes = (app: FastifyInstance, deps: TDeps) => {
  apiRoute(app, ApiRoutes.wechatLoginCode, async (req) => {
    // With a real user's token and ?bind=1 the scan binds WeChat to that account instead.
    const bind =
      (req.query as { bind?: string }).bind === '1' && req.auth && !req.auth.isVisitor ? req.auth.userId : null;
    return { data: await startWechatLogin(deps, `${publicBase(deps, req)}${ApiRoutes.wechatCallback.path}`, bind) };
  });

  rawRoute(app, ApiRoutes.wechatCallback, async (req, reply) => {
    const { code, state } = req.query as { code?: string; state?: string };
    reply.type('text/html; charset=utf-8');
    if (typeof code !== 'string' || typeof state !== 'string' || code.length > 128 || state.length > 64) {
      return reply.status(400).send(page('登录失败', '缺少授权参数，请刷新二维码后重试'));
    }
    try {
      await completeWechatLogin(deps, code, state, req.ip);
      return page('扫码成功', '已确认登录，请回到原页面');
    } catch (err) {
      const msg = err instanceof AppError ? err.message : '微信登录失败，请重试';
      req.log.warn({ err: (err as Error).message }, 'wechat callback failed');
      return reply.status(400).send(page('登录失败', msg));
    }
  });

  apiRoute(app, ApiRoutes.wechatLoginResult, async (req) => ({
    data: await takeWechatLoginResult(deps, req.body.loginId, req.body.pollKey, reqMeta(req)),
  }));
};
