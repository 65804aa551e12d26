import type { ZProductInfoSchema, ZSetSkuCostRequestSchema, ZSetSkuCostSchema } from '@ksa/contract';
import type { z } from 'zod';
import type { TDeps } from '../../deps.js';
import type { TAuth } from '../../plugins/auth-context.js';

/**
 * The products module's services two Shein dashboard screens call (the product list, a SKU's cost). modules/index.ts
 * hands them in: products reads the dashboard's figures (money, sales, stock), so the dashboard must not import it.
 */
export type TSheinProductServices = {
  productInfoList: (
    deps: TDeps,
    auth: TAuth,
    q: { shopId: number; keyword?: string; noCost?: boolean; pageIndex: number; pageSize: number },
  ) => Promise<z.infer<typeof ZProductInfoSchema>>;
  setSkuCost: (
    deps: TDeps,
    auth: TAuth,
    b: z.infer<typeof ZSetSkuCostRequestSchema>,
  ) => Promise<z.infer<typeof ZSetSkuCostSchema>>;
};
