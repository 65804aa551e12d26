import { shopNames } from '../../db/scope.js';
import type { TDeps } from '../../deps.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { resolveShopScope, type TPlatform, type TShopScope, type TVisibleShop } from '../access/shop-access.js';

const DAY_MS = 24 * 3_600_000;

/** Shops of the selection the dashboards leave out (expired) or soon will (under 24 h left). */
export const restrictedShops = async (
  deps: TDeps,
  auth: TAuth,
  scope: TShopScope,
  platform: TPlatform,
  visible?: TVisibleShop[],
) => {
  const chosen = await resolveShopScope(deps, auth, scope, { platform, visible });
  const now = deps.clock.now().getTime();
  const hit = chosen.filter((s) => s.expireAt && s.expireAt.getTime() <= now + DAY_MS);
  if (!hit.length) {
    return { restricted: false, shops: [] };
  }
  const nameOf = await shopNames(
    deps.db,
    hit.map((s) => s.id),
  );
  return {
    restricted: hit.some((s) => s.expireAt!.getTime() <= now),
    shops: hit.map((s) => ({
      mallId: s.id,
      mallName: nameOf.get(s.id) ?? String(s.id),
      expireDate: s.expireAt ? s.expireAt.toISOString() : null,
      state: s.expireAt!.getTime() <= now ? ('expired' as const) : ('expiring' as const),
    })),
  };
};
