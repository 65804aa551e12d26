import { COST_CURRENCY } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { bjDay } from '../sync/days.js';
import { rollingWindows } from '../sync/rolling.js';
import type { TMoney } from './money.js';
import { countRollingReady } from './sales.repo.js';

type TRollingDeps = Pick<TDeps, 'db' | 'clock'>;

/** The kept window [from, to] is, when every shop's rolling rows are today's (sync/rolling.ts). */
export const keptWindow = async (deps: TRollingDeps, ids: number[], from: string, to: string, cny = false) => {
  const today = bjDay(deps.clock.now());
  const win = rollingWindows(today).find(([, f, t]) => f === from && t === to)?.[0];
  if (!win || !ids.length) {
    return null;
  }
  return (await countRollingReady(deps.db, ids, today, cny)) === ids.length ? win : null;
};

/**
 * The rolling rows that can answer a money figure: the range is a kept window of today, every shop's
 * rows are today's, and the amounts are wanted in yuan (sales_cny) or in the shops' own shared
 * currency (sales_cents). Otherwise null: the caller sums the daily rows at each day's rate.
 */
export const rollingFor = async (deps: TRollingDeps, ids: number[], from: string, to: string, m: TMoney) => {
  const own = [...new Set(m.shopCurrency.values())];
  const cny = m.currency === COST_CURRENCY;
  if (!cny && !(own.length === 1 && own[0] === m.currency)) {
    return null;
  }
  const win = await keptWindow(deps, ids, from, to, cny && own.some((c) => c !== COST_CURRENCY));
  return win ? { win, cny } : null;
};
