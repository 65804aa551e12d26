import type { FastifyInstance } from 'fastify';
import { dayIndexOf, dayStr } from '../market/days.js';
import { imageUrl, skuImageUrl } from '../source-sites/catalog.js';
import {
  BEST_SELLER_PLATFORMS,
  bestSellerCategories,
  bestSellersOf,
  type TBestSeller,
  type TBestSellerPlatform,
} from './best-sellers.js';

/** The key the sandbox's market-data service accepts (the server's default MARKET_DATA_API_KEY). */
export const MARKET_DATA_SANDBOX_KEY = 'sandbox-market-data-key';

const money = (minor: number, currency: string) => ({ amount: (minor / 100).toFixed(2), currency });

const itemOf = (b: TBestSeller, rank: number, origin: string) => ({
  rank,
  goodsId: b.goodsId,
  title: b.title,
  image: `${origin}/source-sites/img/${b.platform}-${b.goodsId}-0.svg`,
  categoryId: b.categoryId,
  price: money(b.priceMinor, b.currency),
  reviews: { count: b.reviewCount, rating: b.rating },
  competingListings: b.competingListings,
  weightGrams: b.weightGrams,
  listedOn: b.listedOn,
  dailySales: b.dailySales,
  source: {
    site: b.source.site,
    offerId: b.source.id,
    url: `${origin}/source-sites/1688/${b.source.path}`,
    title: b.source.title,
    images: Array.from({ length: b.source.images }, (_, n) => imageUrl(origin, b.source, n)),
    skus: b.source.skus.map((s) => ({
      skuId: s.skuId,
      name: s.options.join(' / '),
      price: money(Math.round(s.price * 100), 'CNY'),
      stock: s.stock,
      image: skuImageUrl(origin, b.source, s),
    })),
  },
});

type TQuery = { platform?: string; categoryId?: string; page?: string; pageSize?: string };

/**
 * A third-party market-data API (README.md): categories and per-category best-seller lists with daily
 * sales, reviews, competing listings and the 1688 source offer. Key in X-Api-Key; errors as {code, message}.
 */
export const marketDataPlugin =
  (opts: { seed: number; now: () => number }) =>
  async (app: FastifyInstance): Promise<void> => {
    app.addHook('onRequest', async (req, reply) => {
      if (!req.url.startsWith('/market-data/')) {
        return;
      }
      if (req.headers['x-api-key'] !== MARKET_DATA_SANDBOX_KEY) {
        return reply.code(401).send({ code: 40101, message: 'invalid or missing X-Api-Key' });
      }
    });
    const platformOf = (q: TQuery) =>
      BEST_SELLER_PLATFORMS.includes(q.platform as TBestSellerPlatform) ? (q.platform as TBestSellerPlatform) : null;

    app.get<{ Querystring: TQuery }>('/market-data/v1/categories', async (req, reply) => {
      const platform = platformOf(req.query);
      if (!platform) {
        return reply.code(400).send({ code: 40001, message: 'platform must be temu or shein' });
      }
      return { code: 0, message: 'ok', data: { platform, categories: bestSellerCategories() } };
    });

    app.get<{ Querystring: TQuery }>('/market-data/v1/best-sellers', async (req, reply) => {
      const platform = platformOf(req.query);
      const categoryId = Number(req.query.categoryId);
      const page = Number(req.query.page ?? 1);
      const pageSize = Number(req.query.pageSize ?? 20);
      if (!platform) {
        return reply.code(400).send({ code: 40001, message: 'platform must be temu or shein' });
      }
      if (!bestSellerCategories().some((c) => c.categoryId === categoryId)) {
        return reply.code(400).send({ code: 40002, message: 'unknown categoryId' });
      }
      if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 50) {
        return reply.code(400).send({ code: 40003, message: 'page >= 1, pageSize 1-50' });
      }
      const asOf = dayStr(dayIndexOf(opts.now()) - 1);
      const list = bestSellersOf(opts.seed, dayStr(dayIndexOf(opts.now())), platform, categoryId);
      const origin = `${req.protocol}://${req.headers.host}`;
      const items = list
        .slice((page - 1) * pageSize, page * pageSize)
        .map((b, n) => itemOf(b, (page - 1) * pageSize + n + 1, origin));
      return {
        code: 0,
        message: 'ok',
        data: { platform, categoryId, asOf, total: list.length, page, pageSize, items },
      };
    });
  };
