import { returnsOf } from './after-sales.js';
import { DAY_MS, dayIndexOf, isoAt, mondayOf } from './days.js';
import type { TEngine } from './engine.js';
import { SALT, unit } from './hash.js';
import type { TShopTodo } from './world-types.js';

/** A new product is in 价格申报 (Temu's price review) for its first days; it sells once the price is agreed. */
export const NEW_PRODUCT_DECLARING_DAYS = 3;
/** Each week about this share of the products on sale gets a price re-declaration (调价) that is still open. */
const REDECLARE_RATE = 0.05;
/** Each week about this share of the products on sale has a listing flagged 异常 (pictures, labels, certificates). */
const ABNORMAL_RATE = 0.03;
/** A return package is the seller's to receive (退货待签收) for a week after it left the warehouse. */
export const RETURN_PENDING_DAYS = 7;

/**
 * The seller centre's to-do counts (待办) at `now`: products in 价格申报, listings flagged 异常, and return packages
 * still on their way back. All three follow the shop's catalogue and returns, so they stay the same for a shop at
 * one moment and change as its products and returns do.
 */
export const todoOf = (e: TEngine, shopId: number, now: Date): TShopTodo => {
  const today = dayIndexOf(now.getTime());
  // Re-declarations and flags last a week: the hash is keyed by the week's Monday, so the set changes each week.
  const week = mondayOf(today);
  let priceDeclaring = 0;
  let abnormal = 0;
  for (const skc of e.catalog(shopId)) {
    if (skc.created > today || (skc.off !== null && skc.off <= today)) {
      continue;
    }
    const isNew = today - skc.created < NEW_PRODUCT_DECLARING_DAYS;
    if (isNew || unit(e.h(SALT.todo, skc.key, week, 1)) < REDECLARE_RATE) {
      priceDeclaring += 1;
    }
    if (!isNew && unit(e.h(SALT.todo, skc.key, week, 2)) < ABNORMAL_RATE) {
      abnormal += 1;
    }
  }
  const returnsPending = returnsOf(e, shopId, new Date(now.getTime() - RETURN_PENDING_DAYS * DAY_MS), now, now).length;
  return { shopId, priceDeclaring, abnormal, returnsPending, at: isoAt(now.getTime()) };
};
