import { dayIndexOf } from './days.js';
import { cycleAt, cycleStock, skuRefs, soldUnits, type TSkuRef } from './demand.js';
import { shopOf, type TEngine } from './engine.js';
import { intIn, SALT, unit } from './hash.js';
import { unitsBefore } from './orders.js';
import type { TStock } from './world-types.js';

/** Safety stock carried out of the cycle before `c` (0 before the SKC existed or after a sell-out). */
const carriedInto = (ref: TSkuRef, start: number): number => {
  if (start <= ref.skc.created) {
    return 0;
  }
  const prev = cycleStock(ref, cycleAt(ref.skc, start - 1));
  return prev.soldOutFrom === null ? ref.sku.safety : 0;
};

/** Units that arrive at the start of the cycle containing d (the restock), never negative by construction. */
export const restockAt = (ref: TSkuRef, d: number): number => {
  const cy = cycleAt(ref.skc, d);
  return cycleStock(ref, cy).level - carriedInto(ref, cy.start);
};

/**
 * Warehouse units at the end of day d, or at `cutMs` when d is the current day: the cycle's restock level
 * minus everything sold since the cycle started. Never negative because a cycle's level covers its sales.
 */
export const warehouseAt = (ref: TSkuRef, d: number, cutMs: number): number => {
  const cy = cycleAt(ref.skc, d);
  const plan = cycleStock(ref, cy);
  let sold = 0;
  for (let x = Math.max(cy.start, ref.skc.created); x < d; x += 1) {
    sold += soldUnits(ref, x);
  }
  return plan.level - sold - unitsBefore(ref, d, cutMs);
};

const stockRow = (ref: TSkuRef, d: number, cutMs: number): TStock => {
  const { e, skc, sku } = ref;
  const cy = cycleAt(skc, d);
  // The next restock is on its way during the last 3 days of a cycle (the seller ships it to the warehouse).
  const waitReceive = d >= cy.end - 2 ? restockAt(ref, cy.end + 1) : 0;
  const hv = e.h(SALT.stock, sku.key, d);
  return {
    skuId: sku.sku.skuId,
    warehouse: warehouseAt(ref, d, cutMs),
    waitReceive,
    // Orders of the day are still waiting to ship (already taken out of the available stock).
    waitDelivery: unitsBefore(ref, d, cutMs),
    unavailable: unit(hv) < 0.05 ? intIn(hv >>> 8, 1, 3) : 0,
  };
};

/** Stock of every SKU that exists on day d; for today (or later) the snapshot is taken at `now`. */
export const stockOf = (e: TEngine, shopId: number, d: number, now: Date): TStock[] => {
  const nowMs = now.getTime();
  const day = Math.min(d, dayIndexOf(nowMs));
  return skuRefs(e, shopOf(e, shopId))
    .filter((ref) => ref.skc.created <= day)
    .map((ref) => stockRow(ref, day, nowMs));
};
