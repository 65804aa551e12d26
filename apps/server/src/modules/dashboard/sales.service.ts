import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { minor, type TFx, type TMoney } from './money.js';
import { findProductRankingMonthly } from './rolling.repo.js';
import { monthsFor, rollingFor } from './rolling.service.js';
import {
  findMetricByPeriod,
  findProductRankingRolling,
  findProductRankingRows,
  findShopRankingRows,
  findSkcSkus,
  findSkuUnitsByPeriod,
  findSumDailyRows,
} from './sales.repo.js';
import { eachDay, lineTypeOf, previousPeriod } from './scope.js';
import { dayUntil, type TSum, type TToday, ZERO } from './today-compare.service.js';

type TDb = Pick<TDeps, 'db'>;

/** Sums of the daily aggregate over [from, to]: cost grows with shops × days, not with history. */
export const sumDaily = async (deps: TDb, ids: number[], from: string, to: string, fx: TFx): Promise<TSum> => {
  if (!ids.length) {
    return { ...ZERO };
  }
  const [r] = await findSumDailyRows(deps.db, ids, from, to, fx);
  if (fx.noRates && Number(r?.c ?? 0) !== 0) {
    throw new AppError('FX_UNAVAILABLE');
  }
  return {
    sales: minor(r?.s),
    units: Number(r?.u ?? 0),
    cost: minor(r?.c),
    costedSales: minor(r?.cs),
    costedUnits: Number(r?.cu ?? 0),
  };
};

/**
 * The period before [from, to]. When the range is today alone, yesterday counts only up to the minute
 * today's data reaches (order lines, each shop's cost of that day): the morning is not compared with
 * a whole day.
 */
const previousSum = async (
  deps: TDb,
  ids: number[],
  range: { from: string; to: string },
  m: TMoney,
  money: boolean,
  now?: TToday,
) => {
  const { from, to } = range;
  const prev = previousPeriod(from, to);
  if (!now || from !== now.today || to !== now.today || !ids.length) {
    const fx: TFx = money ? await m.fx(prev.from, prev.to) : { json: null, rateDay: null };
    return { ...prev, until: null, sum: await sumDaily(deps, ids, prev.from, prev.to, fx) };
  }
  return { ...prev, ...(await dayUntil(deps, ids, prev.to, m, now.asOf)) };
};

export const periodFigure = async (
  deps: TDb,
  ids: number[],
  range: { from: string; to: string },
  pick: (s: TSum) => number,
  m: TMoney,
  opts: { money: boolean; now?: TToday },
) => {
  const { from, to } = range;
  const fx: TFx = opts.money ? await m.fx(from, to) : { json: null, rateDay: null };
  const [cur, before] = await Promise.all([
    sumDaily(deps, ids, from, to, fx),
    previousSum(deps, ids, range, m, opts.money, opts.now),
  ]);
  return {
    value: pick(cur),
    previous: pick(before.sum),
    from,
    to,
    previousFrom: before.from,
    previousTo: before.to,
    currency: opts.money ? m.currency : null,
    rateDay: opts.money ? fx.rateDay : null,
    asOf: before.until ? (opts.now?.asOf.toISOString() ?? null) : null,
    previousUntil: before.until,
  };
};

const profitOf = (s: TSum) => s.costedSales - s.cost;

export const profitFigure = async (deps: TDb, ids: number[], from: string, to: string, m: TMoney) => {
  const prev = previousPeriod(from, to);
  const fx = await m.fx(from, to);
  const [cur, before] = await Promise.all([
    sumDaily(deps, ids, from, to, fx),
    sumDaily(deps, ids, prev.from, prev.to, await m.fx(prev.from, prev.to)),
  ]);
  return {
    current: { profitCents: profitOf(cur), costCents: cur.cost },
    previous: { profitCents: profitOf(before), costCents: before.cost },
    costCoverage: cur.units ? cur.costedUnits / cur.units : 1,
    from,
    to,
    ...m.meta(fx),
  };
};

const periodXs = (from: string, to: string, lineType: 'day' | 'month') =>
  lineType === 'day' ? eachDay(from, to) : [...new Set(eachDay(from, to).map((d) => d.slice(0, 7)))];

/** A line chart by day (zero-filled) or by calendar month. */
export const lineChart = async (
  deps: TDb,
  ids: number[],
  q: { startTime: string; endTime: string; lineType?: 'day' | 'month' },
  metric: 'sales' | 'units' | 'profit',
  m: TMoney,
) => {
  const lineType = lineTypeOf(q.startTime, q.endTime, q.lineType);
  const fx: TFx = metric === 'units' ? { json: null, rateDay: null } : await m.fx(q.startTime, q.endTime);
  if (metric === 'profit' && fx.noRates) {
    throw new AppError('FX_UNAVAILABLE');
  }
  const got = ids.length ? await findMetricByPeriod(deps.db, ids, q.startTime, q.endTime, metric, lineType, fx) : [];
  const byX = new Map(got.map((r) => [r.x, minor(r.v)]));
  return {
    lineType,
    points: periodXs(q.startTime, q.endTime, lineType).map((x) => ({ x, value: byX.get(x) ?? 0 })),
    currency: metric === 'units' ? null : m.currency,
    rateDay: fx.rateDay,
  };
};

type TRankDeps = Pick<TDeps, 'db' | 'clock'>;

/** Best-selling SKCs over the range (by sales in the display currency). */
export const productRanking = async (
  deps: TRankDeps,
  ids: number[],
  from: string,
  to: string,
  limit: number,
  m: TMoney,
) => {
  if (!ids.length) {
    return [];
  }
  const rolling = await rollingFor(deps, ids, from, to, m);
  const months = rolling ? null : await monthsFor(deps, ids, from, to, m);
  const list = rolling
    ? await findProductRankingRolling(deps.db, ids, rolling.win, limit, rolling.cny)
    : months
      ? await findProductRankingMonthly(deps.db, ids, months, limit, await m.fx(from, to))
      : await findProductRankingRows(deps.db, ids, from, to, limit, await m.fx(from, to));
  return list.map((r) => ({
    mallId: Number(r.shop_id),
    skcId: r.skc_id,
    productName: r.name,
    imageUrl: r.image_url,
    units: Number(r.u),
    salesCents: minor(r.s),
    currency: m.currency,
  }));
};

export const shopRanking = async (deps: TDb, ids: number[], from: string, to: string, m: TMoney) => {
  if (!ids.length) {
    return [];
  }
  const list = await findShopRankingRows(deps.db, ids, from, to, await m.fx(from, to));
  return list.map((r) => ({
    mallId: Number(r.id),
    mallName: r.name,
    units: Number(r.u),
    salesCents: minor(r.s),
    currency: m.currency,
  }));
};

/** Units per SKU of one product (SKC), by day (zero-filled) or by month. */
export const volumeBySku = async (
  deps: TDb,
  ids: number[],
  q: { startTime: string; endTime: string; lineType?: 'day' | 'month'; skcId: string },
) => {
  const lineType = lineTypeOf(q.startTime, q.endTime, q.lineType);
  if (!ids.length) {
    return { lineType, series: [] };
  }
  const skus = await findSkcSkus(deps.db, ids, q.skcId);
  const got = skus.length ? await findSkuUnitsByPeriod(deps.db, ids, q, lineType) : [];
  const xs = periodXs(q.startTime, q.endTime, lineType);
  const byKey = new Map(got.map((r) => [`${r.sku_id}|${r.x}`, Number(r.v)]));
  return {
    lineType,
    series: skus.map((s) => ({
      skuId: s.sku_id,
      className: s.class_name,
      points: xs.map((x) => ({ x, value: byKey.get(`${s.sku_id}|${x}`) ?? 0 })),
    })),
  };
};
