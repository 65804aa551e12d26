import type { TEngine, TShopInt, TSkcInt, TSkuInt } from './engine.js';
import { intIn, poisson, SALT, unit } from './hash.js';
import { seasonFactor } from './season.js';

/** Everything units() needs about one SKU; passed around instead of re-looking things up per day. */
export type TSkuRef = { e: TEngine; shop: TShopInt; skc: TSkcInt; sku: TSkuInt };

/** Expected units of a SKU on a day: launch ramp, ageing, shop trend, season, and a shared SKC-day shock. */
export const demandMean = ({ e, shop, skc, sku }: TSkuRef, d: number): number => {
  if (d < skc.created || (skc.off !== null && d >= skc.off)) {
    return 0;
  }
  const age = d - skc.created;
  const ramp = Math.min(1, (age + 1) / skc.rampDays);
  const life = age > skc.peakAge ? Math.max(0.35, Math.exp(-(age - skc.peakAge) / skc.decayDays)) : 1;
  const trend = Math.exp((shop.growth * (d - e.today)) / 365);
  // One shock per SKC-day makes sizes of the same item move together, as real demand does.
  const shock = 0.55 + 0.9 * unit(e.h(SALT.shock, skc.key, d));
  return skc.lambda * sku.share * ramp * life * trend * seasonFactor(d) * shop.scale * shock;
};

/** What buyers wanted that day (sales unless the SKU was sold out). */
export const demandUnits = (ref: TSkuRef, d: number): number => {
  const mean = demandMean(ref, d);
  return mean <= 0 ? 0 : poisson(mean, ref.e.h(SALT.units, ref.sku.key, d), ref.e.h(SALT.units, ref.sku.key, d, 1));
};

export type TCycle = { start: number; end: number; c: number };

/** Restock cycle containing day d (cycles are aligned on absolute days, so they are stable). */
export const cycleAt = (skc: TSkcInt, d: number): TCycle => {
  const c = Math.floor((d + skc.phase) / skc.cycle);
  const start = c * skc.cycle - skc.phase;
  return { start, end: start + skc.cycle - 1, c };
};

/**
 * Some cycles were under-bought: the last few days have no stock, so sales are 0 although buyers wanted more
 * ('sold-out losses'). Returns the first day of that tail, or null. Only SKUs that sell are affected.
 */
const selloutTail = (ref: TSkuRef, cy: TCycle): number | null => {
  const { e, skc, sku } = ref;
  if (skc.lambda * sku.share < 0.3 || unit(e.h(SALT.sellout, sku.key, cy.c)) >= 0.18) {
    return null;
  }
  return cy.end - intIn(e.h(SALT.sellout, sku.key, cy.c, 1), 1, Math.min(5, Math.floor(skc.cycle / 3))) + 1;
};

const sumDemand = (ref: TSkuRef, from: number, to: number): number => {
  let sum = 0;
  for (let d = Math.max(from, ref.skc.created); d <= to; d += 1) {
    sum += demandUnits(ref, d);
  }
  return sum;
};

export type TCycleStock = {
  cycle: TCycle;
  /** Warehouse level right after the restock that opens the cycle. */
  level: number;
  /** First sold-out day of the cycle, or null when it never runs out. */
  soldOutFrom: number | null;
};

/**
 * Stock plan of a cycle. A normal cycle is restocked to (its sales + safety stock), so it ends at the safety
 * stock; an under-bought cycle is restocked to exactly what sells before the sell-out. The tail only counts as
 * sold out when that is at least the safety stock carried in, so restocks are never negative.
 */
export const cycleStock = (ref: TSkuRef, cy: TCycle): TCycleStock => {
  const tail = selloutTail(ref, cy);
  if (tail !== null) {
    const prefix = sumDemand(ref, cy.start, tail - 1);
    if (prefix >= ref.sku.safety) {
      return { cycle: cy, level: prefix, soldOutFrom: tail };
    }
  }
  return { cycle: cy, level: sumDemand(ref, cy.start, cy.end) + ref.sku.safety, soldOutFrom: null };
};

/** Units sold on a full day: demand, except inside a sold-out tail. O(1) unless d is in a candidate tail. */
export const soldUnits = (ref: TSkuRef, d: number): number => {
  const cy = cycleAt(ref.skc, d);
  const tail = selloutTail(ref, cy);
  if (tail !== null && d >= tail && cycleStock(ref, cy).soldOutFrom !== null) {
    return 0;
  }
  return demandUnits(ref, d);
};

/** Units buyers wanted but could not buy on a day (positive only on sold-out days). */
export const lostUnits = (ref: TSkuRef, d: number): number => {
  const cy = cycleAt(ref.skc, d);
  const tail = selloutTail(ref, cy);
  if (tail === null || d < tail || cycleStock(ref, cy).soldOutFrom === null) {
    return 0;
  }
  return demandUnits(ref, d);
};

const refCache = new WeakMap<TEngine, Map<number, TSkuRef[]>>();

/** All SKUs of a shop's catalogue as refs (cached: every per-day query walks this list). */
export const skuRefs = (e: TEngine, shop: TShopInt): TSkuRef[] => {
  let byShop = refCache.get(e);
  if (!byShop) {
    byShop = new Map();
    refCache.set(e, byShop);
  }
  let refs = byShop.get(shop.shop.shopId);
  if (!refs) {
    refs = e.catalog(shop.shop.shopId).flatMap((skc) => skc.skus.map((sku) => ({ e, shop, skc, sku })));
    byShop.set(shop.shop.shopId, refs);
  }
  return refs;
};
