import type { FastifyPluginAsync } from 'fastify';
import { renderPoster } from '../aliyun-mt/image-text.js';
import { sampleManualPdf } from '../aliyun-mt/sample-manual.js';
import { sourceProducts, type TSourceProduct } from './catalog.js';
import { renderImage, renderProductPage } from './pages.js';

export const POSTER_LINES = ['纯棉面料 透气舒适', '不起球 不变形', '工厂直供 包邮'];
const SITES = new Set(sourceProducts.map((p) => p.site));

/**
 * Product pages of the nine source sites the plugin collects from, under /source-sites/<site>/<real path>;
 * `more` finds pages beyond the fixed catalogue (the 1688 offers behind the best-seller lists).
 */
export const sourceSitesPlugin =
  (more: (site: string, path: string) => TSourceProduct | undefined = () => undefined): FastifyPluginAsync =>
  async (app) => {
    app.get('/source-sites/', async (_req, reply) => {
      const links = sourceProducts
        .map((p) => `<li><a href="/source-sites/${p.site}/${p.path}">${p.site}: ${p.title}</a></li>`)
        .join('');
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><meta charset="utf-8"><title>Source sites</title><ul>${links}</ul>`;
    });

    app.get<{ Params: { site: string; '*': string } }>('/source-sites/:site/*', async (req, reply) => {
      const { site } = req.params;
      if (site === 'img') {
        const file = req.params['*'];
        const hue = [...file].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
        if (/^[\w.-]+\.png$/.test(file)) {
          // A seller's poster picture: Chinese selling points on bands (what image translation works on).
          reply.type('image/png').header('cache-control', 'public, max-age=86400');
          return renderPoster(POSTER_LINES, hue);
        }
        if (/^[\w.-]+-manual\.pdf$/.test(file)) {
          // The supplier's instruction manual (what document translation works on).
          reply.type('application/pdf').header('cache-control', 'public, max-age=86400');
          return Buffer.from(await sampleManualPdf());
        }
        if (!/^[\w.-]+\.svg$/.test(file)) {
          return reply.code(404).send();
        }
        reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400');
        return renderImage(file.replace(/\.svg$/, ''), hue);
      }
      if (!SITES.has(site as never)) {
        return reply.code(404).send();
      }
      const rest = req.url.slice(`/source-sites/${site}/`.length);
      const product = sourceProducts.find((p) => p.site === site && p.path === rest) ?? more(site, rest);
      if (!product) {
        return reply.code(404).type('text/html').send('<!doctype html><title>404</title><h1>Page not found</h1>');
      }
      const origin = `${req.protocol}://${req.headers.host}`;
      reply.type('text/html; charset=utf-8');
      return renderProductPage(product, origin, `${origin}${req.url}`);
    });
  };
