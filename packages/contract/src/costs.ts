import { z } from 'zod';
import type { TErrorId } from './errors.js';
import { textField } from './fields.js';
import { ZShopInfoRequestSchema } from './shop-info.js';

const msg = (id: TErrorId) => id;

/** The earliest day a cost may apply from; later than today is refused by the server (its clock, Beijing time). */
export const CostDates = { earliest: '2000-01-01' } as const;

/** A real calendar day written YYYY-MM-DD, not before CostDates.earliest. */
export const isCostDay = (s: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || s < CostDates.earliest) {
    return false;
  }
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const costDescription =
  '生效日期（北京时间，YYYY-MM-DD）：成本自该日起生效，直到该 SKU 下一个更晚的生效日期；不传为今天，不可晚于今天';

/** Cost of one SKU from a day on (inline and per-row entry); yuan (人民币) with up to 2 decimals. */
export const ZSetSkuCostRequestSchema = z.object({
  shopId: ZShopInfoRequestSchema.shape.shopId,
  skuId: textField('BAD_REQUEST', 'BAD_REQUEST', /^[\w.-]{1,64}$/, 64),
  cost: z
    .preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z
        .string({ error: msg('COST_REQUIRED') })
        .trim()
        .min(1, { error: msg('COST_REQUIRED') })
        .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: msg('COST_FORMAT') }),
    )
    .describe('成本价，人民币元，最多两位小数'),
  effectiveFrom: z
    .preprocess(
      emptyToUndefined,
      z
        .string({ error: msg('COST_DATE_INVALID') })
        .trim()
        .refine(isCostDay, { error: msg('COST_DATE_INVALID') })
        .optional(),
    )
    .describe(costDescription),
});
export const ZSetSkuCostSchema = z.object({
  /** The day the cost applies from. */
  effectiveFrom: z.string(),
  costCents: z.number().int(),
});

/**
 * One row of a batch: the date is checked by the server row by row (an invalid one refuses the whole
 * batch and names `row`, the sheet's row number, else the row's position from 1).
 */
export const ZImportCostRowSchema = ZSetSkuCostRequestSchema.extend({
  effectiveFrom: z
    .preprocess(
      emptyToUndefined,
      z
        .string({ error: msg('BAD_REQUEST') })
        .max(40, { error: msg('BAD_REQUEST') })
        .optional(),
    )
    .describe(costDescription),
  row: z.coerce
    .number({ error: msg('BAD_REQUEST') })
    .int()
    .min(1)
    .max(1_000_000)
    .optional(),
});
export type TImportCostRow = z.input<typeof ZImportCostRowSchema>;

/**
 * Batch cost entry, all or nothing: the Excel import (source 'sheet') and the bulk entry for selected
 * rows of /account/manager (source 'bulk') send up to 5000 SKU costs at once.
 */
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
      .array(ZImportCostRowSchema, { error: msg('BAD_REQUEST') })
      .min(1, { error: msg('BAD_REQUEST') })
      .max(5000, { error: msg('BAD_REQUEST') }),
  ),
  source: z
    .enum(['sheet', 'bulk'], { error: msg('BAD_REQUEST') })
    .default('sheet')
    .describe('sheet：Excel 导入；bulk：商品列表勾选批量设置（仅影响操作日志的描述）'),
});
export const ZImportCostsSchema = z.object({
  imported: z.number().int(),
  /** Rows naming a SKU the shop does not have (nothing else is skipped). */
  skipped: z.number().int(),
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
  'costFrom',
] as const;
