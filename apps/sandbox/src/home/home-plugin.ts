import type { FastifyPluginAsync } from 'fastify';
import { baseUrlOf, type TSandboxContext } from '../lib/context.js';
import { renderHomePage } from './home-page.js';

export type THomeOptions = { accountsHtml?: () => string };

export const homePlugin =
  (ctx: TSandboxContext, opts: THomeOptions = {}): FastifyPluginAsync =>
  async (app) => {
    app.get('/health', async () => ({ status: 'ok' }));

    // Also the redirect_uri of the demo WeChat login, which is why it shows code/state when present.
    app.get<{ Querystring: { code?: string; state?: string } }>('/', async (req, reply) => {
      const page = renderHomePage({
        base: baseUrlOf(ctx, req),
        wechatCode: req.query.code,
        wechatState: req.query.state,
        accountsHtml: opts.accountsHtml?.(),
      });
      return reply.type('text/html; charset=utf-8').send(page);
    });
  };
