import { and, eq } from 'drizzle-orm';
import { shopStockSummary, skcs } from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { resolveShopScope } from '../access/shop-access.js';
import { recordOperation } from '../op-log/op-log.service.js';

/**
 * setInineSkcProductName: the seller's own product name, shown everywhere we show the product (the
 * marketplace's name stays in skcs.name and returns when the custom name is cleared).
 */
export const setProductName = async (
  deps: TDeps,
  auth: TAuth,
  b: { shopId: number; skcId: string; productName: string },
) => {
  await resolveShopScope(deps, auth, { shopId: b.shopId }, { activeOnly: 'refuse' });
  const customName = b.productName === '' ? null : b.productName;
  const [row] = await deps.db
    .update(skcs)
    .set({ customName })
    .where(and(eq(skcs.shopId, b.shopId), eq(skcs.skcId, b.skcId)))
    .returning({ name: skcs.name, customName: skcs.customName });
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  // The stock figures list products by name.
  await deps.db.delete(shopStockSummary).where(eq(shopStockSummary.shopId, b.shopId));
  await recordOperation(deps, {
    auth,
    action: 'product.rename',
    shopId: b.shopId,
    detail: { skcId: b.skcId, to: customName },
  });
  return { skcId: b.skcId, productName: row.customName ?? row.name, custom: row.customName !== null };
};
