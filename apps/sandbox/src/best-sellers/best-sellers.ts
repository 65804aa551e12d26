import { GROUPS, LEAVES } from '../market/catalog-data.js';
import { dayIdx, dayStr } from '../market/days.js';
import { hasherFor, intIn, pick, poisson, unit } from '../market/hash.js';
import type { TSourceProduct } from '../source-sites/catalog.js';

/**
 * Marketplace-wide best-seller lists per leaf category (Temu and Shein), as a third-party market-data
 * service sells them: a pure function of the world's seed and day, like the rest of the world.
 */
export const BEST_SELLER_PLATFORMS = ['temu', 'shein'] as const;
export type TBestSellerPlatform = (typeof BEST_SELLER_PLATFORMS)[number];

/** Listings per category and the days of daily sales each one carries (complete days up to yesterday). */
export const PER_CATEGORY = 12;
export const HISTORY_DAYS = 30;

/** Sale currency per platform (Temu's US site, Shein's EU site). */
export const SALE_CURRENCY: Record<TBestSellerPlatform, string> = { temu: 'USD', shein: 'EUR' };
// Only for generating believable shelf prices; the score converts with the ECB rates of the day.
const NOMINAL_CNY_PER: Record<string, number> = { USD: 7.2, EUR: 7.8 };

const SALT = { product: 41, price: 42, sales: 43, reviews: 44, rivals: 45, source: 46, units: 47, units2: 48 };

export type TBestSellerCategory = { categoryId: number; path: string[] };
export type TBestSeller = {
  platform: TBestSellerPlatform;
  goodsId: string;
  categoryId: number;
  title: string;
  /** Shelf price in minor units of `currency`. */
  priceMinor: number;
  currency: string;
  reviewCount: number;
  /** null while there are no reviews, as the marketplaces show it. */
  rating: number | null;
  competingListings: number;
  weightGrams: number;
  listedOn: string;
  /** Units sold per day, oldest first, ending yesterday (Beijing). */
  dailySales: { day: string; units: number }[];
  source: TSourceProduct;
};

export const categoryIdOf = (leafIdx: number) => 30_000 + leafIdx + 1;
export const bestSellerCategories = (): TBestSellerCategory[] =>
  LEAVES.map((l, i) => ({ categoryId: categoryIdOf(i), path: l.path }));

const fen = (yuan: number) => Math.round(yuan * 100);

const sourceOffer = (h: ReturnType<typeof hasherFor>, p: number, i: number, k: number, base: number) => {
  const leaf = LEAVES[i]!;
  const offerId = String(700_000_000_000 + i * 10_000 + p * 5_000 + k * 100 + (h(SALT.source, p, i, k) % 100));
  const colours = ['白色', '黑色', '灰色', '粉色'].slice(0, 2 + (h(SALT.source, p, i, k + 50) % 3));
  const offer: TSourceProduct = {
    site: '1688',
    path: `offer/${offerId}.html`,
    id: offerId,
    title: `${pick(leaf.names, h(SALT.source, p, i, k + 7))} 工厂直供 一件代发 跨境货源`,
    currency: 'CNY',
    images: 3,
    optionNames: ['颜色'],
    skus: colours.map((c, ci) => ({
      skuId: `${offerId}${ci}`,
      options: [c],
      price: (base + ci * 50) / 100,
      stock: 100 + (h(SALT.source, p, i, k + ci) % 900),
    })),
    attributes: [
      ['货源类别', '现货'],
      ['类目', leaf.path.join('/')],
    ],
  };
  return offer;
};

/** One listing: price from its source cost and markup, sales a level times a trend with weekly noise. */
const listing = (seed: number, today: number, p: number, i: number, k: number): TBestSeller => {
  const h = hasherFor(seed);
  const platform = BEST_SELLER_PLATFORMS[p]!;
  const leaf = LEAVES[i]!;
  const group = GROUPS.find((g) => g.name === leaf.group) ?? GROUPS[0]!;
  const [lo, hi] = leaf.cny;
  const sourceFen = fen(lo + unit(h(SALT.price, p, i, k)) * (hi - lo));
  const currency = SALE_CURRENCY[platform];
  const markup = 1.4 + unit(h(SALT.price, p, i, k + 100)) * 2.8;
  const shelf = ((sourceFen / 100) * markup) / (NOMINAL_CNY_PER[currency] ?? 7);
  const priceMinor = Math.max(1, Math.floor(shelf)) * 100 + 99;
  const level = Math.exp(unit(h(SALT.sales, p, i, k)) * Math.log(250));
  const slope = -0.04 + unit(h(SALT.sales, p, i, k + 100)) * 0.1;
  const dailySales = Array.from({ length: HISTORY_DAYS }, (_, n) => {
    const d = today - HISTORY_DAYS + n;
    const mean = level * Math.exp(slope * (n - HISTORY_DAYS + 1));
    return {
      day: dayStr(d),
      units: poisson(mean, h(SALT.units, p * 1000 + i, k, d), h(SALT.units2, p * 1000 + i, k, d)),
    };
  });
  const goodsId =
    platform === 'temu'
      ? String(601_000_000_000_000 + i * 100_000 + k * 1_000 + (h(SALT.product, p, i, k) % 997))
      : String(20_000_000 + i * 100_000 + k * 1_000 + (h(SALT.product, p, i, k) % 997));
  const reviewCount = Math.floor(Math.exp(unit(h(SALT.reviews, p, i, k)) * Math.log(20_000))) - 1;
  return {
    platform,
    goodsId,
    categoryId: categoryIdOf(i),
    title: `${pick(group.prefixes, h(SALT.product, p, i, k + 1))}${pick(leaf.names, h(SALT.product, p, i, k + 2))}${pick(group.suffixes, h(SALT.product, p, i, k + 3))}`,
    priceMinor,
    currency,
    reviewCount,
    rating: reviewCount > 0 ? Math.round((3.5 + unit(h(SALT.reviews, p, i, k + 1)) * 1.5) * 10) / 10 : null,
    competingListings: Math.floor(Math.exp(unit(h(SALT.rivals, p, i, k)) * Math.log(3_000))),
    weightGrams: intIn(h(SALT.product, p, i, k + 4), 80, 900),
    listedOn: dayStr(today - intIn(h(SALT.product, p, i, k + 5), 20, 400)),
    dailySales,
    source: sourceOffer(h, p, i, k, sourceFen),
  };
};

const last7 = (b: TBestSeller) => b.dailySales.slice(-7).reduce((s, d) => s + d.units, 0);

/** A category's list as the service ranks it: by units sold over the last 7 days, then goods id. */
export const bestSellersOf = (
  seed: number,
  todayStr: string,
  platform: TBestSellerPlatform,
  categoryId: number,
): TBestSeller[] => {
  const p = BEST_SELLER_PLATFORMS.indexOf(platform);
  const i = categoryId - 30_001;
  if (p < 0 || i < 0 || i >= LEAVES.length) {
    return [];
  }
  const today = dayIdx(todayStr);
  const list = Array.from({ length: PER_CATEGORY }, (_, k) => listing(seed, today, p, i, k));
  return list.sort((a, b) => last7(b) - last7(a) || a.goodsId.localeCompare(b.goodsId));
};

/** Every listing of every list (ground truth for tests and the 1688 offers the source-site pages show). */
export const allBestSellers = (seed: number, todayStr: string): TBestSeller[] =>
  BEST_SELLER_PLATFORMS.flatMap((p) =>
    bestSellerCategories().flatMap((c) => bestSellersOf(seed, todayStr, p, c.categoryId)),
  );

/** The 1688 offer behind a listing, by its page path (offer/<id>.html); the offers do not depend on the day. */
export const sourceOfferAt = (seed: number, path: string): TSourceProduct | undefined => {
  const m = /^offer\/7(\d{11})\.html$/.exec(path);
  if (!m) {
    return undefined;
  }
  const n = Number(m[1]);
  const i = Math.floor(n / 10_000);
  const p = Math.floor((n % 10_000) / 5_000);
  const k = Math.floor((n % 5_000) / 100);
  if (i >= LEAVES.length || k >= PER_CATEGORY) {
    return undefined;
  }
  const offer = listing(seed, 20_000, p, i, k).source;
  return offer.path === path ? offer : undefined;
};
