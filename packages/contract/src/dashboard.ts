import { z } from 'zod';
import { issue } from './errors.js';
import { parseShopId, parseShopIds } from './fields.js';
import { ZDisplayCurrencySchema, ZMoneyMetaSchema } from './money.js';

const msg = issue('BAD_REQUEST');
const day = () => z.string({ error: msg }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg });

/**
 * A dashboard call's scope and range (data-and-tools §7): shopId (100 = all shops, 'x-123' = 123) or
 * shopIds (a group: list or comma string); startTime/endTime are Beijing days, inclusive.
 */
export const ZDashScopeSchema = z
  .object({
    shopId: z.preprocess(
      (v) => (v === undefined || v === '' ? undefined : (parseShopId(v) ?? v)),
      z.number({ error: msg }).int().positive().optional(),
    ),
    shopIds: z.preprocess(
      (v) => (v === undefined || v === '' ? undefined : (parseShopIds(v) ?? v)),
      z.array(z.number().int().positive(), { error: msg }).min(1, { error: msg }).max(500, { error: msg }).optional(),
    ),
    /**
     * The currency to show amounts in: a display currency, or 'own' for the shops' own currency when
     * they all share one. Default: the user's display currency (/api/user/setDisplayCurrency).
     */
    currency: z.union([ZDisplayCurrencySchema, z.literal('own')], { error: msg }).optional(),
  })
  .refine((b) => b.shopId !== undefined || b.shopIds !== undefined, { error: issue('SHOP_EMPTY'), path: ['shopId'] });

export const ZDashRangeSchema = ZDashScopeSchema.and(
  z
    .object({
      startTime: day(),
      endTime: day(),
      lineType: z.enum(['day', 'month'], { error: msg }).optional(),
      limit: z.coerce.number({ error: msg }).int().min(1).max(100).optional(),
    })
    .refine((b) => b.startTime <= b.endTime, { error: msg, path: ['startTime'] })
    // Four years and a day at most: the longest range a seller can pick (history is two to four years).
    .refine((b) => Date.parse(b.endTime) - Date.parse(b.startTime) <= 1461 * 86_400_000, {
      error: '时间范围不能超过4年',
      path: ['endTime'],
    }),
);
export type TDashRange = z.infer<typeof ZDashRangeSchema>;

/** A figure over the range and over the period just before it (same length: 15/8, 61/31 days back). */
export const ZPeriodFigureSchema = z.object({
  value: z.number(),
  previous: z.number(),
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  /** The amounts' currency (null for a count such as units) and the rate date when converted. */
  currency: z.string().nullable(),
  rateDay: z.string().nullable(),
  /**
   * When the range ends today: today's data is complete up to asOf (the shops' latest sync), and the
   * previous period's last day counts order lines only up to the same minute (previousUntil), so a
   * morning is not compared with a whole day. Both null for ranges that end before today.
   */
  asOf: z.string().nullable(),
  previousUntil: z.string().nullable(),
});

export const ZProfitFigureSchema = z
  .object({
    current: z.object({ profitCents: z.number().optional(), costCents: z.number().optional() }),
    previous: z.object({ profitCents: z.number().optional(), costCents: z.number().optional() }),
    /** Share of units sold whose SKU had a cost that day: profit covers only those. */
    costCoverage: z.number(),
    from: z.string(),
    to: z.string(),
  })
  .merge(ZMoneyMetaSchema);

export const ZLineChartSchema = z.object({
  lineType: z.enum(['day', 'month']),
  points: z.array(z.object({ x: z.string(), value: z.number() })),
  /** The values' currency (null for units) and the latest rate date used when converted. */
  currency: z.string().nullable(),
  rateDay: z.string().nullable(),
});

export const ZProductRankingSchema = z.array(
  z.object({
    mallId: z.number().int(),
    skcId: z.string(),
    productName: z.string(),
    imageUrl: z.string().nullable(),
    units: z.number().int(),
    salesCents: z.number(),
    currency: z.string(),
  }),
);

export const ZShopRankingSchema = z.array(
  z.object({
    mallId: z.number().int(),
    mallName: z.string(),
    units: z.number().int(),
    salesCents: z.number(),
    currency: z.string(),
  }),
);

export const ZStockValueSchema = z
  .object({
    asOf: z.string().nullable(),
    units: z.number().int(),
    /** Available warehouse stock × today's cost (lookCost only). */
    costTotal: z.number().optional(),
    /** SKUs with stock and a cost, over SKUs with stock: a value without costs is not ¥0. */
    costCoverage: z.number(),
  })
  .merge(ZMoneyMetaSchema);

export const ZDeadStockSchema = z
  .object({
    asOf: z.string().nullable(),
    /** SKCs on shelf that sold ≤ 19 units in the 30 days to asOf (the spec's totaNum). */
    totaNum: z.number().int(),
    /** Their available stock × cost (lookCost only). */
    totalValue: z.number().optional(),
    /** Dead SKCs with a cost over all dead SKCs. */
    costCoverage: z.number(),
  })
  .merge(ZMoneyMetaSchema);

export const ZMoneySchema = z.object({ amountCents: z.number(), at: z.string().nullable() }).merge(ZMoneyMetaSchema);

export const ZCostCoverageSchema = z.object({ hasCost: z.number().int(), noCost: z.number().int() });

/** The dead stock rule (data-and-tools §5). */
export const DeadStock = { maxUnits: 19, windowDays: 30 } as const;

/** Created products (SKCs) by creation day: today, this week (from Monday), this month; on shelf now. */
export const ZCreatedProductsSchema = z.object({
  today: z.number().int(),
  thisWeek: z.number().int(),
  thisMonth: z.number().int(),
  onShelf: z.number().int(),
  total: z.number().int(),
});

export const ZSalesByCategorySchema = z.array(
  z.object({ category: z.string(), units: z.number().int(), salesCents: z.number(), currency: z.string() }),
);

/** Price bands in yuan of the supplier price: [0,10), [10,20), [20,50), [50,100), [100,∞). */
export const PriceBands = [0, 1000, 2000, 5000, 10000] as const;
export const ZSalesByPriceSchema = z.array(
  z.object({
    fromCents: z.number().int(),
    toCents: z.number().int().nullable(),
    units: z.number().int(),
    salesCents: z.number(),
    currency: z.string(),
    /** The currency the bands are in: the shops' own when they share one, else null (each shop's own). */
    bandCurrency: z.string().nullable(),
  }),
);

export const ZDashPageSchema = ZDashRangeSchema.and(
  z.object({ pageIndex: z.coerce.number({ error: msg }).int().min(1).max(10_000).default(1) }),
);
export const ZReturnsPageSchema = z.object({
  total: z.number().int(),
  list: z.array(
    z.object({
      mallId: z.number().int(),
      packageSn: z.string(),
      skcId: z.string(),
      productName: z.string(),
      units: z.number().int(),
      /** In the shop's own currency: one package, as the marketplace reported it. */
      amountCents: z.number(),
      currency: z.string(),
      reason: z.string(),
      outboundAt: z.string(),
    }),
  ),
});

/** Each shop's latest weekly delivery assessment: level none/C/B/A/S and stars in halves (score/20). */
export const ZDeliveryAssessmentSchema = z.array(
  z.object({
    mallId: z.number().int(),
    weekStartDay: z.string(),
    level: z.enum(['none', 'C', 'B', 'A', 'S']),
    score: z.number(),
    stars: z.number(),
  }),
);

/** Products (SKCs) and SKUs that sold at least one unit in the range (today for getTodaySalesProductNum). */
export const ZSoldProductsSchema = z.object({ skcCount: z.number().int(), skuCount: z.number().int() });
