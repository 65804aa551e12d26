import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.js';
import { eachShop, inShops } from '../../db/scope.js';
import type { TFx } from './money.js';
import { fxJoins, sales } from './money.repo.js';

/** Products created today, this week (from `monday`), this month; on shelf; in all. */
export const findCreatedProductsRows = (db: Db, ids: number[], today: string, monday: string) =>
  rows<Record<string, string>>(
    db,
    sql`select count(*) filter (where created_day = ${today}) t,
               count(*) filter (where created_day between ${monday} and ${today}) w,
               count(*) filter (where created_day between ${`${today.slice(0, 8)}01`} and ${today}) m,
               count(*) filter (where created_day <= ${today} and (off_shelf_day is null or off_shelf_day > ${today})) o,
               count(*) n
          from skcs where ${inShops(ids)}`,
  );

export const findSalesByCategoryRows = (db: Db, ids: number[], from: string, to: string, fx: TFx) =>
  rows<{ c: string; u: string; s: string }>(
    db,
    sql`select coalesce(nullif(d.category, ''), '未分类') c, sum(d.units) u, sum(${sales(fx, sql`d.sales_cents`)}) s
          from shop_daily_category d ${fxJoins(fx, 'd', ids)}
         where ${inShops(ids, sql.raw('d.shop_id'))} and d.day between ${from} and ${to}
         group by 1 order by s desc, c`,
  );

export const findSalesByPriceRows = (db: Db, ids: number[], from: string, to: string, fx: TFx) =>
  rows<{ b: number; u: string; s: string }>(
    db,
    sql`select d.band b, sum(d.units) u, sum(${sales(fx, sql`d.sales_cents`)}) s from shop_daily_price d ${fxJoins(fx, 'd', ids)}
         where ${inShops(ids, sql.raw('d.shop_id'))} and d.day between ${from} and ${to} group by 1`,
  );

const returnsIn = (ids: number[], start: Date, end: Date): SQL =>
  sql`${inShops(ids, sql.raw('r.shop_id'))} and r.outbound_at >= ${start} and r.outbound_at < ${end}`;

/** Return packages of the shops that left the warehouse in [start, end). */
export const countReturns = async (db: Db, ids: number[], start: Date, end: Date) => {
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int n from returns r where ${returnsIn(ids, start, end)}`,
  );
  return Number(n);
};

/** Ten return packages, newest first, with product names. */
export const findReturnPage = (db: Db, ids: number[], start: Date, end: Date, offset: number) =>
  rows<{
    shop_id: number;
    package_sn: string;
    skc_id: string;
    name: string | null;
    units: number;
    amount_cents: string;
    reason: string;
    outbound_at: Date | string;
  }>(
    db,
    // The page's ten rows first (from each shop's newest, read backwards off its (shop, time) index), then
    // their product names (not a name lookup for every return in range).
    sql`select r.shop_id, r.package_sn, r.skc_id, coalesce(k.custom_name, k.name) name, r.units, r.amount_cents, r.reason, r.outbound_at
          from (select t.* from ${eachShop(ids)}
                  cross join lateral (select * from returns r
                                       where r.shop_id = i.id and r.outbound_at >= ${start} and r.outbound_at < ${end}
                                       order by r.outbound_at desc, r.package_sn, r.sku_id limit ${offset + 10}) t
                 order by t.outbound_at desc, t.package_sn, t.sku_id limit 10 offset ${offset}) r
          left join skcs k on k.shop_id = r.shop_id and k.skc_id = r.skc_id
         order by r.outbound_at desc, r.package_sn, r.sku_id`,
  );

export const findDeliveryAssessmentRows = (db: Db, ids: number[]) =>
  rows<{ shop_id: number; w: string; level: 'none' | 'C' | 'B' | 'A' | 'S'; score: number }>(
    db,
    // Each shop's latest week straight from the primary key's end.
    sql`select r.shop_id, to_char(r.week_start_day, 'YYYY-MM-DD') w, r.level, r.score from ${eachShop(ids)}
          cross join lateral (select * from delivery_ratings
                               where shop_id = i.id order by week_start_day desc limit 1) r
         order by r.shop_id`,
  );

export const findSoldProductsRows = (db: Db, ids: number[], from: string, to: string) =>
  rows<{ skc: string; sku: string }>(
    db,
    sql`select count(distinct (shop_id, skc_id)) skc, count(distinct (shop_id, sku_id)) sku from sku_daily_sales
         where ${inShops(ids)} and day between ${from} and ${to} and units > 0`,
  );
