import { COST_CURRENCY } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { bjDay } from '../../lib/days.js';
import type { TMoney } from './money.js';
import {
  findDayTotalsByShop,
  findDayUntilRows,
  findIntradayRows,
  findLatestSyncAt,
  findShopsWithLines,
} from './sales.repo.js';

/** Sums of a range or a part of a day: amounts in the display currency, units, and their costed part. */
export type TSum = { sales: number; units: number; cost: number; costedSales: number; costedUnits: number };
export const ZERO: TSum = { sales: 0, units: 0, cost: 0, costedSales: 0, costedUnits: 0 };
type TDb = Pick<TDeps, 'db'>;

/** 'today' so far: the scope's latest sync (no later than now) and the same minute of yesterday. */
export type TToday = { today: string; asOf: Date };

export const todaySoFar = async (deps: Pick<TDeps, 'db' | 'clock'>, ids: number[]): Promise<TToday> => {
  const now = deps.clock.now();
  const synced = ids.length ? await findLatestSyncAt(deps.db, ids) : null;
  return { today: bjDay(now), asOf: synced && synced < now ? synced : now };
};

/**
 * One past day up to the same minute as `asOf`: from order lines where the marketplace reports order
 * times, else from the running total our sync recorded by then (the Temu seller centre reports daily
 * sales only). Costs come with order lines only; the comparison is of sales and units.
 *
 * A shop that sold that day but has neither (bound today: no sync of ours ran yesterday) leaves the same
 * minute unknown; then the whole scope compares with the whole day, and `until` is null so the figure says
 * so (较上一周期, the day named) instead of comparing with nothing (上一周期无数据) or with a part of a day.
 */
export const dayUntil = async (
  deps: TDb,
  ids: number[],
  day: string,
  m: TMoney,
  asOf: Date,
): Promise<{ until: string | null; sum: TSum }> => {
  const start = new Date(Date.parse(`${day}T00:00:00+08:00`));
  const until = new Date(Math.max(start.getTime(), asOf.getTime() - 86_400_000));
  const [rate, withLines, lines, snaps, whole] = await Promise.all([
    m.at(day),
    findShopsWithLines(deps.db, ids, start),
    findDayUntilRows(deps.db, ids, day, start, until),
    findIntradayRows(deps.db, ids, day, until),
    findDayTotalsByShop(deps.db, ids, day),
  ]);
  const timed = new Set(withLines);
  const sum = { ...ZERO };
  const own = (id: number) => m.shopCurrency.get(id) ?? m.currency;
  const snapped = new Set(snaps.map((r) => Number(r.shop_id)));
  const sold = whole.filter((r) => Number(r.s) !== 0 || Number(r.u) !== 0);
  if (sold.some((r) => !timed.has(Number(r.shop_id)) && !snapped.has(Number(r.shop_id)))) {
    for (const r of sold) {
      sum.sales += rate.convert(Number(r.s), own(Number(r.shop_id)));
      sum.units += Number(r.u);
    }
    return { until: null, sum };
  }
  for (const r of lines) {
    sum.sales += rate.convert(Number(r.s), own(Number(r.shop_id)));
    sum.units += Number(r.u);
    sum.cost += rate.convert(Number(r.c), COST_CURRENCY);
    sum.costedSales += rate.convert(Number(r.cs), own(Number(r.shop_id)));
    sum.costedUnits += Number(r.cu);
  }
  for (const r of snaps.filter((x) => !timed.has(Number(x.shop_id)))) {
    sum.sales += rate.convert(Number(r.s), own(Number(r.shop_id)));
    sum.units += Number(r.u);
  }
  return { until: until.toISOString(), sum };
};

/** todaySoFar, only for a range of today alone (the only range compared up to the same minute). */
export const todayOfRange = (
  deps: Pick<TDeps, 'db' | 'clock'>,
  ids: number[],
  q: { startTime: string; endTime: string },
): Promise<TToday | undefined> => {
  const today = bjDay(deps.clock.now());
  return q.startTime === today && q.endTime === today ? todaySoFar(deps, ids) : Promise.resolve(undefined);
};
