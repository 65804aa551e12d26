import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { homePlugin } from './home/home-plugin.js';
import type { TSandboxContext } from './lib/context.js';
import { smsPlugin } from './sms/sms-routes.js';
import { wechatPlugin } from './wechat/wechat-plugin.js';

export type TSandboxOptions = {
  /** Clock in ms; tests inject one to move past expiry windows. */
  now?: () => number;
  /** Base URL used in links we hand out (avatars); defaults to the Host of each request. */
  publicUrl?: string;
  logger?: boolean;
};

/** Local stand-ins for external services, one plugin per service; the caller decides whether and where to listen. */
export const buildSandbox = (opts: TSandboxOptions = {}): FastifyInstance => {
  const app = Fastify({ logger: opts.logger ?? false });
  const ctx: TSandboxContext = { now: opts.now ?? Date.now, publicUrl: opts.publicUrl?.replace(/\/+$/, '') };

  app.register(formbody);
  app.register(homePlugin(ctx));
  app.register(smsPlugin(ctx));
  app.register(wechatPlugin(ctx));

  return app;
};
