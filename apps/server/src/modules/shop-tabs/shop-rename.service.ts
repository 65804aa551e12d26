import { and, eq, ne, or } from 'drizzle-orm';
import { shopDisplayNames, shops } from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { isUniqueViolation } from '../auth/users.repo.js';
import { recordOperation } from '../op-log/op-log.service.js';

/**
 * The BOSS renames a shop for the whole tenant (spec §5): the name may equal no other shop's shown
 * name nor its marketplace name; the shop's own marketplace name clears the rename. Length and
 * emptiness are the request schema's. Returns false when the name is already the shown one.
 */
export const renameShop = async (deps: TDeps, auth: TAuth, shopId: number, name: string) => {
  const [row] = await deps.db
    .select({ shop: shops, custom: shopDisplayNames.displayName })
    .from(shops)
    .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
    .where(and(eq(shops.id, shopId), eq(shops.bossId, auth.bossId)))
    .limit(1);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  const current = row.custom ?? row.shop.name;
  if (name === current) {
    return false;
  }
  const [clash] = await deps.db
    .select({ id: shops.id })
    .from(shops)
    .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
    .where(
      and(
        eq(shops.bossId, auth.bossId),
        ne(shops.id, shopId),
        or(eq(shops.name, name), eq(shopDisplayNames.displayName, name)),
      ),
    )
    .limit(1);
  if (clash) {
    throw new AppError('SHOP_NAME_DUPLICATE');
  }
  if (name === row.shop.name) {
    await deps.db.delete(shopDisplayNames).where(eq(shopDisplayNames.shopId, shopId));
  } else {
    const now = deps.clock.now();
    try {
      await deps.db
        .insert(shopDisplayNames)
        .values({ shopId, bossId: auth.bossId, displayName: name, updatedAt: now })
        .onConflictDoUpdate({ target: shopDisplayNames.shopId, set: { displayName: name, updatedAt: now } });
    } catch (err) {
      // A concurrent rename of another shop took the same name first.
      if (isUniqueViolation(err)) {
        throw new AppError('SHOP_NAME_DUPLICATE');
      }
      throw err;
    }
  }
  await recordOperation(deps, { auth, action: 'rename', shopId, detail: { from: current, to: name, shopName: name } });
  return true;
};
