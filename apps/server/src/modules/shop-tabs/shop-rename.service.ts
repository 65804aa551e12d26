import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { isUniqueViolation } from '../auth/index.js';
import { recordOperation } from '../op-log/op-log.service.js';
import { deleteDisplayName, getNamedShop, isShopNameTaken, upsertDisplayName } from './shop-rename.repo.js';

/**
 * The BOSS renames a shop for the whole tenant (spec §5): the name may equal no other shop's shown
 * name nor its marketplace name; the shop's own marketplace name clears the rename. Length and
 * emptiness are the request schema's. Returns false when the name is already the shown one. The
 * rename and its operation-log line commit together.
 */
export const renameShop = async (deps: TDeps, auth: TAuth, shopId: number, name: string) => {
  const row = await getNamedShop(deps.db, auth, shopId);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  const current = row.custom ?? row.shop.name;
  if (name === current) {
    return false;
  }
  if (await isShopNameTaken(deps.db, auth, shopId, name)) {
    throw new AppError('SHOP_NAME_DUPLICATE');
  }
  await deps.db.transaction(async (tx) => {
    if (name === row.shop.name) {
      await deleteDisplayName(tx, shopId);
    } else {
      try {
        await upsertDisplayName(tx, auth, shopId, name, deps.clock.now());
      } catch (err) {
        // A concurrent rename of another shop took the same name first.
        if (isUniqueViolation(err)) {
          throw new AppError('SHOP_NAME_DUPLICATE');
        }
        throw err;
      }
    }
    await recordOperation(tx, { auth, action: 'rename', shopId, detail: { from: current, to: name, shopName: name } });
  });
  return true;
};
