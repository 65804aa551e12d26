import { z } from 'zod';
import type { TErrorId } from './errors.js';

const msg = (id: TErrorId) => id;

/** The shop info panel (clicking the selected shop): identity, expiry, sync and the last 30 days. */
export const ZShopInfoRequestSchema = z.object({
  shopId: z.preprocess(
    (v) => (typeof v === 'string' && v.includes('-') ? v.slice(v.lastIndexOf('-') + 1) : v),
    z.coerce
      .number({ error: msg('BAD_REQUEST') })
      .int()
      .positive({ error: msg('BAD_REQUEST') }),
  ),
});
export const ZShopInfoSchema = z.object({
  mallId: z.number().int(),
  mallName: z.string(),
  mallNameNative: z.string(),
  platformType: z.enum(['temu', 'shein']),
  isSemiManagedMall: z.boolean(),
  accountPhone: z.string().nullable(),
  expireDate: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  phoneStr: z.string(),
  expired: z.boolean(),
  /** null while the shop is expired: its figures wait behind the renewal prompt. */
  last30: z
    .object({
      from: z.string(),
      to: z.string(),
      salesCents: z.number().int(),
      units: z.number().int(),
      /** Units sold whose SKU had a cost on that day, over all units: profit is only as good as this. */
      costCoverage: z.number(),
      /** Cost fields: present only for users with lookCost. */
      costCents: z.number().int().optional(),
      profitCents: z.number().int().optional(),
      /** The shop's own currency (sales) and the yuan costs converted into it at each day's rate. */
      currency: z.string(),
      rateDay: z.string().nullable(),
    })
    .nullable(),
});
export type TShopInfo = z.infer<typeof ZShopInfoSchema>;
