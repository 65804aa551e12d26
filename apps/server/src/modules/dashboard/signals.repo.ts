import { sql } from 'drizzle-orm';
import { type Db, rows, sharedRows } from '../../db/client.js';
import { inShops } from '../../db/scope.js';
import type { TFx } from './money.js';
import { fxJoins, sales } from './money.repo.js';

export const findDailySalesRows = (db: Db, ids: number[], from: string, to: string, fx: TFx) =>
  rows<{ d: string; u: string; s: string }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') d, sum(d.units) u, sum(${sales(fx, sql`d.sales_cents`)}) s
          from shop_daily d ${fxJoins(fx, 'd', ids)}
         where ${inShops(ids, sql.raw('d.shop_id'))} and d.day between ${from} and ${to} group by d.day`,
  );

/** A row of the review ranking: reviews, average stars and bad reviews of one SKC. */
export type TReviewRankRow = {
  shop_id: number;
  skc_id: string;
  name: string | null;
  image_url: string | null;
  n: string;
  avg: string;
  bad: string;
};

export const findReviewRankingRows = (db: Db, ids: number[], start: Date, end: Date, limit: number) =>
  rows<TReviewRankRow>(
    db,
    sql`select r.shop_id, r.skc_id, coalesce(k.custom_name, k.name) name, k.image_url, r.n, r.avg, r.bad
          from (select shop_id, skc_id, count(*) n, avg(stars) avg, count(*) filter (where stars <= 2) bad
                  from reviews where ${inShops(ids)} and at >= ${start} and at < ${end}
                 group by shop_id, skc_id order by count(*) desc, avg(stars) desc, skc_id limit ${limit}) r
          left join skcs k on k.shop_id = r.shop_id and k.skc_id = r.skc_id
         order by r.n desc, r.avg desc, r.skc_id`,
  );

type TNoticeKind = 'on_shelf' | 'off_shelf' | 'rule' | 'message';
const noticesOf = (ids: number[], kinds: TNoticeKind[]) =>
  sql`${inShops(ids)} and kind in (${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )})`;

export const countNotices = async (db: Db, ids: number[], kinds: TNoticeKind[]) => {
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int n from notices where ${noticesOf(ids, kinds)}`,
  );
  return Number(n);
};

/** Ten notices of these kinds, newest first. */
export const findNoticePage = (db: Db, ids: number[], kinds: TNoticeKind[], pageIndex: number) =>
  rows<{
    shop_id: number;
    notice_id: string;
    kind: TNoticeKind;
    title: string;
    body: string;
    at: Date | string;
  }>(
    db,
    sql`select shop_id, notice_id, kind, title, body, at from notices where ${noticesOf(ids, kinds)}
         order by at desc, notice_id limit 10 offset ${(pageIndex - 1) * 10}`,
  );

export const findJoinedActivitiesRows = (db: Db, ids: number[], today: string) =>
  rows<Record<string, string>>(
    db,
    sql`with e as materialized (
          select e.shop_id, e.enroll_id, e.activity_id, e.skc_id, e.activity_stock, a.start_day
            from activity_enrollments e
            join activities a on a.shop_id = e.shop_id and a.activity_id = e.activity_id
           where ${inShops(ids, sql.raw('e.shop_id'))} and a.end_day >= ${today})
        select count(distinct (shop_id, activity_id)) j,
               count(distinct (shop_id, activity_id)) filter (where start_day <= ${today}) o,
               count(distinct (shop_id, skc_id)) q,
               coalesce(sum(activity_stock), 0) st,
               coalesce(sum(coalesce((select r.remaining from activity_stock_records r
                         where r.shop_id = e.shop_id and r.enroll_id = e.enroll_id order by r.at desc limit 1),
                        activity_stock)), 0) rem
          from e`,
  );

export const findSupplierStatisticsRows = (db: Db, ids: number[], today: string, start: Date, end: Date) =>
  rows<Record<string, string>>(
    db,
    sql`select (select count(*) from skcs where ${inShops(ids)}) n,
               (select count(*) from skcs where ${inShops(ids)} and created_day <= ${today}
                   and (off_shelf_day is null or off_shelf_day > ${today})) o,
               (select count(*) from skcs where ${inShops(ids)} and first_sale_day is not null) f,
               (select count(distinct (shop_id, package_sn)) from returns
                 where ${inShops(ids)} and outbound_at >= ${start} and outbound_at < ${end}) r,
               (select count(*) from skus where ${inShops(ids)}) s`,
  );

/**
 * SKCs created in [from, to] and their SKUs, with how many of each had sold by `to`: one read for the added-products
 * and new-products-sold cards, which /home asks for together (sharedRows joins the second).
 */
export const findNewProductRows = (db: Db, ids: number[], from: string, to: string) =>
  sharedRows<{ c: string; s: string; sku: string; usold: string }>(
    db,
    sql`select count(*) c, count(*) filter (where k.first_sale_day <= ${to}) s,
               coalesce(sum(u.n), 0) sku, coalesce(sum(u.sold), 0) usold
          from skcs k
          left join lateral (select count(*) n, count(*) filter (where x.first_sale_day <= ${to}) sold
                               from skus x where x.shop_id = k.shop_id and x.skc_id = k.skc_id) u on true
         where ${inShops(ids, sql.raw('k.shop_id'))} and k.created_day between ${from} and ${to}`,
  );

export const findShopProductNumRows = (db: Db, ids: number[], today: string) =>
  rows<{ id: number; name: string; c: string; s: string; o: string }>(
    db,
    sql`select sh.id, coalesce(n.display_name, sh.name) as name,
               (select count(*) from skcs k where k.shop_id = sh.id) c,
               (select count(*) from skus s where s.shop_id = sh.id) s,
               (select count(*) from skcs k where k.shop_id = sh.id and k.created_day <= ${today}
                   and (k.off_shelf_day is null or k.off_shelf_day > ${today})) o
          from shops sh left join shop_display_names n on n.shop_id = sh.id
         where ${inShops(ids, sql.raw('sh.id'))} order by sh.id`,
  );

/** The shops' last to-do reads (shop_todos): how many shops have one, and their 价格申报 counts summed. */
export const findTodoTotals = (db: Db, ids: number[]) =>
  rows<{ n: string; p: string | null }>(
    db,
    sql`select count(*) n, sum(price_declaring) p from shop_todos where ${inShops(ids)}`,
  );
