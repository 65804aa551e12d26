import type { TDeps } from '../../deps.js';
import {
  findMetricByPeriod,
  findProductRankingRows,
  findShopRankingRows,
  findSkcSkus,
  findSkuUnitsByPeriod,
  findSumDailyRows,
} from './sales.repo.js';
import { eachDay, lineTypeOf, previousPeriod } from './scope.js';

type TSum = { sales: number; units: number; cost: number; costedSales: number; costedUnits: number };

/** Sums of the daily aggregate over [from, to]: cost grows with shops × days, not with history. */
export const sumDaily = async (deps: Pick<TDeps, 'db'>, ids: number[], from: string, to: string): Promise<TSum> => {
  if (!ids.length) {
    return { sales: 0, units: 0, cost: 0, costedSales: 0, costedUnits: 0 };
  }
  const [r] = await findSumDailyRows(deps.db, ids, from, to);
  return {
    sales: Number(r?.s ?? 0),
    units: Number(r?.u ?? 0),
    cost: Number(r?.c ?? 0),
    costedSales: Number(r?.cs ?? 0),
    costedUnits: Number(r?.cu ?? 0),
  };
};

export const periodFigure = async (
  deps: Pick<TDeps, 'db'>,
  ids: number[],
  from: string,
  to: string,
  pick: (s: TSum) => number,
) => {
  const prev = previousPeriod(from, to);
  const [cur, before] = await Promise.all([sumDaily(deps, ids, from, to), sumDaily(deps, ids, prev.from, prev.to)]);
  return { value: pick(cur), previous: pick(before), from, to, previousFrom: prev.from, previousTo: prev.to };
};

const profitOf = (s: TSum) => s.costedSales - s.cost;

export const profitFigure = async (deps: Pick<TDeps, 'db'>, ids: number[], from: string, to: string) => {
  const prev = previousPeriod(from, to);
  const [cur, before] = await Promise.all([sumDaily(deps, ids, from, to), sumDaily(deps, ids, prev.from, prev.to)]);
  return {
    current: { profitCents: profitOf(cur), costCents: cur.cost },
    previous: { profitCents: profitOf(before), costCents: before.cost },
    costCoverage: cur.units ? cur.costedUnits / cur.units : 1,
    from,
    to,
  };
};

/** A line chart by day (zero-filled) or by calendar month. */
export const lineChart = async (
  deps: Pick<TDeps, 'db'>,
  ids: number[],
  q: { startTime: string; endTime: string; lineType?: 'day' | 'month' },
  metric: 'sales' | 'units' | 'profit',
) => {
  const lineType = lineTypeOf(q.startTime, q.endTime, q.lineType);
  const got = ids.length ? await findMetricByPeriod(deps.db, ids, q.startTime, q.endTime, metric, lineType) : [];
  const byX = new Map(got.map((r) => [r.x, Number(r.v)]));
  const xs =
    lineType === 'day'
      ? eachDay(q.startTime, q.endTime)
      : [...new Set(eachDay(q.startTime, q.endTime).map((d) => d.slice(0, 7)))];
  return { lineType, points: xs.map((x) => ({ x, value: byX.get(x) ?? 0 })) };
};

/** Best-selling SKCs over the range (by sales). */
export const productRanking = async (deps: Pick<TDeps, 'db'>, ids: number[], from: string, to: string, limit = 10) => {
  if (!ids.length) {
    return [];
  }
  const list = await findProductRankingRows(deps.db, ids, from, to, limit);
  return list.map((r) => ({
    mallId: Number(r.shop_id),
    skcId: r.skc_id,
    productName: r.name,
    imageUrl: r.image_url,
    units: Number(r.u),
    salesCents: Number(r.s),
  }));
};

export const shopRanking = async (deps: Pick<TDeps, 'db'>, ids: number[], from: string, to: string) => {
  if (!ids.length) {
    return [];
  }
  const list = await findShopRankingRows(deps.db, ids, from, to);
  return list.map((r) => ({ mallId: Number(r.id), mallName: r.name, units: Number(r.u), salesCents: Number(r.s) }));
};

/** Units per SKU of one product (SKC), by day (zero-filled) or by month. */
export const volumeBySku = async (
  deps: Pick<TDeps, 'db'>,
  ids: number[],
  q: { startTime: string; endTime: string; lineType?: 'day' | 'month'; skcId: string },
) => {
  const lineType = lineTypeOf(q.startTime, q.endTime, q.lineType);
  if (!ids.length) {
    return { lineType, series: [] };
  }
  const skus = await findSkcSkus(deps.db, ids, q.skcId);
  const got = skus.length ? await findSkuUnitsByPeriod(deps.db, ids, q, lineType) : [];
  const xs =
    lineType === 'day'
      ? eachDay(q.startTime, q.endTime)
      : [...new Set(eachDay(q.startTime, q.endTime).map((d) => d.slice(0, 7)))];
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
