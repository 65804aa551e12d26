import type { TMarketWorld } from '@ksa/sandbox/market/world-types';
import { addDays, bjDay } from '../../lib/days.js';

/** A SKU's cost entries (day it applies from, fen): piecewise, each until the next later one. */
export type TCostTimeline = Map<number, { from: string; cents: number }[]>;

/** The cost valid on a day: the latest entry not after it (undefined: none). */
export const costOn = (tl: TCostTimeline, skuId: number, day: string) =>
  (tl.get(skuId) ?? []).filter((e) => e.from <= day).sort((a, b) => (a.from < b.from ? 1 : -1))[0]?.cents;

/** Sets a SKU's cost from a day on as the product should (the same day is replaced). */
export const setCost = (tl: TCostTimeline, skuId: number, from: string, cents: number) => {
  tl.set(skuId, [...(tl.get(skuId) ?? []).filter((e) => e.from !== from), { from, cents }]);
};

const bjStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`));

/**
 * Cost and profit of a shop over Beijing days [from, to], straight from the world's order lines (not
 * its daily figures): each line is costed with the cost valid on its order day; lines whose SKU has no
 * cost that day count in neither, as the product's profit leaves uncosted units out.
 */
export const profitFromOrders = (world: TMarketWorld, shopId: number, from: string, to: string, tl: TCostTimeline) => {
  let costCents = 0;
  let costedSales = 0;
  for (const line of world.orders(shopId, bjStart(from), bjStart(addDays(to, 1)))) {
    const cost = costOn(tl, line.skuId, bjDay(new Date(line.at)));
    if (cost !== undefined) {
      costCents += line.units * cost;
      costedSales += line.salesCents;
    }
  }
  return { costCents, profitCents: costedSales - costCents };
};

/** Available warehouse stock × the cost valid that day, for the shop's stock at the end of `day`. */
export const stockValueWith = (world: TMarketWorld, shopId: number, day: string, now: Date, tl: TCostTimeline) =>
  world.stock(shopId, day, now).reduce((v, s) => v + s.warehouse * (costOn(tl, s.skuId, day) ?? 0), 0);

/** SKUs of a shop that sold both in [today-60, today-31] and in [today-30, yesterday], most units first. */
export const skusSellingAcross = (world: TMarketWorld, shopId: number, today: string, now: Date) => {
  const units = (from: string, to: string) => {
    const m = new Map<number, number>();
    for (const r of world.skuDays(shopId, from, to, now)) {
      m.set(r.skuId, (m.get(r.skuId) ?? 0) + r.units);
    }
    return m;
  };
  const early = units(addDays(today, -60), addDays(today, -31));
  const late = units(addDays(today, -30), addDays(today, -1));
  return [...late.keys()]
    .filter((id) => early.has(id))
    .sort((a, b) => (late.get(b) ?? 0) + (early.get(b) ?? 0) - (late.get(a) ?? 0) - (early.get(a) ?? 0));
};
