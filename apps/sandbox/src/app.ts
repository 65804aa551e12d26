import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { alipayPlugin } from './alipay/alipay-plugin.js';
import { aliyunMtPlugin } from './aliyun-mt/aliyun-mt-plugin.js';
import { sourceOfferAt } from './best-sellers/best-sellers.js';
import { marketDataPlugin } from './best-sellers/best-sellers-plugin.js';
import { ecbPlugin } from './ecb/ecb-plugin.js';
import { homePlugin } from './home/home-plugin.js';
import type { TSandboxContext } from './lib/context.js';
import { llmPlugin } from './llm/llm-plugin.js';
import { renderAccountsHtml } from './market/accounts-html.js';
import { marketAccountsPlugin } from './market/accounts-routes.js';
import { createWorld, type TCreateWorldOptions, type TGeneratedWorld } from './market/world.js';
import type { TWorldProfile } from './market/world-types.js';
import { sheinPlugin } from './shein/shein-plugin.js';
import { createInbox } from './sms/inbox.js';
import { smsPlugin } from './sms/sms-routes.js';
import { sourceSitesPlugin } from './source-sites/source-sites-plugin.js';
import { stockOrdersAdminPlugin } from './stock-orders/admin-routes.js';
import { temuOpenPlugin } from './temu-open/temu-open-plugin.js';
import { createTemuTokenStore } from './temu-open/tokens.js';
import { temuSellerPlugin } from './temu-seller/temu-seller-plugin.js';
import { temuStoragePlugin } from './temu-storage/temu-storage-plugin.js';
import { wechatPlugin } from './wechat/wechat-plugin.js';
import { wechatpayPlugin } from './wechatpay/wechatpay-plugin.js';

export type TSandboxOptions = {
  /** Clock in ms; tests inject one to move past expiry windows. */
  now?: () => number;
  /**
   * The clock request pacing (rate limits) runs on; defaults to `now`. A test that freezes the world
   * at one instant passes Date.now here, or the buckets would never refill.
   */
  pacingNow?: () => number;
  /** Base URL used in links we hand out (avatars); defaults to the Host of each request. */
  publicUrl?: string;
  logger?: boolean;
  /** The marketplace world's size: 'demo' by default, 'tiny' for fast tests, 'large' for benchmarks. */
  profile?: TWorldProfile['name'];
  seed?: number;
  historyDays?: number;
  /** Changes to the profile's sizes (tests: many shops of one seller). */
  worldOverrides?: TCreateWorldOptions['overrides'];
  /** Calls a second each Shein app may make (default 10, like the quota the stand-in documents). */
  sheinQuotaPerSecond?: number;
};

/** Local stand-ins for external services, one plugin per service; the caller decides whether and where to listen. */
export const buildSandbox = (opts: TSandboxOptions = {}): FastifyInstance & { world: TGeneratedWorld } => {
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 4 * 1024 * 1024 });
  const ctx: TSandboxContext = {
    now: opts.now ?? Date.now,
    publicUrl: opts.publicUrl?.replace(/\/+$/, ''),
    inbox: createInbox(),
  };
  const world = createWorld({
    profile: opts.profile ?? 'demo',
    seed: opts.seed,
    historyDays: opts.historyDays,
    overrides: opts.worldOverrides,
    now: () => new Date(ctx.now()),
  });
  const temuTokens = createTemuTokenStore(world, ctx.now);

  app.register(formbody);
  // The world's product pictures are paths on this server; real marketplaces answer with absolute CDN
  // URLs, so every JSON answer carries them absolute (a client on another origin can show them).
  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (typeof payload !== 'string' || !type.includes('json') || !payload.includes('"/market/img/')) {
      return payload;
    }
    return payload.replaceAll('"/market/img/', `"${req.protocol}://${req.headers.host}/market/img/`);
  });
  app.register(homePlugin(ctx, { accountsHtml: () => renderAccountsHtml(world) }));
  app.register(smsPlugin(ctx));
  app.register(aliyunMtPlugin(ctx));
  app.register(llmPlugin(ctx));
  app.register(wechatPlugin(ctx));
  app.register(ecbPlugin(ctx));
  app.register(wechatpayPlugin(ctx));
  app.register(alipayPlugin(ctx));
  app.register(marketAccountsPlugin(world));
  const pacingNow = opts.pacingNow ?? ctx.now;
  app.register(temuOpenPlugin({ world, now: ctx.now, pacingNow, tokens: temuTokens }));
  app.register(temuSellerPlugin({ world, inbox: ctx.inbox, now: ctx.now, pacingNow, tokens: temuTokens }));
  app.register(sheinPlugin({ world, now: ctx.now, pacingNow, quotaPerSecond: opts.sheinQuotaPerSecond }));
  app.register(sourceSitesPlugin((site, path) => (site === '1688' ? sourceOfferAt(world.seed, path) : undefined)));
  app.register(marketDataPlugin({ seed: world.seed, now: ctx.now }));
  app.register(temuStoragePlugin(ctx.now));
  app.register(stockOrdersAdminPlugin(world, ctx.now));

  // Tests read the world as ground truth for what the server synced.
  return Object.assign(app, { world });
};
