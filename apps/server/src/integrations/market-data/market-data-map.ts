import type { TMarketItem } from './market-data-client.js';

/** '12.99' → 1299 without floating-point drift. */
export const toMinor = (amount: string): number => {
  const [whole = '0', frac = ''] = amount.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
};

/** One best-seller as our selection_products row (the source's lowest SKU price is the cost the score uses). */
export const mapMarketItem = (platform: string, categoryPath: string, asOf: string, it: TMarketItem) => ({
  platform,
  goodsId: it.goodsId,
  categoryId: it.categoryId,
  categoryPath,
  listRank: it.rank,
  title: it.title,
  image: it.image,
  priceMinor: toMinor(it.price.amount),
  currency: it.price.currency,
  reviewCount: it.reviews.count,
  // No reviews, no rating: a source that fills in a default (0 or the shop's average) must not show as stars.
  rating: it.reviews.count > 0 ? it.reviews.rating : null,
  competingListings: it.competingListings,
  weightGrams: it.weightGrams,
  dailySales: it.dailySales.map((d) => d.units),
  salesTo: it.dailySales.at(-1)?.day ?? asOf,
  sourcePriceFen: Math.min(...it.source.skus.map((s) => toMinor(s.price.amount))),
  source: {
    site: it.source.site,
    offerId: it.source.offerId,
    url: it.source.url,
    title: it.source.title,
    images: it.source.images,
    skus: it.source.skus.map((s) => ({
      skuId: s.skuId,
      name: s.name,
      price: toMinor(s.price.amount) / 100,
      stock: s.stock,
      image: s.image,
    })),
  },
});
export type TSelectionProductRow = ReturnType<typeof mapMarketItem>;
