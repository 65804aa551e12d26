import { dayIndexOf, dayStartMs, dayStr, isoAt } from './days.js';
import { skuRefs, soldUnits, type TSkuRef } from './demand.js';
import { shopOf, type TEngine } from './engine.js';
import { hash, SALT, unit } from './hash.js';
import { msInDay } from './season.js';
import type { TOrderLine, TSkuDay } from './world-types.js';

/** One order line before it is dressed up as a TOrderLine; `j` is its index within the SKU-day. */
export type TRawLine = { j: number; units: number; atMs: number };

/**
 * Splits a SKU-day's units into order lines (mostly 1 unit, sometimes 2-3) at hashed times along the daily
 * curve. Orders and daily figures come from the same number, so they always agree exactly.
 */
export const eachLine = (ref: TSkuRef, d: number, units: number, fn: (line: TRawLine) => void): void => {
  const start = dayStartMs(d);
  let left = units;
  for (let j = 0; left > 0; j += 1) {
    const hv = ref.e.h(SALT.line, ref.sku.key, d, j);
    const u = (hv & 0xffff) / 0x10000;
    const qty = Math.min(left, u < 0.03 ? 3 : u < 0.13 ? 2 : 1);
    left -= qty;
    fn({ j, units: qty, atMs: start + msInDay(unit(hash(hv, 1))) });
  }
};

/** Units of a SKU-day placed strictly before `cutMs` (all of them for a past day). */
export const unitsBefore = (ref: TSkuRef, d: number, cutMs: number): number => {
  const units = soldUnits(ref, d);
  if (units === 0 || cutMs >= dayStartMs(d + 1)) {
    return units;
  }
  let sum = 0;
  eachLine(ref, d, units, (line) => {
    if (line.atMs < cutMs) {
      sum += line.units;
    }
  });
  return sum;
};

const yymmdd = (d: number): string => dayStr(d).slice(2).replaceAll('-', '');

export const orderNoOf = (ref: TSkuRef, d: number, j: number): string => {
  const tail = `${yymmdd(d)}${String(ref.sku.key % 10_000_000).padStart(7, '0')}${String(j).padStart(4, '0')}`;
  return ref.shop.shop.platform === 'temu' ? `PO-211-${tail}` : `GSH${tail}`;
};

export const toOrderLine = (ref: TSkuRef, d: number, line: TRawLine): TOrderLine => ({
  orderNo: orderNoOf(ref, d, line.j),
  shopId: ref.shop.shop.shopId,
  skcId: ref.skc.skc.skcId,
  skuId: ref.sku.sku.skuId,
  units: line.units,
  salesCents: line.units * ref.sku.sku.priceCents,
  at: isoAt(line.atMs),
});

/** Daily rows with units > 0; days after `now` have none and today's counts only orders placed before `now`. */
export const skuDaysOf = (e: TEngine, shopId: number, fromDay: number, toDay: number, now: Date): TSkuDay[] => {
  const shop = shopOf(e, shopId);
  const nowMs = now.getTime();
  const last = Math.min(toDay, dayIndexOf(nowMs));
  const rows: TSkuDay[] = [];
  const refs = skuRefs(e, shop);
  for (let d = fromDay; d <= last; d += 1) {
    const day = dayStr(d);
    for (const ref of refs) {
      const { skc, sku } = ref;
      if (d < skc.created || (skc.off !== null && d >= skc.off)) {
        continue;
      }
      const units = unitsBefore(ref, d, nowMs);
      if (units > 0) {
        const salesCents = units * sku.sku.priceCents;
        rows.push({ shopId, skcId: skc.skc.skcId, skuId: sku.sku.skuId, day, units, salesCents });
      }
    }
  }
  return rows;
};

/** Walks every order line of a shop with an order day in [fromDay, toDay], whatever the clock says. */
export const eachShopLine = (
  e: TEngine,
  shopId: number,
  fromDay: number,
  toDay: number,
  fn: (ref: TSkuRef, d: number, line: TRawLine) => void,
): void => {
  const refs = skuRefs(e, shopOf(e, shopId));
  for (let d = fromDay; d <= toDay; d += 1) {
    for (const ref of refs) {
      if (d < ref.skc.created || (ref.skc.off !== null && d >= ref.skc.off)) {
        continue;
      }
      const units = soldUnits(ref, d);
      if (units > 0) {
        eachLine(ref, d, units, (line) => fn(ref, d, line));
      }
    }
  }
};

/** Order lines placed in [from, to), never later than `now` (the future has not happened yet). */
export const ordersOf = (e: TEngine, shopId: number, from: Date, to: Date, now: Date): TOrderLine[] => {
  const fromMs = from.getTime();
  const toMs = Math.min(to.getTime(), now.getTime());
  if (toMs <= fromMs) {
    return [];
  }
  const out: { line: TOrderLine; atMs: number }[] = [];
  eachShopLine(e, shopId, dayIndexOf(fromMs), dayIndexOf(toMs - 1), (ref, d, line) => {
    if (line.atMs >= fromMs && line.atMs < toMs) {
      out.push({ line: toOrderLine(ref, d, line), atMs: line.atMs });
    }
  });
  out.sort((a, b) => a.atMs - b.atMs || a.line.orderNo.localeCompare(b.line.orderNo));
  return out.map((o) => o.line);
};
