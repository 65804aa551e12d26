import type { THasher } from './hash.js';
import type { TMarketWorld, TShop, TSkc, TSku, TWorldProfile } from './world-types.js';

/** Hidden per-SKU parameters: demand share within its SKC and the safety stock kept after each restock. */
export type TSkuInt = { sku: TSku; key: number; share: number; safety: number };

/** Hidden per-SKC parameters; day fields are Beijing day indexes. */
export type TSkcInt = {
  skc: TSkc;
  key: number;
  created: number;
  off: number | null;
  /** Daily units of the whole SKC at maturity, before season and shop factors. */
  lambda: number;
  rampDays: number;
  peakAge: number;
  decayDays: number;
  /** Restock cycle length in days and its phase (so SKCs don't all restock on the same day). */
  cycle: number;
  phase: number;
  returnRate: number;
  /** 0..1: drives review stars and which return reasons show up. */
  quality: number;
  skus: TSkuInt[];
};

export type TShopInt = {
  shop: TShop;
  ord: number;
  /** Overall size of the shop's business and its yearly growth (the trend of its history). */
  scale: number;
  growth: number;
  focus: number;
  opened: number;
};

export type TEngine = {
  seed: number;
  profile: TWorldProfile;
  h: THasher;
  today: number;
  first: number;
  now: () => Date;
  shops: TShopInt[];
  byId: Map<number, TShopInt>;
  /** Lazily built (and cached) catalogue of a shop. */
  catalog: (shopId: number) => TSkcInt[];
};

// Truth helpers and sibling modules reach the hidden parameters through the public world object.
const engines = new WeakMap<TMarketWorld, TEngine>();

export const attachEngine = (world: TMarketWorld, engine: TEngine): void => {
  engines.set(world, engine);
};

export const engineOf = (world: TMarketWorld): TEngine => {
  const engine = engines.get(world);
  if (!engine) {
    throw new Error('not a world made by createWorld');
  }
  return engine;
};

export const shopOf = (engine: TEngine, shopId: number): TShopInt => {
  const shop = engine.byId.get(shopId);
  if (!shop) {
    throw new Error(`unknown shop ${shopId}`);
  }
  return shop;
};
