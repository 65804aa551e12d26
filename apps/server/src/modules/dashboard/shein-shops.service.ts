import { shopNames } from '../../db/scope.js';
import type { TDeps } from '../../deps.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { visibleShops } from '../access/shop-access.js';

/** The caller's Shein shops with their display names and expiry, by id (the Shein dashboard's switcher). */
export const visibleSheinShops = async (deps: TDeps, auth: TAuth) => {
  const list = (await visibleShops(deps, auth)).filter((s) => s.platform === 'shein');
  const names = await shopNames(
    deps.db,
    list.map((s) => s.id),
  );
  return list
    .sort((a, b) => a.id - b.id)
    .map((s) => ({
      mallId: s.id,
      mallName: names.get(s.id) ?? String(s.id),
      expireDate: s.expireAt ? s.expireAt.toISOString() : null,
    }));
};
