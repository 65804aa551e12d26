import { COST_CURRENCY } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { addDays, bjDay } from '../sync/days.js';
import { rollingWindows } from '../sync/rolling.js';
import type { TMoney } from './money.js';
import { countMonthsReady } from './rolling.repo.js';
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

const monthEnd = (monthStart: string) => addDays(addMonths(monthStart, 1), -1);
const addMonths = (monthStart: string, n: number) => {
  const [y, m] = monthStart.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 10);
};

/**
 * The whole calendar months inside [from, to] that skc_monthly can answer for every shop (in yuan, or
 * in the shops' shared currency, as rollingFor decides); the days outside them come from skc_daily.
 * null when the range holds no whole month or a shop's months are missing (then the daily rows answer).
 */
export const monthsFor = async (deps: TRollingDeps, ids: number[], from: string, to: string, m: TMoney) => {
  const own = [...new Set(m.shopCurrency.values())];
  const cny = m.currency === COST_CURRENCY;
  if (!ids.length || (!cny && !(own.length === 1 && own[0] === m.currency))) {
    return null;
  }
  const first = from.endsWith('-01') ? from : addMonths(from.slice(0, 8).concat('01'), 1);
  let last = to.slice(0, 8).concat('01');
  if (monthEnd(last) !== to) {
    last = addMonths(last, -1);
  }
  if (first > last) {
    return null;
  }
  let n = 0;
  for (let x = first; x <= last; x = addMonths(x, 1)) {
    n++;
  }
  const needCny = cny && own.some((c) => c !== COST_CURRENCY);
  const have = await countMonthsReady(deps.db, ids, first, last, needCny);
  return have === ids.length * n ? { first, last, lastDay: monthEnd(last), cny } : null;
};
