import { z } from 'zod';
import { ZDashRangeSchema, ZDashScopeSchema } from './dashboard.js';
import { issue } from './errors.js';
import { parseShopId } from './fields.js';
import { Limits, lengthUnits } from './limits.js';
import { ZMoneyMetaSchema } from './money.js';

const msg = issue('BAD_REQUEST');

/**
 * Stock risk: an SKC on shelf whose available stock lasts fewer than `coverDays` days at its average
 * daily sales over the last `windowDays` days (it will sell out soon); in stock = any available stock.
 */
export const StockRisk = { windowDays: 7, coverDays: 7 } as const;

/** Sold-out loss: SKUs with no available stock that sold in the last 30 days; loss = their daily rate × 7 days. */
export const SoldOut = { rateWindowDays: 30, lossDays: 7 } as const;

const ZProductRef = z.object({
  mallId: z.number().int(),
  skcId: z.string(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
});

export const ZInRiskSchema = z.object({
  asOf: z.string().nullable(),
  inRisk: z.number().int(),
  inStock: z.number().int(),
  /** The ten at-risk SKCs that will sell out first. */
  list: z.array(ZProductRef.extend({ stock: z.number().int(), dailyUnits: z.number(), daysLeft: z.number() })),
});

/** Shops of the selection that the system leaves out (expired) or will soon (under 24 h / 7 days left). */
export const ZSystemRestrictSchema = z.object({
  restricted: z.boolean(),
  shops: z.array(
    z.object({
      mallId: z.number().int(),
      mallName: z.string(),
      expireDate: z.string().nullable(),
      state: z.enum(['expired', 'expiring']),
    }),
  ),
});

/** The shop dashboard's sales window: one month back plus one day, to today (today is partial). */
export const ZLatelySalesSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    today: z.object({ units: z.number().int(), salesCents: z.number() }),
    /**
     * Yesterday up to the same minute as today's data (yesterdayUntil), from order lines or the running totals
     * our sync recorded: a fair comparison. When that minute is unknown (a shop bound today), all of yesterday,
     * and yesterdayUntil is null.
     */
    yesterday: z.object({ units: z.number().int(), salesCents: z.number() }),
    /** All of yesterday (the 'days' chart's figure). */
    yesterdayFull: z.object({ units: z.number().int(), salesCents: z.number() }),
    /** Today's data is complete up to this time (the latest sync of the shops); ISO. */
    asOf: z.string(),
    yesterdayUntil: z.string().nullable(),
    days: z.array(z.object({ day: z.string(), units: z.number().int(), salesCents: z.number() })),
  })
  .merge(ZMoneyMetaSchema);

/** Products by reviews in the range: count, average stars, bad reviews (≤ 2 stars). */
export const ZReviewRankingSchema = z.array(
  ZProductRef.extend({ reviews: z.number().int(), avgStars: z.number(), badReviews: z.number().int() }),
);

export const ZDashListRequestSchema = ZDashScopeSchema.and(
  z.object({ pageIndex: z.coerce.number({ error: msg }).int().min(1).max(10_000).default(1) }),
);
export const ZNoticePageSchema = z.object({
  total: z.number().int(),
  list: z.array(
    z.object({
      mallId: z.number().int(),
      noticeId: z.string(),
      kind: z.enum(['on_shelf', 'off_shelf', 'rule', 'message']),
      title: z.string(),
      body: z.string(),
      at: z.string(),
    }),
  ),
});

/** Activities the shops joined: enrolled activities, those running today, SKCs enrolled, activity stock left. */
export const ZJoinedActivitiesSchema = z.object({
  joinedActivities: z.number().int(),
  ongoingActivities: z.number().int(),
  joinedQuantityNum: z.number().int(),
  activityStock: z.number().int(),
  remainingStock: z.number().int(),
});

/** The shop statistics of data-and-tools §3 that our data carries. */
export const ZSupplierStatisticsSchema = z.object({
  quantityOfGoods: z.number().int(),
  onShelf: z.number().int(),
  createdFirstOrderNum: z.number().int(),
  noCreatedFirstOrderNum: z.number().int(),
  refundInfoNum: z.number().int(),
  specificationTotal: z.number().int(),
  /** 价格申报: products whose price declaration is open, from the shops' last to-do read; null: none was read. */
  priceDeclaring: z.number().int().nullable(),
});

export const ZSoldOutLossSchema = z
  .object({
    asOf: z.string().nullable(),
    soldOutSkus: z.number().int(),
    lostUnits: z.number().int(),
    lostSalesCents: z.number(),
  })
  .merge(ZMoneyMetaSchema);
export const ZSoldOutPerformSchema = z.object({
  total: z.number().int(),
  list: z.array(
    ZProductRef.extend({
      skuId: z.string(),
      className: z.string(),
      dailyUnits: z.number(),
      lostUnits: z.number().int(),
      lostSalesCents: z.number(),
      /** The shop's own currency: one SKU's loss, at its own price. */
      currency: z.string(),
    }),
  ),
});

export const ZVolumeBySkuRequestSchema = ZDashRangeSchema.and(
  z.object({ skcId: z.string({ error: msg }).min(1, { error: msg }).max(64, { error: msg }) }),
);
export const ZVolumeBySkuSchema = z.object({
  lineType: z.enum(['day', 'month']),
  series: z.array(
    z.object({
      skuId: z.string(),
      className: z.string(),
      points: z.array(z.object({ x: z.string(), value: z.number() })),
    }),
  ),
});

/** New products of the range (created in it) and how many of them sold. */
export const ZNewProductsSoldSchema = z.object({
  created: z.number().int(),
  sold: z.number().int(),
  skuSold: z.number().int(),
});
export const ZAddedProductsSchema = z.object({ skcCount: z.number().int(), skuCount: z.number().int() });

/** Per shop: SKCs, SKUs and SKCs on shelf. */
export const ZShopProductNumSchema = z.array(
  z.object({
    mallId: z.number().int(),
    mallName: z.string(),
    skcCount: z.number().int(),
    skuCount: z.number().int(),
    onShelf: z.number().int(),
  }),
);

/** setInineSkcProductName: the seller's own name for a product (empty restores the marketplace's). */
export const ZSetProductNameRequestSchema = z.object({
  shopId: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : (parseShopId(v) ?? v)),
    z
      .number({ error: issue('SHOP_EMPTY') })
      .int()
      .positive(),
  ),
  skcId: z.string({ error: msg }).min(1, { error: msg }).max(64, { error: msg }),
  productName: z
    .string({ error: issue('SHOP_NAME_EMPTY') })
    .trim()
    .refine((s) => lengthUnits(s) <= Limits.shopNameMaxUnits, { error: issue('PRODUCT_NAME_TOO_LONG') }),
});

/** The stock monitor (/testActivityChart): how many products it charts. */
export const ActivityChart = { products: 4 } as const;
/** data-and-tools §3 'Activity chart record': one enrolment's activity stock over time. */
export const ZActivityChartSchema = z.array(
  z.object({
    productId: z.string(),
    skcId: z.string(),
    productName: z.string(),
    mallId: z.number().int(),
    enrollId: z.string(),
    activityName: z.string(),
    activityRecord: z.array(
      z.object({ now: z.string(), remainingActivityStock: z.number().int(), activityStock: z.number().int() }),
    ),
  }),
);

/** /api/dashboard/batch: several dashboard calls in one request, answered in order. */
export const DashBatch = { maxCalls: 40 } as const;
const parseJsonText = (v: unknown) => {
  if (typeof v !== 'string') {
    return v;
  }
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};
/** calls: a JSON array, or its text (the spec's default form encoding cannot nest objects). */
export const ZDashBatchRequestSchema = z.object({
  calls: z.preprocess(
    parseJsonText,
    z
      .array(
        z.object({
          path: z.string({ error: msg }).max(120, { error: msg }),
          body: z.record(z.string(), z.unknown()).default({}),
        }),
        { error: msg },
      )
      .min(1, { error: msg })
      .max(DashBatch.maxCalls, { error: msg }),
  ),
});
export const ZDashBatchReplySchema = z.array(
  z.object({
    code: z.number().int(),
    msg: z.string(),
    errorId: z.string().optional(),
    errorParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    data: z.unknown(),
  }),
);
