import type { TPayType } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { findOrdersToReconcile, setCheckedAt, type TOrderRow } from './billing.repo.js';
import { closeOpenOrder, finishPaidOrder, providerOf } from './billing-apply.service.js';

/**
 * Brings an open order in line with its provider: paid there → applied here (the same exactly-once path as a
 * notification); closed there, or expired, or `close` asked (the user's cancel) → closed at the provider and here.
 * A close that finds the order paid finishes it instead. Returns what the order became.
 */
export const syncWithProvider = async (
  deps: TDeps,
  order: TOrderRow,
  opts: { close: boolean; source: 'query' | 'cancel' },
): Promise<'applied' | 'closed' | 'open'> => {
  const provider = deps.payments.byType(order.payType as TPayType);
  const finish = async () => {
    const trade = await provider.query(order.orderNo);
    if (trade.state !== 'paid') {
      return false;
    }
    const outcome = await finishPaidOrder(deps, {
      provider: providerOf(order.payType),
      orderNo: order.orderNo,
      tradeNo: trade.tradeNo,
      amountFen: trade.amountFen,
      currency: trade.currency,
      paidAt: trade.paidAt,
      source: opts.source,
    });
    return outcome === 'applied' || outcome === 'duplicate';
  };
  const now = deps.clock.now();
  if (await finish()) {
    return 'applied';
  }
  if (!opts.close && order.expireAt > now) {
    await setCheckedAt(deps.db, order.id, now);
    return 'open';
  }
  if ((await provider.close(order.orderNo)) === 'paid' && (await finish())) {
    return 'applied';
  }
  await closeOpenOrder(deps, order, opts.source === 'cancel' ? 'cancel' : 'expired');
  return 'closed';
};

const BATCH = 50;

/**
 * One reconciliation pass: every open order that expired, or was not asked about in the last minute, is synced with
 * its provider, so a lost notification or a crash between the provider's 'paid' and our extension loses nothing.
 */
export const reconcileOpenOrders = async (deps: TDeps) => {
  const now = deps.clock.now();
  // Orders are asked about at most every recheckSeconds (and not before they are that old).
  const recheckMs = deps.config.payment.recheckSeconds * 1000;
  const orders = await findOrdersToReconcile(deps.db, now, new Date(now.getTime() - recheckMs), BATCH);
  const result = { applied: 0, closed: 0, open: 0, failed: 0 };
  for (const order of orders) {
    try {
      result[await syncWithProvider(deps, order, { close: false, source: 'query' })]++;
    } catch (err) {
      result.failed++;
      deps.log.warn({ err: String(err), orderNo: order.orderNo }, 'reconciliation of an order failed');
    }
  }
  return result;
};

/** Runs reconciliation every `everyMs` (and once at start-up); returns the stop function. */
export const startReconciliation = (deps: TDeps, everyMs: number) => {
  let running = false;
  const tick = async () => {
    if (running) {
      return;
    }
    running = true;
    try {
      await reconcileOpenOrders(deps);
    } catch (err) {
      deps.log.warn({ err: String(err) }, 'reconciliation failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), 1_000);
  const timer = setInterval(() => void tick(), everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
};
