import { selectionScore, type TSelectionFilters, type TSelectionPlatform, type TSelectionRow } from '@ksa/contract';
import { convertMinor } from '../../integrations/fx/convert.js';
import type { TSelectionProduct } from './selection.repo.js';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const r2 = (x: number) => Math.round(x * 100) / 100;
const r4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** One synced listing with its documented score (shelf price to CNY at the given day's euro rates). */
export const scoreRow = (p: TSelectionProduct, perEur: Record<string, number>): Omit<TSelectionRow, 'rank'> => {
  const priceFen = convertMinor(p.priceMinor, p.currency, 'CNY', perEur);
  const last7 = sum(p.dailySales.slice(-7));
  const prev7 = sum(p.dailySales.slice(-14, -7));
  const s = selectionScore({
    platform: p.platform as TSelectionPlatform,
    last7,
    prev7,
    priceCny: priceFen / 100,
    sourceCny: p.sourcePriceFen / 100,
    weightGrams: p.weightGrams,
    competingListings: p.competingListings,
  });
  return {
    platform: p.platform as TSelectionPlatform,
    goodsId: p.goodsId,
    title: p.title,
    image: p.image,
    categoryId: p.categoryId,
    categoryPath: p.categoryPath,
    price: p.priceMinor / 100,
    currency: p.currency,
    priceCny: priceFen / 100,
    sourcePriceCny: p.sourcePriceFen / 100,
    shippingCny: r2(s.shippingCny),
    feeCny: r2(s.feeCny),
    marginPct: r2(s.marginRate * 100),
    velocity: r2(s.velocityPerDay),
    last7,
    prev7,
    trendPct: r2(s.trendRate * 100),
    reviewCount: p.reviewCount,
    rating: p.rating,
    competingListings: p.competingListings,
    sourceUrl: p.source.url,
    sourceTitle: p.source.title,
    dailySales: p.dailySales,
    score: s.score,
    breakdown: {
      velocity: r4(s.velocity),
      trend: r4(s.trend),
      price: r4(s.price),
      competition: r4(s.competition),
      margin: r4(s.margin),
    },
  };
};

type TScored = Omit<TSelectionRow, 'rank'> & { exactScore: number };

const sortValue: Record<TSelectionFilters['sortBy'], (r: TScored) => number> = {
  score: (r) => r.exactScore,
  velocity: (r) => r.last7,
  trend: (r) => r.trendPct,
  margin: (r) => r.marginPct,
  price: (r) => r.priceCny,
  competition: (r) => r.competingListings,
  reviews: (r) => r.reviewCount,
};

/** Filters, sorts (ties by goods id) and numbers the rows 1…n in that order. */
export const rankRows = (products: TSelectionProduct[], perEur: Record<string, number>, f: TSelectionFilters) => {
  const kw = f.keyword?.toLowerCase();
  const rows: TScored[] = products
    .map((p) => {
      const row = scoreRow(p, perEur);
      return { ...row, exactScore: row.score };
    })
    .filter(
      (r) =>
        (!kw || r.title.toLowerCase().includes(kw) || r.categoryPath.toLowerCase().includes(kw) || r.goodsId === kw) &&
        (f.minPriceCny === undefined || r.priceCny >= f.minPriceCny) &&
        (f.maxPriceCny === undefined || r.priceCny <= f.maxPriceCny) &&
        (f.minMarginPct === undefined || r.marginPct >= f.minMarginPct) &&
        (f.minVelocity === undefined || r.velocity >= f.minVelocity),
    );
  const key = sortValue[f.sortBy];
  const dir = f.sortOrder === 'asc' ? 1 : -1;
  rows.sort(
    (a, b) => dir * (key(a) - key(b)) || a.platform.localeCompare(b.platform) || a.goodsId.localeCompare(b.goodsId),
  );
  return rows.map(({ exactScore, ...r }, n): TSelectionRow => ({ ...r, rank: n + 1, score: r2(exactScore) }));
};
