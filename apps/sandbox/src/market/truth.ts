import { dayIdx, dayStr } from './days.js';
import { lostUnits, skuRefs } from './demand.js';
import { engineOf, shopOf } from './engine.js';
import type { TMarketWorld, TSku } from './world-types.js';

/**
 * Ground truth for tests: what the server's dashboards must show, computed straight from the world.
 * Money is in cents of each shop's currency (CNY for Temu, USD for Shein): don't mix platforms in one call.
 */

export type TTotals = { units: number; salesCents: number; costCents: number; profitCents: number };

/** The dead stock rule of the spec: an on-shelf SKC that sold 19 or fewer units in 30 days. */
export const DEAD_STOCK_MAX_UNITS = 19;
export const DEAD_STOCK_WINDOW_DAYS = 30;

const skuIndex = (world: TMarketWorld, shopIds: number[]): Map<number, TSku> =>
  new Map(shopIds.flatMap((id) => world.skcs(id).flatMap((skc) => skc.skus.map((sku) => [sku.skuId, sku] as const))));

/** Units, sales, cost (units × TSku.costCents) and profit for days [from, to]; today counts up to `now`. */
export const totals = (world: TMarketWorld, shopIds: number[], from: string, to: string, now?: Date): TTotals => {
  const skus = skuIndex(world, shopIds);
  const sum: TTotals = { units: 0, salesCents: 0, costCents: 0, profitCents: 0 };
  for (const shopId of shopIds) {
    for (const row of world.skuDays(shopId, from, to, now)) {
      sum.units += row.units;
      sum.salesCents += row.salesCents;
      sum.costCents += row.units * (skus.get(row.skuId)?.costCents ?? 0);
    }
  }
  sum.profitCents = sum.salesCents - sum.costCents;
  return sum;
};

/** Available warehouse stock × cost of every SKU at the end of `day` (at `now` for today). */
export const stockValue = (world: TMarketWorld, shopIds: number[], day: string, now?: Date): number => {
  const skus = skuIndex(world, shopIds);
  let value = 0;
  for (const shopId of shopIds) {
    for (const row of world.stock(shopId, day, now)) {
      value += row.warehouse * (skus.get(row.skuId)?.costCents ?? 0);
    }
  }
  return value;
};

/**
 * Dead stock as of a day: SKCs on shelf that day (created, not yet off shelf) whose units over the 30 days
 * ending that day (inclusive) are ≤ 19; value = their available warehouse stock × cost.
 */
export const deadStock = (
  world: TMarketWorld,
  shopIds: number[],
  asOfDay: string,
  now?: Date,
): { count: number; valueCents: number; skcIds: number[] } => {
  const from = dayStr(dayIdx(asOfDay) - DEAD_STOCK_WINDOW_DAYS + 1);
  const skcIds: number[] = [];
  let valueCents = 0;
  for (const shopId of shopIds) {
    const sold = new Map<number, number>();
    for (const row of world.skuDays(shopId, from, asOfDay, now)) {
      sold.set(row.skcId, (sold.get(row.skcId) ?? 0) + row.units);
    }
    const stock = new Map(world.stock(shopId, asOfDay, now).map((s) => [s.skuId, s.warehouse]));
    for (const skc of world.skcs(shopId)) {
      const onShelf = skc.createdDay <= asOfDay && (skc.offShelfDay === null || skc.offShelfDay > asOfDay);
      if (onShelf && (sold.get(skc.skcId) ?? 0) <= DEAD_STOCK_MAX_UNITS) {
        skcIds.push(skc.skcId);
        valueCents += skc.skus.reduce((v, sku) => v + (stock.get(sku.skuId) ?? 0) * sku.costCents, 0);
      }
    }
  }
  return { count: skcIds.length, valueCents, skcIds };
};

/** Sold-out losses over [from, to]: SKU-days with zero stock while buyers wanted it, and what they wanted. */
export const soldOutLosses = (
  world: TMarketWorld,
  shopIds: number[],
  from: string,
  to: string,
): { skuDays: number; lostUnits: number; lostSalesCents: number } => {
  const e = engineOf(world);
  const out = { skuDays: 0, lostUnits: 0, lostSalesCents: 0 };
  for (const shopId of shopIds) {
    for (const ref of skuRefs(e, shopOf(e, shopId))) {
      for (let d = dayIdx(from); d <= Math.min(dayIdx(to), e.today); d += 1) {
        const lost = lostUnits(ref, d);
        if (lost > 0) {
          out.skuDays += 1;
          out.lostUnits += lost;
          out.lostSalesCents += lost * ref.sku.sku.priceCents;
        }
      }
    }
  }
  return out;
};
