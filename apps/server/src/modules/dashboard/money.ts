import { COST_CURRENCY, minorDigits, type TMoneyMeta } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import type { TRateDay } from '../../integrations/fx/ecb-parse.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import type { TVisibleShop } from '../access/shop-access.js';
import { loadRateTable } from '../fx/fx.service.js';
import { latestRateDay } from '../fx/index.js';
import { findDisplayCurrency } from '../user/index.js';
import { eachDay } from './scope.js';

/**
 * Conversion factors for daily rows of one range: JSON rows {day, currency, f} where f turns minor
 * units of `currency` into minor units of the display currency at that day's rate. null when every
 * amount is already in the display currency (the common case: no join at all).
 */
export type TFx = {
  json: string | null;
  rateDay: string | null;
  /** No rate is known yet: sales are in their own currency, and a nonzero yuan cost cannot be used. */
  noRates?: boolean;
};

/** What a money figure needs: the display currency and that range's conversion factors. */
export type TMoney = {
  currency: string;
  /** Each shop's own currency. */
  shopCurrency: Map<number, string>;
  fx: (from: string, to: string) => Promise<TFx>;
  /** Converts single amounts at one day's rate (finance snapshots, stock values). */
  at: (day: string) => Promise<{ rateDay: string | null; convert: (amount: number, from: string) => number }>;
  meta: (fx: TFx) => TMoneyMeta;
};

// Work shared by the calls of one request or batch (they share the `visible` list): the user's
// display currency, the rate tables and conversion factors of each range.
const perRequest = new WeakMap<object, Map<string, Promise<unknown>>>();

/** Runs `fn` once per request (or batch) and key. */
export const oncePerRequest = <T>(visible: object, key: string, fn: () => Promise<T>): Promise<T> => {
  let cache = perRequest.get(visible);
  if (!cache) {
    cache = new Map();
    perRequest.set(visible, cache);
  }
  let got = cache.get(key) as Promise<T> | undefined;
  if (!got) {
    got = fn();
    cache.set(key, got);
  }
  return got;
};

const displayCurrencyOf = async (deps: Pick<TDeps, 'db'>, auth: TAuth, visible: object) =>
  auth.displayCurrency ??
  oncePerRequest(visible, 'display', () => findDisplayCurrency(deps.db, auth.userId).then((c) => c ?? 'CNY'));

const factor = (r: TRateDay, from: string, to: string) => {
  const src = r.perEur[from];
  const dst = r.perEur[to];
  if (!src || !dst) {
    throw new AppError('FX_UNAVAILABLE');
  }
  return (dst / src) * 10 ** (minorDigits(to) - minorDigits(from));
};

/**
 * The money context of one dashboard call over `shops`: amounts in the asked currency ('own' = the
 * shops' own when they share one), else the user's display currency. Without any published rate, a
 * scope of one foreign currency is shown in that currency (honest, labelled); mixed ones refuse.
 */
export const moneyOf = async (
  deps: Pick<TDeps, 'db'>,
  auth: TAuth,
  visible: object,
  shops: TVisibleShop[],
  asked?: string,
): Promise<TMoney> => {
  const shopCurrency = new Map(shops.map((s) => [s.id, s.currency]));
  const own = [...new Set(shopCurrency.values())];
  const display = asked && asked !== 'own' ? asked : await displayCurrencyOf(deps, auth, visible);
  let currency = asked === 'own' && own.length === 1 ? (own[0] as string) : display;
  const needed = () => [...new Set([...own, COST_CURRENCY])].filter((c) => c !== currency);

  const build = async (from: string, to: string): Promise<TFx> => {
    const foreign = needed();
    if (!foreign.length) {
      return { json: null, rateDay: null };
    }
    const table = await oncePerRequest(visible, `rates|${from}|${to}`, () => loadRateTable(deps.db, from, to));
    const first = table.first();
    if (!first && foreign.length === 1 && foreign[0] === COST_CURRENCY) {
      return { json: null, rateDay: null, noRates: true };
    }
    if (!first) {
      throw new AppError('FX_UNAVAILABLE');
    }
    const rows: { day: string; currency: string; f: number }[] = [];
    let last = first;
    for (const day of eachDay(from, to)) {
      last = table.on(day) ?? first;
      for (const c of foreign) {
        rows.push({ day, currency: c, f: factor(last, c, currency) });
      }
    }
    return { json: JSON.stringify(rows), rateDay: last.day };
  };
  const fx = (from: string, to: string) =>
    oncePerRequest(visible, `fx|${from}|${to}|${currency}|${needed().join(',')}`, () => build(from, to));

  // No rates at all yet (a new server offline): one foreign currency is shown as it is, labelled.
  if (own.length === 1 && own[0] !== currency && !asked && !(await latestRateDay(deps.db))) {
    currency = own[0] as string;
  }

  return {
    currency,
    shopCurrency,
    fx,
    at: async (day) => {
      if (!needed().length) {
        return { rateDay: null, convert: (amount) => amount };
      }
      const table = await oncePerRequest(visible, `rates|${day}`, () => loadRateTable(deps.db, day, day));
      const r = table.on(day) ?? table.first();
      return {
        rateDay: r?.day ?? null,
        convert: (amount, from) => {
          if (from === currency || amount === 0) {
            return amount;
          }
          if (!r) {
            throw new AppError('FX_UNAVAILABLE');
          }
          return Math.round(amount * factor(r, from, currency));
        },
      };
    },
    meta: (f) => ({ currency, rateDay: f.rateDay }),
  };
};

/** Rounds a summed converted amount (float) to whole minor units. */
export const minor = (v: string | number | null | undefined) => Math.round(Number(v ?? 0));
