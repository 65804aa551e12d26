import { eachReturn, RETURN_LAG_MAX_DAYS } from './after-sales.js';
import { dayIndexOf, dayParts, dayStartMs, isoAt } from './days.js';
import { shopOf, type TEngine } from './engine.js';
import { SALT } from './hash.js';
import { eachShopLine } from './orders.js';
import type { TFinance } from './world-types.js';

/** An order line's money settles into the balance at the start of the 14th day after its order day. */
export const SETTLE_DAYS = 14;

/** The seller withdraws the whole balance at the start of the 1st and the 16th of each month. */
export const lastWithdrawalDay = (today: number): number => {
  const { date } = dayParts(today);
  return date >= 16 ? today - (date - 16) : today - (date - 1);
};

/**
 * Balance and pending amount at `now`, following sales minus returns:
 * - pending: sales of lines ordered in the last 14 days (before now) minus returns of those lines already out;
 * - balance: what is left since the last withdrawal: lines settled since then, minus returns of already
 *   settled lines that left the warehouse since then, plus a small amount the seller never withdraws.
 */
export const financeOf = (e: TEngine, shopId: number, now: Date): TFinance => {
  const shop = shopOf(e, shopId);
  const nowMs = now.getTime();
  const today = dayIndexOf(nowMs);
  const withdrawnDay = lastWithdrawalDay(today);
  const withdrawnMs = dayStartMs(withdrawnDay);
  const firstPending = today - SETTLE_DAYS + 1;
  // Lines ordered on day x settle at the start of x + 14; those settled since the withdrawal count in the balance.
  const firstSettled = withdrawnDay - SETTLE_DAYS;
  let pending = 0;
  const carry = (e.h(SALT.finance, shop.ord) % 200_000) * (shop.shop.currency === 'CNY' ? 1 : 0.15);
  let balance = Math.round(carry);
  eachShopLine(e, shopId, firstSettled, today, (ref, d, line) => {
    if (line.atMs >= nowMs) {
      return;
    }
    const cents = line.units * ref.sku.sku.priceCents;
    if (d >= firstPending) {
      pending += cents;
    } else {
      balance += cents;
    }
  });
  eachReturn(e, shopId, firstSettled - RETURN_LAG_MAX_DAYS, today, (r) => {
    if (r.outMs >= nowMs) {
      return;
    }
    // A return before settlement shrinks what settles; after settlement it is taken from the balance.
    const settledAtReturn = dayIndexOf(r.outMs) >= r.orderDay + SETTLE_DAYS;
    if (!settledAtReturn && r.orderDay >= firstPending) {
      pending -= r.ret.amountCents;
    } else if (!settledAtReturn && r.orderDay >= firstSettled) {
      balance -= r.ret.amountCents;
    } else if (settledAtReturn && r.outMs >= withdrawnMs) {
      balance -= r.ret.amountCents;
    }
  });
  return { shopId, balanceCents: balance, pendingCents: pending, at: isoAt(nowMs) };
};
