import type { FastifyPluginAsync } from 'fastify';
import type { TSandboxContext } from '../lib/context.js';
import { createOAuthStore } from './oauth-store.js';
import { qrConnectRoutes } from './qrconnect-routes.js';
import { snsRoutes } from './sns-routes.js';
import { createUserDirectory } from './users.js';
import type { TWechatDeps } from './wechat-deps.js';

/** open.weixin.qq.com website QR login and the api.weixin.qq.com sns endpoints behind it. */
export const wechatPlugin =
  (ctx: TSandboxContext): FastifyPluginAsync =>
  async (app) => {
    const deps: TWechatDeps = { ctx, store: createOAuthStore(ctx.now), users: createUserDirectory() };
    await app.register(qrConnectRoutes(deps));
    await app.register(snsRoutes(deps));
  };
