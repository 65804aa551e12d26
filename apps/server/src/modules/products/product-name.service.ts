import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { resolveShopScope } from '../access/shop-access.js';
import { recordOperation } from '../op-log/op-log.service.js';
import { clearStockSummary, updateSkcCustomName } from './product-name.repo.js';

/**
 * setInineSkcProductName: the seller's own product name, shown everywhere we show the product (the
 * marketplace's name stays in skcs.name and returns when the custom name is cleared). The rename
 * and its operation-log line commit together.
 */
export const setProductName = async (
  deps: TDeps,
  auth: TAuth,
  b: { shopId: number; skcId: string; productName: string },
) => {
  await resolveShopScope(deps, auth, { shopId: b.shopId }, { activeOnly: 'refuse' });
  const customName = b.productName === '' ? null : b.productName;
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateSkcCustomName(tx, b.shopId, b.skcId, customName);
    if (!updated) {
      throw new AppError('NOT_FOUND');
    }
    // The stock figures list products by name.
    await clearStockSummary(tx, b.shopId);
    await recordOperation(tx, {
      auth,
      action: 'product.rename',
      shopId: b.shopId,
      detail: { skcId: b.skcId, to: customName },
    });
    return updated;
  });
  return { skcId: b.skcId, productName: row.customName ?? row.name, custom: row.customName !== null };
};
