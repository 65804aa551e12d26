import { parseShopId, parseShopIds } from '@ksa/contract';
import { AppError } from '../lib/app-error.js';

/**
 * The spec's request-layer rules (accounts-and-shops §5), applied to every body and query before
 * validation: an empty shopId is 'shop is empty' (code 9999); 'x-123' means shop 123; shopIds may be
 * a list or a comma string. Malformed values are left for the route's schema to reject.
 */
export const applyRequestLayer = (input: unknown) => {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return;
  }
  const o = input as Record<string, unknown>;
  if ('shopId' in o) {
    if (o.shopId === '' || o.shopId === null) {
      throw new AppError('SHOP_EMPTY');
    }
    const id = parseShopId(o.shopId);
    if (id !== null) {
      o.shopId = id;
    }
  }
  if ('shopIds' in o) {
    if (o.shopIds === '' || (Array.isArray(o.shopIds) && o.shopIds.length === 0)) {
      throw new AppError('SHOP_EMPTY');
    }
    const ids = parseShopIds(o.shopIds);
    if (ids !== null) {
      o.shopIds = ids;
    }
  }
};
