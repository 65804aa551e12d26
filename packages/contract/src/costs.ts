import { z } from 'zod';
import { Errors, type TErrorId } from './errors.js';
import { textField } from './fields.js';
import { ZShopInfoRequestSchema } from './shop-info.js';

const msg = (id: TErrorId) => Errors[id].msg;

/** Cost of one SKU from a day on (inline entry); yuan with up to 2 decimals. */
export const ZSetSkuCostRequestSchema = z.object({
  shopId: ZShopInfoRequestSchema.shape.shopId,
  skuId: textField('BAD_REQUEST', 'BAD_REQUEST', /^[\w.-]{1,64}$/, 64),
  cost: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: '请输入成本价' })
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: '成本价格式不正确' }),
  ),
  effectiveFrom: z
    .string({ error: msg('BAD_REQUEST') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg('BAD_REQUEST') })
    .optional(),
});

/** Batch cost entry (the Excel import sends its rows here): up to 5000 SKU costs at once. */
export const ZImportCostsRequestSchema = z.object({
  // Form-encoded clients send the rows as JSON text.
  rows: z.preprocess(
    (v) => {
      if (typeof v !== 'string') {
        return v;
      }
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z
      .array(ZSetSkuCostRequestSchema, { error: msg('BAD_REQUEST') })
      .min(1, { error: msg('BAD_REQUEST') })
      .max(5000, { error: msg('BAD_REQUEST') }),
  ),
});

/**
 * Keys that carry cost or profit anywhere in a reply. The server removes them for users without
 * lookCost; a new cost-bearing field must be named here (the authz matrix checks replies for them).
 */
export const CostFieldKeys = [
  'cost',
  'costCents',
  'costPrice',
  'costTotal',
  'profit',
  'profitCents',
  'profitTotal',
  'profitRate',
  'totalValue',
] as const;
