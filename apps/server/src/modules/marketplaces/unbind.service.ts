import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';
import {
  deleteAccount,
  deleteAccountIfUnused,
  deleteAccountShops,
  deleteOrphanOpenTokens,
  deleteSheinShop,
  getTemuAccount,
} from './accounts.repo.js';
import { rememberExpiry } from './shops.repo.js';

/**
 * Unbinding keeps nothing the seller asked to remove: the account's sealed credentials, its shops
 * and (by cascade) every synced row of those shops are deleted in one transaction, with the audit row.
 * Only each marketplace shop's expiry is kept (shop_entitlements): binding it again restarts no trial.
 */
export const unbindTemuAccount = (deps: TDeps, auth: TAuth, accountId: number) =>
  deps.db.transaction(async (tx) => {
    const acc = await getTemuAccount(tx, auth, accountId);
    if (!acc) {
      throw new AppError('NOT_FOUND');
    }
    const goneShops = await deleteAccountShops(tx, auth, acc.id);
    // The marketplace shops keep their trial and paid time for a later binding.
    await rememberExpiry(tx, goneShops);
    const gone = goneShops.map((s) => s.id);
    // Open-API tokens of those malls go with them.
    await deleteOrphanOpenTokens(tx, auth);
    await deleteAccount(tx, acc.id);
    await audit(tx, {
      event: 'unbind.temu',
      ok: true,
      userId: auth.userId,
      bossId: auth.bossId,
      phone: acc.phone,
      detail: { shops: gone },
    });
  });

export const unbindSheinShop = (deps: TDeps, auth: TAuth, shopId: number) =>
  deps.db.transaction(async (tx) => {
    const shop = await deleteSheinShop(tx, auth, shopId);
    if (!shop) {
      throw new AppError('NOT_FOUND');
    }
    await rememberExpiry(tx, [shop]);
    if (shop.accountId !== null) {
      await deleteAccountIfUnused(tx, shop.accountId);
    }
    await audit(tx, {
      event: 'unbind.shein',
      ok: true,
      userId: auth.userId,
      bossId: auth.bossId,
      detail: { shopId },
    });
  });
