import type { FastifyPluginAsync } from 'fastify';
import { baseUrlOf } from '../lib/context.js';
import { WECHAT_APPS } from './apps.js';
import { ACCESS_TOKEN_TTL_S } from './oauth-store.js';
import { avatarSvg, openidOf, type TWechatUser, unionidOf } from './users.js';
import { type TWechatDeps, wxError } from './wechat-deps.js';

type TTokenQuery = { appid?: string; secret?: string; code?: string; grant_type?: string };
type TUserInfoQuery = { access_token?: string; openid?: string; lang?: string };

// userinfo answers in English unless asked for zh_CN/zh_TW, so the demo places carry both spellings.
const ENGLISH: Record<string, string> = {
  中国: 'CN',
  广东: 'Guangdong',
  深圳: 'Shenzhen',
  浙江: 'Zhejiang',
  杭州: 'Hangzhou',
  福建: 'Fujian',
  厦门: 'Xiamen',
};
const place = (value: string, lang?: string) => (lang?.startsWith('zh') ? value : (ENGLISH[value] ?? value));

const userInfo = (user: TWechatUser, appid: string, lang: string | undefined, headimgurl: string) => ({
  openid: openidOf(appid, user.key),
  nickname: user.nickname,
  sex: user.sex,
  province: place(user.province, lang),
  city: place(user.city, lang),
  country: place(user.country, lang),
  headimgurl,
  privilege: [] as string[],
  unionid: unionidOf(user.key),
});

/** api.weixin.qq.com: code → access_token, then userinfo. Errors are HTTP 200 with errcode, as WeChat does. */
export const snsRoutes =
  ({ ctx, store, users }: TWechatDeps): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Querystring: TTokenQuery }>('/sns/oauth2/access_token', async (req) => {
      const { appid, secret, code, grant_type } = req.query;
      if (!appid) {
        return wxError(41002, 'appid missing');
      }
      if (!secret) {
        return wxError(41004, 'appsecret missing');
      }
      if (!code) {
        return wxError(41008, 'missing code');
      }
      if (grant_type !== 'authorization_code') {
        return wxError(40002, 'invalid grant_type');
      }
      const wxApp = WECHAT_APPS[appid];
      if (!wxApp) {
        return wxError(40013, 'invalid appid');
      }
      // The secret is checked before the code so a wrong secret does not burn the user's code.
      if (wxApp.secret !== secret) {
        return wxError(40125, 'invalid appsecret');
      }
      const redeemed = store.redeemCode(appid, code);
      if ('errcode' in redeemed) {
        return redeemed.errcode === 40163 ? wxError(40163, 'code been used') : wxError(40029, 'invalid code');
      }

      return {
        access_token: store.issueToken(appid, redeemed.userKey),
        expires_in: ACCESS_TOKEN_TTL_S,
        refresh_token: store.newRefreshToken(),
        openid: openidOf(appid, redeemed.userKey),
        scope: 'snsapi_login',
        unionid: unionidOf(redeemed.userKey),
      };
    });

    app.get<{ Querystring: TUserInfoQuery }>('/sns/userinfo', async (req) => {
      const { access_token, openid, lang } = req.query;
      if (!access_token) {
        return wxError(41001, 'access_token missing');
      }
      if (!openid) {
        return wxError(41009, 'missing openid');
      }
      const grant = store.findToken(access_token);
      if (grant === 'expired') {
        return wxError(42001, 'access_token expired');
      }
      const user = grant ? users.find(grant.userKey) : undefined;
      if (!grant || !user) {
        return wxError(40001, 'invalid credential, access_token is invalid or not latest');
      }
      if (openidOf(grant.appid, user.key) !== openid) {
        return wxError(40003, 'invalid openid');
      }

      return userInfo(user, grant.appid, lang, `${baseUrlOf(ctx, req)}/wechat/avatar/${user.key}`);
    });

    // Stand-in for the thirdwx.qlogo.cn avatar host, so pages need no internet access.
    app.get<{ Params: { key: string } }>('/wechat/avatar/:key', async (req, reply) => {
      const user = users.find(req.params.key);
      if (!user) {
        return reply.code(404).send();
      }

      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(avatarSvg(user));
    });
  };
