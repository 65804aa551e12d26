import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { addDays, bjDay } from '../../lib/days.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { resolveShopScope, type TVisibleShop } from '../access/shop-access.js';
import { moneyOf } from '../dashboard/money.js';
import { sumDaily } from '../dashboard/sales.service.js';
import { accountPhoneOf } from './shop-view.js';
import { findShopStaffPhones, getShopDetail } from './shops.repo.js';

/**
 * The shop info panel. The last 30 days end yesterday (the dashboards' month range); an expired
 * shop shows its identity and expiry but no figures (its data waits behind the renewal prompt).
 */
export const shopInfo = async (deps: TDeps, auth: TAuth, shopId: number) => {
  // The id is taken literally: 100 names one shop here, not 'all shops' (it used to reach the
  // query below as 'all' and fail on a missing row).
  const [visible] = await resolveShopScope(deps, auth, { shopId }, { exact: true });
  const row = await getShopDetail(deps.db, shopId);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  const { shop, account, custom, state } = row;
  // Staff do not learn who else manages the shop; the BOSS does.
  const phones = auth.role === 'boss' ? await findShopStaffPhones(deps.db, shopId) : [];
  const now = deps.clock.now();
  const expired = shop.expireAt !== null && shop.expireAt <= now;
  const to = addDays(bjDay(now), -1);
  const from = addDays(to, -29);
  return {
    mallId: shop.id,
    mallName: custom ?? shop.name,
    mallNameNative: shop.name,
    platformType: shop.platform,
    isSemiManagedMall: shop.semiManaged,
    accountPhone: accountPhoneOf(account),
    expireDate: shop.expireAt?.toISOString() ?? null,
    lastSuccessAt: state?.lastSuccessAt?.toISOString() ?? null,
    phoneStr: phones.join(','),
    expired,
    last30: expired || !visible ? null : await last30Of(deps, auth, visible, from, to),
  };
};

/** The shop's last 30 days in its own currency (costs, entered in yuan, converted at each day's rate). */
const last30Of = async (deps: TDeps, auth: TAuth, shop: TVisibleShop, from: string, to: string) => {
  const m = await moneyOf(deps, auth, {}, [shop], 'own');
  const fx = await m.fx(from, to);
  const s = await sumDaily(deps, [shop.id], from, to, fx);
  return {
    from,
    to,
    salesCents: s.sales,
    units: s.units,
    costCents: s.cost,
    profitCents: s.costedSales - s.cost,
    costCoverage: s.units ? s.costedUnits / s.units : 1,
    ...m.meta(fx),
  };
};
