import { COST_CURRENCY } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { addDays, bjDay } from '../../lib/days.js';
import { rollingWindows } from '../sync/rolling.js';
import type { TMoney } from './money.js';
import { countMonthsReady, type TMonthPlan, type TSpan } from './rolling.repo.js';
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

const dayCount = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000) + 1;
/** Days of [a, b] that can hold sales (none after today). */
const dataDays = (a: string, b: string, today: string) => (a > today ? 0 : dayCount(a, b < today ? b : today));

/** The cheapest month plan for [from, to] seen from `today` (no day after it holds sales). */
export const planMonths = (from: string, to: string, today: string, cny: boolean): TMonthPlan => {
  const plan: TMonthPlan = { months: [], plus: [], minus: [], cny };
  for (let x = `${from.slice(0, 8)}01`; x <= to; x = addMonths(x, 1)) {
    const end = monthEnd(x);
    const a = from > x ? from : x;
    const b = to < end ? to : end;
    const before: TSpan | null = a > x ? [x, addDays(a, -1)] : null;
    const after: TSpan | null = b < end ? [addDays(b, 1), end] : null;
    const outside = (before ? dataDays(...before, today) : 0) + (after ? dataDays(...after, today) : 0);
    if (outside === 0 || outside + 1 < dataDays(a, b, today)) {
      plan.months.push(x);
      // Days after today hold nothing to take away.
      plan.minus.push(
        ...[before, after].filter((span): span is TSpan => span !== null && dataDays(...span, today) > 0),
      );
    } else {
      plan.plus.push([a, b]);
    }
  }
  return plan;
};

/**
 * The month plan for [from, to] that skc_monthly can answer for every shop (in yuan, or in the shops'
 * shared currency, as rollingFor decides). null when no month row would help or a shop's months are
 * missing (then the daily rows answer).
 */
export const monthsFor = async (
  deps: TRollingDeps,
  ids: number[],
  from: string,
  to: string,
  m: TMoney,
): Promise<TMonthPlan | null> => {
  const own = [...new Set(m.shopCurrency.values())];
  const cny = m.currency === COST_CURRENCY;
  if (!ids.length || from > to || (!cny && !(own.length === 1 && own[0] === m.currency))) {
    return null;
  }
  const plan = planMonths(from, to, bjDay(deps.clock.now()), cny);
  const n = plan.months.length;
  if (!n) {
    return null;
  }
  // Only the first and last months can be partial: the months used are consecutive.
  const needCny = cny && own.some((c) => c !== COST_CURRENCY);
  const have = await countMonthsReady(deps.db, ids, plan.months[0]!, plan.months[n - 1]!, needCny);
  return have === ids.length * n ? plan : null;
};
