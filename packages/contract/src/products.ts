import { z } from 'zod';
import type { TErrorId } from './errors.js';
import { boolField, parseShopIds } from './fields.js';
import { ZShopInfoRequestSchema } from './shop-info.js';

const msg = (id: TErrorId) => id;

/** Page sizes the product list offers (the server accepts any size from 1 to the largest). */
export const ProductPageSizes = [10, 20, 50, 100] as const;

/**
 * Product info list (one row per SKU) of a shop, all shops (100) or a group (shopIds), searched,
 * filtered to SKUs without a cost valid today (noCost) and paged.
 */
export const ZProductInfoRequestSchema = z.object({
  shopId: ZShopInfoRequestSchema.shape.shopId,
  shopIds: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : (parseShopIds(v) ?? v)),
    z
      .array(z.number().int().positive(), { error: msg('BAD_REQUEST') })
      .min(1)
      .max(500)
      .optional(),
  ),
  keyword: z
    .string({ error: msg('BAD_REQUEST') })
    .trim()
    .max(100, { error: msg('FIELD_TOO_LONG') })
    .optional(),
  pageIndex: z.coerce
    .number({ error: msg('BAD_REQUEST') })
    .int()
    .min(1)
    .default(1),
  noCost: boolField().describe('只看未填成本的 SKU（今天没有生效的成本价）'),
  pageSize: z.coerce
    .number({ error: msg('PAGE_SIZE_INVALID') })
    .int({ error: msg('PAGE_SIZE_INVALID') })
    .min(1, { error: msg('PAGE_SIZE_INVALID') })
    .max(ProductPageSizes.at(-1)!, { error: msg('PAGE_SIZE_INVALID') })
    .default(ProductPageSizes[0])
    .describe('每页条数，1-100，默认 10'),
});
export const ZProductInfoSchema = z.object({
  total: z.number().int(),
  /** Product info payload (§3): the scope's sales of the last 30 days to yesterday, in cents. */
  salesTotal: z.number().optional(),
  /** SKUs of the scope without a cost today: profit leaves them out. */
  costIsNullTotal: z.number().int().optional(),
  /** Every SKU of the scope, whatever the search (total counts the search's matches). */
  skuTotal: z.number().int().optional(),
  /** salesTotal's currency (the display currency) and the rate date when converted. */
  currency: z.string(),
  rateDay: z.string().nullable(),
  list: z.array(
    z.object({
      mallId: z.number().int(),
      skuId: z.string(),
      skcId: z.string(),
      productName: z.string(),
      /** The marketplace's name (productName is the seller's own when set). */
      originalName: z.string(),
      imageUrl: z.string().nullable(),
      className: z.string(),
      extCode: z.string().nullable(),
      priceCents: z.number().int(),
      /** The shop's own currency: price and sales as the marketplace reports them; the cost is in yuan. */
      currency: z.string(),
      units30: z.number().int(),
      salesCents30: z.number().int(),
      /** Today's cost in fen of CNY (null: none valid today); only with lookCost. */
      costCents: z.number().int().nullable().optional(),
      /** The day today's cost applies from (null: none); only with lookCost. */
      costFrom: z.string().nullable().optional(),
      /** The SKU's first synced sale (YYYY-MM-DD; null: never sold): the default start of a first cost. */
      firstSaleDay: z.string().nullable(),
    }),
  ),
});
