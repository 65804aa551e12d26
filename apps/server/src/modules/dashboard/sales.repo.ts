import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.js';
import { inShops } from './scope.repo.js';

export const findSumDailyRows = (db: Db, ids: number[], from: string, to: string) =>
  rows<Record<string, string>>(
    db,
    sql`select coalesce(sum(sales_cents), 0) s, coalesce(sum(units), 0) u, coalesce(sum(cost_cents), 0) c,
               coalesce(sum(costed_sales_cents), 0) cs, coalesce(sum(costed_units), 0) cu
          from shop_daily where ${inShops(ids)} and day between ${from} and ${to}`,
  );

const bucketOf = (lineType: 'day' | 'month', column = sql.raw('day')): SQL =>
  lineType === 'day' ? sql`to_char(${column}, 'YYYY-MM-DD')` : sql`to_char(${column}, 'YYYY-MM')`;

/** Sales, units or profit of the shops per day or calendar month over [from, to]. */
export const findMetricByPeriod = (
  db: Db,
  ids: number[],
  from: string,
  to: string,
  metric: 'sales' | 'units' | 'profit',
  lineType: 'day' | 'month',
) => {
  const expr =
    metric === 'sales'
      ? sql`sum(sales_cents)`
      : metric === 'units'
        ? sql`sum(units)`
        : sql`sum(costed_sales_cents) - sum(cost_cents)`;
  return rows<{ x: string; v: string }>(
    db,
    sql`select ${bucketOf(lineType)} x, ${expr} v from shop_daily
             where ${inShops(ids)} and day between ${from} and ${to} group by 1 order by 1`,
  );
};

export const findProductRankingRows = (db: Db, ids: number[], from: string, to: string, limit: number) =>
  rows<{
    shop_id: number;
    skc_id: string;
    name: string;
    image_url: string | null;
    u: string;
    s: string;
  }>(
    db,
    sql`select d.shop_id, d.skc_id, coalesce(k.custom_name, k.name, d.skc_id) as name, k.image_url, d.u, d.s
          from (select shop_id, skc_id, sum(units) u, sum(sales_cents) s from skc_daily
                 where ${inShops(ids)} and day between ${from} and ${to}
                 group by shop_id, skc_id order by s desc, skc_id limit ${limit}) d
          left join skcs k on k.shop_id = d.shop_id and k.skc_id = d.skc_id
         order by d.s desc, d.skc_id`,
  );

export const findShopRankingRows = (db: Db, ids: number[], from: string, to: string) =>
  rows<{ id: number; name: string; u: string; s: string }>(
    db,
    sql`select s.id, coalesce(n.display_name, s.name) as name, coalesce(sum(d.units), 0) u, coalesce(sum(d.sales_cents), 0) s
          from shops s
          left join shop_display_names n on n.shop_id = s.id
          left join shop_daily d on d.shop_id = s.id and d.day between ${from} and ${to}
         where ${inShops(ids, sql.raw('s.id'))}
         group by s.id, n.display_name, s.name order by s desc, s.id`,
  );

/** The SKUs of one product (SKC) in these shops. */
export const findSkcSkus = (db: Db, ids: number[], skcId: string) =>
  rows<{ sku_id: string; class_name: string }>(
    db,
    sql`select sku_id, class_name from skus where ${inShops(ids)} and skc_id = ${skcId} order by sku_id`,
  );

/** Units per SKU of one product per day or calendar month over the range. */
export const findSkuUnitsByPeriod = (
  db: Db,
  ids: number[],
  q: { startTime: string; endTime: string; skcId: string },
  lineType: 'day' | 'month',
) =>
  rows<{ sku_id: string; x: string; v: string }>(
    db,
    sql`select d.sku_id, ${bucketOf(lineType, sql.raw('d.day'))} x, sum(d.units) v from sku_daily_sales d
             where ${inShops(ids, sql.raw('d.shop_id'))} and d.skc_id = ${q.skcId}
               and d.day between ${q.startTime} and ${q.endTime} group by 1, 2`,
  );
