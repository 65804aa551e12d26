import { z } from 'zod';
import { issue } from './errors.js';

/**
 * The selection tool (/selectionToolNew): marketplace best-sellers ranked by one documented score.
 *
 * score = 100 × (0.30·V + 0.15·T + 0.10·P + 0.15·C + 0.30·M), each component in [0, 1]:
 * - V velocity: v = units sold over the last 7 days ÷ 7; V = min(1, ln(1+v) / ln(1+200)).
 * - T trend: g = (last 7 days − the 7 before) ÷ max(the 7 before, 7); T = clamp((g + 0.5) ÷ 1.5, 0, 1)
 *   (halving → 0, flat → ⅓, doubling or more → 1).
 * - P price band: p = shelf price in CNY; P = 1 for 40 ≤ p ≤ 150, p ÷ 40 below, max(0, 1 − (p − 150) ÷ 300) above.
 * - C competition: c = competing listings; C = 1 − min(1, ln(1+c) / ln(1+2000)).
 * - M margin: m = (p − fee − source − shipping) ÷ p with fee = p × feeRate (Temu 10 %, Shein 15 %),
 *   source = the 1688 offer's lowest SKU price, shipping = 3 + 0.04 × grams (CNY); M = clamp(m ÷ 0.6, 0, 1).
 * The shelf price converts to CNY at the ECB euro cross rate of the latest published day. Ties: goods id.
 */
export const SelectionWeights = { velocity: 0.3, trend: 0.15, price: 0.1, competition: 0.15, margin: 0.3 } as const;
export const SelectionConstants = {
  velocityCap: 200,
  competitionCap: 2000,
  priceBand: [40, 150] as const,
  priceFalloff: 300,
  marginFull: 0.6,
  feeRate: { temu: 0.1, shein: 0.15 } as const,
  shippingBaseCny: 3,
  shippingPerGramCny: 0.04,
} as const;

export const SelectionPlatforms = ['temu', 'shein'] as const;
export type TSelectionPlatform = (typeof SelectionPlatforms)[number];

export type TScoreInput = {
  platform: TSelectionPlatform;
  last7: number;
  prev7: number;
  priceCny: number;
  sourceCny: number;
  weightGrams: number;
  competingListings: number;
};

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** The documented score; components in [0, 1], score 0–100, margin as a fraction of the price. */
export const selectionScore = (i: TScoreInput) => {
  const c = SelectionConstants;
  const v = i.last7 / 7;
  const velocity = Math.min(1, Math.log1p(v) / Math.log1p(c.velocityCap));
  const trendRate = (i.last7 - i.prev7) / Math.max(i.prev7, 7);
  const trend = clamp01((trendRate + 0.5) / 1.5);
  const [lo, hi] = c.priceBand;
  const p = i.priceCny;
  const price = p < lo ? Math.max(0, p / lo) : p > hi ? Math.max(0, 1 - (p - hi) / c.priceFalloff) : 1;
  const competition = 1 - Math.min(1, Math.log1p(i.competingListings) / Math.log1p(c.competitionCap));
  const shippingCny = c.shippingBaseCny + c.shippingPerGramCny * i.weightGrams;
  const feeCny = p * c.feeRate[i.platform];
  const marginRate = p > 0 ? (p - feeCny - i.sourceCny - shippingCny) / p : -1;
  const margin = clamp01(marginRate / c.marginFull);
  const w = SelectionWeights;
  const score =
    100 * (w.velocity * velocity + w.trend * trend + w.price * price + w.competition * competition + w.margin * margin);
  return {
    score,
    velocity,
    trend,
    price,
    competition,
    margin,
    velocityPerDay: v,
    trendRate,
    marginRate,
    shippingCny,
    feeCny,
  };
};

const num = (max: number) => z.coerce.number().min(0).max(max).optional();
const text = (max: number) => z.string().trim().max(max).optional();

export const SelectionSortKeys = ['score', 'velocity', 'trend', 'margin', 'price', 'competition', 'reviews'] as const;

/** Filters a seller sets and saves; every bound optional. Prices and margins in CNY / percent. */
export const ZSelectionFiltersSchema = z.object({
  platform: z.enum(SelectionPlatforms).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  keyword: text(100),
  minPriceCny: num(1_000_000),
  maxPriceCny: num(1_000_000),
  minMarginPct: z.coerce.number().min(-1000).max(100).optional(),
  minVelocity: num(1_000_000),
  sortBy: z.enum(SelectionSortKeys).default('score'),
  sortOrder: z.enum(['desc', 'asc']).default('desc'),
});
export type TSelectionFilters = z.infer<typeof ZSelectionFiltersSchema>;

export const ZSelectionListRequestSchema = ZSelectionFiltersSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TSelectionListRequest = z.input<typeof ZSelectionListRequestSchema>;

export const ZSelectionRowSchema = z.object({
  rank: z.number(),
  platform: z.enum(SelectionPlatforms),
  goodsId: z.string(),
  title: z.string(),
  image: z.string(),
  categoryId: z.number(),
  categoryPath: z.string(),
  price: z.number().describe('shelf price in its currency'),
  currency: z.string(),
  priceCny: z.number(),
  sourcePriceCny: z.number(),
  shippingCny: z.number(),
  feeCny: z.number(),
  marginPct: z.number(),
  velocity: z.number().describe('units per day over the last 7 days'),
  last7: z.number(),
  prev7: z.number(),
  trendPct: z.number(),
  reviewCount: z.number(),
  /** Average stars; null when the product has no reviews (shown as 暂无评价). */
  rating: z.number().nullable(),
  competingListings: z.number(),
  sourceUrl: z.string(),
  sourceTitle: z.string(),
  dailySales: z.array(z.number()),
  score: z.number(),
  breakdown: z.object({
    velocity: z.number(),
    trend: z.number(),
    price: z.number(),
    competition: z.number(),
    margin: z.number(),
  }),
});
export type TSelectionRow = z.infer<typeof ZSelectionRowSchema>;

export const ZSelectionListSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  syncedAt: z.string().nullable(),
  salesTo: z.string().nullable(),
  rateDay: z.string().nullable(),
  rows: z.array(ZSelectionRowSchema),
});
export type TSelectionList = z.infer<typeof ZSelectionListSchema>;

export const ZSelectionCategorySchema = z.object({
  platform: z.enum(SelectionPlatforms),
  categoryId: z.number(),
  path: z.string(),
  count: z.number(),
});
export const ZSelectionCategoriesSchema = z.array(ZSelectionCategorySchema);

const searchName = z
  .string({ error: issue('SELECTION_SEARCH_NAME') })
  .trim()
  .min(1, { error: issue('SELECTION_SEARCH_NAME') })
  .max(40, { error: issue('SELECTION_SEARCH_NAME') });

export const ZSelectionSearchSaveSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: searchName,
  filters: ZSelectionFiltersSchema,
});
export type TSelectionSearchSave = z.input<typeof ZSelectionSearchSaveSchema>;
export const ZSelectionSearchSchema = z.object({
  id: z.number(),
  name: z.string(),
  filters: ZSelectionFiltersSchema,
  updatedAt: z.string(),
});
export type TSelectionSearch = z.infer<typeof ZSelectionSearchSchema>;
export const ZSelectionIdSchema = z.object({ id: z.coerce.number().int().positive() });
export const ZSelectionCollectSchema = z.object({
  platform: z.enum(SelectionPlatforms),
  goodsId: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/),
});
/** Saved searches per user, at most this many. */
export const SelectionLimits = { savedSearches: 50, exportRows: 5000 } as const;
