import { SoldOut, StockRisk } from '@ksa/contract';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.js';
import { inShops } from '../../db/scope.js';

/** Each shop's latest stock snapshot day (a CTE). */
const latest = (ids: number[]) =>
  sql`latest as (select shop_id, max(day) as d from stock_snapshots where ${inShops(ids)} group by shop_id)`;

export type TSoldOutRow = {
  shop_id: number;
  sku_id: string;
  skc_id: string;
  class_name: string;
  name: string;
  image_url: string | null;
  price_cents: string;
  u30: string;
};

export const findInRiskProductsRows = (db: Db, ids: number[]) =>
  rows<{
    shop_id: number;
    skc_id: string;
    name: string;
    image_url: string | null;
    stock: string;
    daily: string;
    as_of: string;
  }>(
    db,
    sql`with ${latest(ids)},
        stock as materialized (
          select s.shop_id, s.skc_id, sum(st.warehouse) stock from stock_snapshots st
            join latest l on l.shop_id = st.shop_id and st.day = l.d
            join skus s on s.shop_id = st.shop_id and s.sku_id = st.sku_id
           group by s.shop_id, s.skc_id),
        sold as materialized (
          select d.shop_id, d.skc_id, sum(d.units)::float8 / ${StockRisk.windowDays} daily from skc_daily d
            join latest l on l.shop_id = d.shop_id
           where ${inShops(ids, sql.raw('d.shop_id'))}
             and d.day >= (select min(d) from latest) - ${StockRisk.windowDays - 1}::int
             and d.day between l.d - ${StockRisk.windowDays - 1}::int and l.d
           group by d.shop_id, d.skc_id)
        select k.shop_id, k.skc_id, coalesce(k.custom_name, k.name) name, k.image_url,
               coalesce(st.stock, 0) stock, coalesce(so.daily, 0) daily, to_char(l.d, 'YYYY-MM-DD') as_of
          from skcs k
          join latest l on l.shop_id = k.shop_id
          left join stock st on st.shop_id = k.shop_id and st.skc_id = k.skc_id
          left join sold so on so.shop_id = k.shop_id and so.skc_id = k.skc_id
         where k.created_day <= l.d and (k.off_shelf_day is null or k.off_shelf_day > l.d)
           and (coalesce(st.stock, 0) > 0 or coalesce(so.daily, 0) > 0)`,
  );

export const findSoldOutRows = (db: Db, ids: number[]) =>
  rows<TSoldOutRow & { as_of: string }>(
    db,
    sql`with ${latest(ids)},
        sold as materialized (
          select d.shop_id, d.sku_id, sum(d.units) u30 from sku_daily_sales d
            join latest l on l.shop_id = d.shop_id
           where ${inShops(ids, sql.raw('d.shop_id'))}
             and d.day >= (select min(d) from latest) - ${SoldOut.rateWindowDays - 1}::int
             and d.day between l.d - ${SoldOut.rateWindowDays - 1}::int and l.d
           group by d.shop_id, d.sku_id having sum(d.units) > 0)
        select st.shop_id, st.sku_id, s.skc_id, s.class_name, coalesce(k.custom_name, k.name) name, k.image_url,
               s.price_cents, so.u30, to_char(l.d, 'YYYY-MM-DD') as_of
          from stock_snapshots st
          join latest l on l.shop_id = st.shop_id and st.day = l.d
          join sold so on so.shop_id = st.shop_id and so.sku_id = st.sku_id
          join skus s on s.shop_id = st.shop_id and s.sku_id = st.sku_id
          join skcs k on k.shop_id = s.shop_id and k.skc_id = s.skc_id
         where st.warehouse <= 0`,
  );
