import { z } from 'zod';
import { ZDashScopeSchema } from './dashboard.js';
import { issue } from './errors.js';
import { ZMoneyMetaSchema } from './money.js';
import { ZProductInfoRequestSchema } from './products.js';

const msg = issue('BAD_REQUEST');

/** The 'last 10 minutes' Shein figures: order lines of the 10 minutes before each shop's last sync (`to`). */
export const Last10m = { minutes: 10 } as const;
export const ZLast10mSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    units: z.number().int(),
    salesCents: z.number(),
    /** lookCost only: sales minus units × the cost valid today. */
    profitCents: z.number().optional(),
  })
  .merge(ZMoneyMetaSchema);

/** spuQuery / skuQuery (GET): products of one shop over a range, searched, 10 a page. */
export const ZSheinProductQuerySchema = z.object({
  shopId: ZProductInfoRequestSchema.shape.shopId,
  keyword: z.string({ error: msg }).trim().max(100, { error: msg }).optional(),
  startTime: z.string({ error: msg }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg }),
  endTime: z.string({ error: msg }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg }),
  pageIndex: z.coerce.number({ error: msg }).int().min(1).max(10_000).default(1),
});
export const ZSheinProductPageSchema = z.object({
  total: z.number().int(),
  list: z.array(
    z.object({
      skcId: z.string(),
      skuId: z.string().optional(),
      className: z.string().optional(),
      productName: z.string(),
      imageUrl: z.string().nullable(),
      units: z.number().int(),
      salesCents: z.number(),
      currency: z.string(),
    }),
  ),
});

export const ZOnSaleTotalSchema = z.object({ onShelf: z.number().int(), total: z.number().int() });
export const ZProductCountSchema = z.object({ skcCount: z.number().int(), skuCount: z.number().int() });
export const ZSheinVisibleShopsSchema = z.array(
  z.object({ mallId: z.number().int(), mallName: z.string(), expireDate: z.string().nullable() }),
);

/** query/productInfo takes paging in the query string and the shop and search in a JSON body. */
export const ZSheinProductInfoQuerySchema = z.object({
  pageNum: z.coerce.number({ error: msg }).int().min(1).max(10_000).default(1),
  pageSize: ZProductInfoRequestSchema.shape.pageSize,
});
export const ZSheinProductInfoBodySchema = ZProductInfoRequestSchema.pick({
  shopId: true,
  keyword: true,
  noCost: true,
});

/** Product info payload totals (data-and-tools §3): 30-day sales and SKUs without a cost. */
export const ZProductSalesTotalSchema = z
  .object({ salesTotal: z.number(), units: z.number().int() })
  .merge(ZMoneyMetaSchema);
export const ZCostIsNullTotalSchema = z.object({ costIsNullTotal: z.number().int(), total: z.number().int() });
export const ZShopScopeSchema = ZDashScopeSchema;
