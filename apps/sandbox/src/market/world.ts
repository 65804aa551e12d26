import { buildAccounts } from './accounts.js';
import { activitiesOf, enrollmentsOf } from './activities.js';
import { returnsOf, reviewsOf } from './after-sales.js';
import { buildCatalog } from './catalog.js';
import { dayIdx, dayIndexOf, dayStr } from './days.js';
import { attachEngine, type TEngine, type TSkcInt } from './engine.js';
import { financeOf } from './finance.js';
import { hasherFor } from './hash.js';
import { noticesOf } from './notices.js';
import { ordersOf, skuDaysOf } from './orders.js';
import { resolveProfile, type TProfileName } from './profiles.js';
import { deliveryRatingsOf } from './ratings.js';
import { stockOf } from './stock.js';
import { todoOf } from './todo.js';
import type { TMarketWorld, TWorldProfile } from './world-types.js';

export type TCreateWorldOptions = {
  seed?: number;
  profile?: TProfileName;
  /** The world's clock; 'today' (Beijing) is taken from it once, at creation. */
  now?: () => Date;
  /** Overrides the profile's history length (e.g. 1460 for the 4-year large variant). */
  historyDays?: number;
  /** Other changes to the profile's sizes (a test's 20 Shein shops of one app). */
  overrides?: Partial<Omit<TWorldProfile, 'name'>>;
};

export const DEFAULT_SEED = 20261121;

/** What createWorld returns: the shared world type with the optional parts guaranteed. */
export type TGeneratedWorld = TMarketWorld & Required<Pick<TMarketWorld, 'costSheet' | 'todo'>>;

/**
 * The deterministic marketplace world. Creation only builds accounts and shops; catalogues are built on first
 * use and every per-day figure is computed on demand, so even the large profile starts in milliseconds.
 */
export const createWorld = (opts: TCreateWorldOptions = {}): TGeneratedWorld => {
  const { seed = DEFAULT_SEED, profile = 'demo', now = () => new Date(), historyDays } = opts;
  const prof = { ...resolveProfile(profile, historyDays), ...opts.overrides };
  const h = hasherFor(seed);
  const today = dayIndexOf(now());
  const first = today - prof.historyDays;
  const { temuAccounts, sheinSellers, shops } = buildAccounts(h, prof, first, today);
  const byId = new Map(shops.map((s) => [s.shop.shopId, s]));
  const catalogs = new Map<number, TSkcInt[]>();
  const engine: TEngine = {
    seed,
    profile: prof,
    h,
    today,
    first,
    now,
    shops,
    byId,
    catalog: (shopId) => {
      let skcs = catalogs.get(shopId);
      const shop = byId.get(shopId);
      if (!skcs && shop) {
        skcs = buildCatalog(h, shop, today, prof.skcsPerShop);
        catalogs.set(shopId, skcs);
      }
      return skcs ?? [];
    },
  };
  // Unknown shops simply have no data, like a marketplace answering for a shop it does not know.
  const known = (shopId: number): boolean => byId.has(shopId);
  const world: TGeneratedWorld = {
    seed,
    profile: prof,
    today: dayStr(today),
    firstDay: dayStr(first),
    temuAccounts,
    sheinSellers,
    shops: shops.map((s) => s.shop),
    shop: (shopId) => byId.get(shopId)?.shop,
    skcs: (shopId) => engine.catalog(shopId).map((s) => s.skc),
    skuDays: (shopId, from, to, at = now()) =>
      known(shopId) ? skuDaysOf(engine, shopId, dayIdx(from), dayIdx(to), at) : [],
    orders: (shopId, from, to) => (known(shopId) ? ordersOf(engine, shopId, from, to, now()) : []),
    stock: (shopId, day, at = now()) => (known(shopId) ? stockOf(engine, shopId, dayIdx(day), at) : []),
    returns: (shopId, from, to) => (known(shopId) ? returnsOf(engine, shopId, from, to, now()) : []),
    activities: (shopId) => (known(shopId) ? activitiesOf(engine, shopId) : []),
    enrollments: (shopId, at = now()) => (known(shopId) ? enrollmentsOf(engine, shopId, at) : []),
    deliveryRatings: (shopId) => (known(shopId) ? deliveryRatingsOf(engine, shopId) : []),
    reviews: (shopId, from, to) => (known(shopId) ? reviewsOf(engine, shopId, from, to, now()) : []),
    finance: (shopId, at = now()) => {
      if (!known(shopId)) {
        throw new Error(`unknown shop ${shopId}`);
      }
      return financeOf(engine, shopId, at);
    },
    notices: (shopId, from, to) => (known(shopId) ? noticesOf(engine, shopId, from, to, now()) : []),
    costSheet: (shopId) =>
      engine.catalog(shopId).flatMap((s) => s.skus.map(({ sku }) => ({ skuId: sku.skuId, costCents: sku.costCents }))),
    todo: (shopId, at = now()) => {
      if (!known(shopId)) {
        throw new Error(`unknown shop ${shopId}`);
      }
      return todoOf(engine, shopId, at);
    },
  };
  attachEngine(world, engine);
  return world;
};
