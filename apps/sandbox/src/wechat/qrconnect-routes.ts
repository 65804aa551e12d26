import type { FastifyPluginAsync } from 'fastify';
import { WECHAT_APPS } from './apps.js';
import { renderQrConnectPage, renderQrErrorPage } from './qrconnect-page.js';
import { type TWechatDeps, wxError } from './wechat-deps.js';

type TLoginQuery = { appid?: string; redirect_uri?: string; response_type?: string; scope?: string; state?: string };
type TConfirmBody = { appid?: string; redirect_uri?: string; state?: string; user?: string };

const HTML = 'text/html; charset=utf-8';

const isHttpUrl = (value: string | undefined): value is string => {
  try {
    return value !== undefined && ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const checkLogin = (q: TLoginQuery) => {
  const wxApp = q.appid ? WECHAT_APPS[q.appid] : undefined;
  if (!q.appid || !wxApp) {
    return wxError(40013, '参数错误：appid 无效 (invalid appid)');
  }
  if (!isHttpUrl(q.redirect_uri)) {
    return wxError(10003, '参数错误：redirect_uri 无效');
  }

  return { appid: q.appid, appName: wxApp.name, redirectUri: q.redirect_uri, state: q.state ?? '' };
};

/** The page the website embeds in an iframe, and the simulated scan that ends it. */
export const qrConnectRoutes =
  ({ store, users }: TWechatDeps): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Querystring: TLoginQuery }>('/connect/qrconnect', async (req, reply) => {
      const login = checkLogin(req.query);
      reply.type(HTML);
      if ('errcode' in login) {
        return renderQrErrorPage(login.errcode, login.errmsg);
      }
      if (req.query.response_type !== 'code') {
        return renderQrErrorPage(10004, '参数错误：response_type 必须为 code');
      }
      if (req.query.scope !== 'snsapi_login') {
        return renderQrErrorPage(10005, 'Scope 参数错误或没有 Scope 权限');
      }

      return renderQrConnectPage(login);
    });

    // After "scanning", WeChat sends the frame that showed the QR code to redirect_uri with a fresh code.
    app.post<{ Body: TConfirmBody }>('/connect/qrconnect/confirm', async (req, reply) => {
      const body = req.body ?? {};
      const login = checkLogin(body);
      if ('errcode' in login) {
        return reply.code(400).type(HTML).send(renderQrErrorPage(login.errcode, login.errmsg));
      }
      const user = body.user === 'new' ? users.createNew() : users.find(body.user ?? '');
      if (!user) {
        return reply.code(400).type(HTML).send(renderQrErrorPage(-1, '未知的微信用户'));
      }
      const target = new URL(login.redirectUri);
      target.searchParams.set('code', store.issueCode(login.appid, user.key));
      target.searchParams.set('state', login.state);

      return reply.redirect(target.toString(), 302);
    });
  };
