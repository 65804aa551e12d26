import { z } from 'zod';

const money = z.object({ amount: z.string().regex(/^\d+(\.\d{1,2})?$/), currency: z.string().regex(/^[A-Z]{3}$/) });

export const ZMarketItem = z.object({
  rank: z.number().int(),
  goodsId: z.string().min(1),
  title: z.string(),
  image: z.string(),
  categoryId: z.number().int(),
  price: money,
  reviews: z.object({ count: z.number().int().nonnegative(), rating: z.number().nullable() }),
  competingListings: z.number().int().nonnegative(),
  weightGrams: z.number().int().positive(),
  listedOn: z.string(),
  dailySales: z.array(z.object({ day: z.string(), units: z.number().int().nonnegative() })).min(14),
  source: z.object({
    site: z.string(),
    offerId: z.string(),
    url: z.string(),
    title: z.string(),
    images: z.array(z.string()),
    skus: z
      .array(
        z.object({
          skuId: z.string(),
          name: z.string(),
          price: money,
          stock: z.number().int().nullable(),
          image: z.string().nullable(),
        }),
      )
      .min(1),
  }),
});
export type TMarketItem = z.infer<typeof ZMarketItem>;

const ZCategories = z.object({
  platform: z.string(),
  categories: z.array(z.object({ categoryId: z.number().int(), path: z.array(z.string()) })),
});
const ZPage = z.object({
  asOf: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(ZMarketItem),
});

export type TMarketDataClient = {
  categories: (platform: string) => Promise<z.infer<typeof ZCategories>['categories']>;
  /** Every page of one category's list. */
  bestSellers: (platform: string, categoryId: number) => Promise<{ asOf: string; items: TMarketItem[] }>;
};

/** The market-data API (apps/sandbox/src/best-sellers/README.md): X-Api-Key, `{code, message, data}`. */
export const createMarketDataClient = (baseUrl: string, apiKey: string, timeoutMs = 15_000): TMarketDataClient => {
  const get = async <T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>> => {
    const res = await fetch(`${baseUrl}${path}`, {
      headers: { 'x-api-key': apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await res.json().catch(() => null)) as { code?: number; message?: string; data?: unknown } | null;
    if (!res.ok || body?.code !== 0) {
      throw new Error(`market data ${path}: HTTP ${res.status} ${body?.code ?? ''} ${body?.message ?? ''}`);
    }
    return schema.parse(body.data);
  };
  return {
    categories: async (platform) =>
      (await get(`/market-data/v1/categories?platform=${encodeURIComponent(platform)}`, ZCategories)).categories,
    bestSellers: async (platform, categoryId) => {
      const items: TMarketItem[] = [];
      let asOf = '';
      for (let page = 1; page <= 100; page += 1) {
        const q = new URLSearchParams({ platform, categoryId: String(categoryId), page: String(page), pageSize: '50' });
        const p = await get(`/market-data/v1/best-sellers?${q}`, ZPage);
        asOf = p.asOf;
        items.push(...p.items);
        if (page * p.pageSize >= p.total || p.items.length === 0) {
          break;
        }
      }
      return { asOf, items };
    },
  };
};
