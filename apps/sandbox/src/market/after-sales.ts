import { DAY_MS, dayIndexOf, dayStr, HOUR_MS, isoAt } from './days.js';
import type { TEngine } from './engine.js';
import { hash, intIn, SALT, unit } from './hash.js';
import { eachShopLine } from './orders.js';
import { REVIEW_TEXTS, returnReason } from './texts.js';
import type { TReturn, TReview } from './world-types.js';

/** Returns leave the warehouse 3-20 days after the order; reviews come 4-15 days after it. */
export const RETURN_LAG_MAX_DAYS = 21;
const REVIEW_LAG_MAX_DAYS = 16;

export type TReturnRaw = { ret: TReturn; outMs: number; orderDay: number };

/** Every return of lines ordered in [fromDay, toDay]; each line is returned whole or not at all. */
export const eachReturn = (e: TEngine, shopId: number, fromDay: number, toDay: number, fn: (r: TReturnRaw) => void) => {
  eachShopLine(e, shopId, fromDay, toDay, (ref, d, line) => {
    const hv = e.h(SALT.returns, ref.sku.key, d, line.j);
    if (unit(hv) >= ref.skc.returnRate) {
      return;
    }
    const outMs = line.atMs + intIn(hash(hv, 1), 3, 20) * DAY_MS + (hash(hv, 2) % 24) * HOUR_MS;
    const apparel = ref.skc.skc.categoryPath[0] === '服饰';
    fn({
      outMs,
      orderDay: d,
      ret: {
        packageSn: `PK${dayStr(d).replaceAll('-', '')}${String(ref.sku.key).padStart(7, '0')}${String(line.j).padStart(4, '0')}`,
        shopId,
        skcId: ref.skc.skc.skcId,
        skuId: ref.sku.sku.skuId,
        units: line.units,
        amountCents: line.units * ref.sku.sku.priceCents,
        reason: returnReason(unit(hash(hv, 3)), ref.skc.quality, apparel),
        outboundAt: isoAt(outMs),
      },
    });
  });
};

/** Return packages that left the warehouse in [from, to) and before `now`. */
export const returnsOf = (e: TEngine, shopId: number, from: Date, to: Date, now: Date): TReturn[] => {
  const fromMs = from.getTime();
  const toMs = Math.min(to.getTime(), now.getTime());
  const out: TReturnRaw[] = [];
  if (toMs > fromMs) {
    eachReturn(e, shopId, dayIndexOf(fromMs) - RETURN_LAG_MAX_DAYS, dayIndexOf(toMs), (r) => {
      if (r.outMs >= fromMs && r.outMs < toMs) {
        out.push(r);
      }
    });
  }
  return out.sort((a, b) => a.outMs - b.outMs).map((r) => r.ret);
};

/** Buyer reviews (about 4% of order lines) posted in [from, to) and before `now`; stars follow SKC quality. */
export const reviewsOf = (e: TEngine, shopId: number, from: Date, to: Date, now: Date): TReview[] => {
  const fromMs = from.getTime();
  const toMs = Math.min(to.getTime(), now.getTime());
  const out: { review: TReview; atMs: number }[] = [];
  if (toMs <= fromMs) {
    return [];
  }
  eachShopLine(e, shopId, dayIndexOf(fromMs) - REVIEW_LAG_MAX_DAYS, dayIndexOf(toMs), (ref, d, line) => {
    const hv = e.h(SALT.review, ref.sku.key, d, line.j);
    if (unit(hv) >= 0.04) {
      return;
    }
    const atMs = line.atMs + intIn(hash(hv, 1), 4, 15) * DAY_MS + (hash(hv, 2) % 86_400) * 1000;
    if (atMs < fromMs || atMs >= toMs) {
      return;
    }
    const mean = 3 + 2 * ref.skc.quality;
    const stars = Math.min(5, Math.max(1, Math.round(mean + (unit(hash(hv, 3)) - 0.5) * 3))) as 1 | 2 | 3 | 4 | 5;
    const texts = REVIEW_TEXTS[stars];
    out.push({
      atMs,
      review: {
        reviewId: `RV${ref.sku.key}${d}${line.j}`,
        shopId,
        skcId: ref.skc.skc.skcId,
        stars,
        text: texts[hash(hv, 4) % texts.length]!,
        at: isoAt(atMs),
      },
    });
  });
  return out.sort((a, b) => a.atMs - b.atMs).map((r) => r.review);
};
