import type { FastifyPluginAsync } from 'fastify';
import { accountsView } from './accounts-view.js';
import { hash } from './hash.js';
import type { TMarketWorld, TSkc } from './world-types.js';

export { renderAccountsHtml } from './accounts-html.js';

const PALETTE = ['#f4a261', '#2a9d8f', '#e76f51', '#8ab17d', '#6d597a', '#457b9d', '#e9c46a', '#b56576'];

/** Placeholder product picture (the sandbox runs offline, so TSkc.imageUrl points here). */
const productSvg = (skc: TSkc | undefined, id: number): string => {
  const color = PALETTE[hash(id) % PALETTE.length];
  const label = (skc?.category ?? '商品').replace(/[<&>]/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="${color}"/><text x="200" y="215" font-size="48" text-anchor="middle" fill="#fff" ` +
    `font-family="PingFang SC,Microsoft YaHei,sans-serif">${label}</text></svg>`
  );
};

/** GET /accounts: the marketplace accounts of the world (demo ones and spare ones) with their shops. */
export const marketAccountsPlugin =
  (world: TMarketWorld): FastifyPluginAsync =>
  async (app) => {
    app.get('/accounts', async () => accountsView(world));

    // The seller's own cost spreadsheet for a shop (what a seller keeps in Excel; no marketplace has it).
    // The demo tenant imports it so the visitor preview shows profit.
    app.get<{ Params: { shopId: string } }>('/market/cost-sheet/:shopId', async (req, reply) => {
      const shopId = Number(req.params.shopId);
      if (!world.shop(shopId)) {
        return reply.code(404).send({ error: 'not found' });
      }
      return { rows: world.costSheet?.(shopId) ?? [] };
    });

    let skcById: Map<number, TSkc> | undefined;
    app.get<{ Params: { file: string } }>('/market/img/:file', async (req, reply) => {
      const id = Number(req.params.file.replace(/\.svg$/, ''));
      if (!Number.isSafeInteger(id)) {
        return reply.code(404).send({ error: 'not found' });
      }
      // Built on first request only: most sandbox runs never ask for pictures.
      skcById ??= new Map(world.shops.flatMap((s) => world.skcs(s.shopId).map((skc) => [skc.skcId, skc] as const)));
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(productSvg(skcById.get(id), id));
    });
  };
