import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { eachDay, inShops, lineTypeOf, previousPeriod } from './scope.js';

type TSum = { sales: number; units: number; cost: number; costedSales: number; costedUnits: number };

/** Sums of the daily aggregate over [from, to]: cost grows with shops × days, not with history. */
export const sumDaily = async (deps: Pick<TDeps, 'db'>, ids: number[], from: string, to: string): Promise<TSum> => {
  if (!ids.length) {
    return { sales: 0, units: 0, cost: 0, costedSales: 0, costedUnits: 0 };
  }
  const [r] = await rows<Record<string, string>>(
    deps.db,
    sql`select coalesce(sum(sales_cents), 0) s, coalesce(sum(units), 0) u, coalesce(sum(cost_cents), 0) c,
               coalesce(sum(costed_sales_cents), 0) cs, coalesce(sum(costed_units), 0) cu
          from shop_daily where ${inShops(ids)} and day between ${from} and ${to}`,
  );
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
  const expr =
    metric === 'sales'
      ? sql`sum(sales_cents)`
      : metric === 'units'
        ? sql`sum(units)`
        : sql`sum(costed_sales_cents) - sum(cost_cents)`;
  const bucket = lineType === 'day' ? sql`to_char(day, 'YYYY-MM-DD')` : sql`to_char(day, 'YYYY-MM')`;
  const got = ids.length
    ? await rows<{ x: string; v: string }>(
        deps.db,
        sql`select ${bucket} x, ${expr} v from shop_daily
             where ${inShops(ids)} and day between ${q.startTime} and ${q.endTime} group by 1 order by 1`,
      )
    : [];
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
  const list = await rows<{
    shop_id: number;
    skc_id: string;
    name: string;
    image_url: string | null;
    u: string;
    s: string;
  }>(
    deps.db,
    sql`select d.shop_id, d.skc_id, coalesce(k.custom_name, k.name, d.skc_id) as name, k.image_url, d.u, d.s
          from (select shop_id, skc_id, sum(units) u, sum(sales_cents) s from skc_daily
                 where ${inShops(ids)} and day between ${from} and ${to}
                 group by shop_id, skc_id order by s desc, skc_id limit ${limit}) d
          left join skcs k on k.shop_id = d.shop_id and k.skc_id = d.skc_id
         order by d.s desc, d.skc_id`,
  );
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
  const list = await rows<{ id: number; name: string; u: string; s: string }>(
    deps.db,
    sql`select s.id, coalesce(n.display_name, s.name) as name, coalesce(sum(d.units), 0) u, coalesce(sum(d.sales_cents), 0) s
          from shops s
          left join shop_display_names n on n.shop_id = s.id
          left join shop_daily d on d.shop_id = s.id and d.day between ${from} and ${to}
         where ${inShops(ids, sql.raw('s.id'))}
         group by s.id, n.display_name, s.name order by s desc, s.id`,
  );
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
  const bucket = lineType === 'day' ? sql`to_char(d.day, 'YYYY-MM-DD')` : sql`to_char(d.day, 'YYYY-MM')`;
  const skus = await rows<{ sku_id: string; class_name: string }>(
    deps.db,
    sql`select sku_id, class_name from skus where ${inShops(ids)} and skc_id = ${q.skcId} order by sku_id`,
  );
  const got = skus.length
    ? await rows<{ sku_id: string; x: string; v: string }>(
        deps.db,
        sql`select d.sku_id, ${bucket} x, sum(d.units) v from sku_daily_sales d
             where ${inShops(ids, sql.raw('d.shop_id'))} and d.skc_id = ${q.skcId}
               and d.day between ${q.startTime} and ${q.endTime} group by 1, 2`,
      )
    : [];
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
