import { SoldOut, StockRisk, type ZActivityChartSchema } from '@ksa/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rows } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { addDays } from '../sync/days.js';
import { inShops } from './scope.js';

type TDb = Pick<TDeps, 'db'>;

/** Beijing days → the instants [from 00:00, to+1 00:00) at UTC+8. */
export const bjSpan = (from: string, to: string) => ({
  start: new Date(`${from}T00:00:00+08:00`),
  end: new Date(`${addDays(to, 1)}T00:00:00+08:00`),
});

const latest = (ids: number[]) =>
  sql`latest as (select shop_id, max(day) as d from stock_snapshots where ${inShops(ids)} group by shop_id)`;

/**
 * Stock risk (StockRisk): per SKC on shelf on the snapshot day, its available stock against its
 * average daily sales of the last 7 days. At risk = sells out within 7 days at that rate.
 */
export const inRiskProducts = async (deps: TDb, ids: number[]) => {
  if (!ids.length) {
    return { asOf: null, inRisk: 0, inStock: 0, list: [] };
  }
  const list = await rows<{
    shop_id: number;
    skc_id: string;
    name: string;
    image_url: string | null;
    stock: string;
    daily: string;
    as_of: string;
  }>(
    deps.db,
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
  const items = list.map((r) => ({ r, stock: Number(r.stock), daily: Number(r.daily) }));
  // Compared unrounded: 6.96 days left is at risk even though it shows as 7.0.
  const risky = items
    .filter((i) => i.daily > 0 && i.stock / i.daily < StockRisk.coverDays)
    .sort((a, b) => a.stock / a.daily - b.stock / b.daily || b.daily - a.daily || a.r.skc_id.localeCompare(b.r.skc_id));
  return {
    asOf:
      list
        .map((r) => r.as_of)
        .sort()
        .at(-1) ?? null,
    inRisk: risky.length,
    inStock: items.filter((i) => i.stock > 0).length,
    list: risky.slice(0, 10).map(({ r, stock, daily }) => ({
      /** Unrounded, for merging shops' lists; not part of the reply. */
      exactDaysLeft: stock / daily,
      mallId: Number(r.shop_id),
      skcId: r.skc_id,
      productName: r.name,
      imageUrl: r.image_url,
      stock,
      dailyUnits: Math.round(daily * 100) / 100,
      daysLeft: Math.round((stock / daily) * 10) / 10,
    })),
  };
};

/** Per-day sales of [from, to] from the daily aggregate, zero-filled by the caller. */
export const dailySales = async (deps: TDb, ids: number[], from: string, to: string) => {
  if (!ids.length) {
    return new Map<string, { units: number; salesCents: number }>();
  }
  const list = await rows<{ d: string; u: string; s: string }>(
    deps.db,
    sql`select to_char(day, 'YYYY-MM-DD') d, sum(units) u, sum(sales_cents) s from shop_daily
         where ${inShops(ids)} and day between ${from} and ${to} group by day`,
  );
  return new Map(list.map((r) => [r.d, { units: Number(r.u), salesCents: Number(r.s) }]));
};

/** One calendar month back (clamped to the month's last day), as YYYY-MM-DD. */
export const monthBack = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
};

/** The shop dashboard's sales window (data-and-tools §4): one month back plus one day, to today. */
export const latelySales = async (deps: TDb, ids: number[], today: string) => {
  const from = addDays(monthBack(today), 1);
  const byDay = await dailySales(deps, ids, from, today);
  const zero = { units: 0, salesCents: 0 };
  const days: { day: string; units: number; salesCents: number }[] = [];
  for (let d = from; d <= today; d = addDays(d, 1)) {
    days.push({ day: d, ...(byDay.get(d) ?? zero) });
  }
  return { from, to: today, today: byDay.get(today) ?? zero, yesterday: byDay.get(addDays(today, -1)) ?? zero, days };
};

/** Products by number of reviews in the range, then by average stars. */
export const reviewRanking = async (deps: TDb, ids: number[], from: string, to: string, limit = 10) => {
  if (!ids.length) {
    return [];
  }
  const { start, end } = bjSpan(from, to);
  const list = await rows<{
    shop_id: number;
    skc_id: string;
    name: string | null;
    image_url: string | null;
    n: string;
    avg: string;
    bad: string;
  }>(
    deps.db,
    sql`select r.shop_id, r.skc_id, coalesce(k.custom_name, k.name) name, k.image_url, r.n, r.avg, r.bad
          from (select shop_id, skc_id, count(*) n, avg(stars) avg, count(*) filter (where stars <= 2) bad
                  from reviews where ${inShops(ids)} and at >= ${start} and at < ${end}
                 group by shop_id, skc_id order by count(*) desc, avg(stars) desc, skc_id limit ${limit}) r
          left join skcs k on k.shop_id = r.shop_id and k.skc_id = r.skc_id
         order by r.n desc, r.avg desc, r.skc_id`,
  );
  return list.map((r) => ({
    mallId: Number(r.shop_id),
    skcId: r.skc_id,
    productName: r.name ?? r.skc_id,
    imageUrl: r.image_url,
    reviews: Number(r.n),
    avgStars: Math.round(Number(r.avg) * 100) / 100,
    badReviews: Number(r.bad),
  }));
};

/** Marketplace notices of the given kinds, newest first, 10 a page. */
export const noticePage = async (
  deps: TDb,
  ids: number[],
  kinds: ('on_shelf' | 'off_shelf' | 'rule' | 'message')[],
  pageIndex: number,
) => {
  if (!ids.length) {
    return { total: 0, list: [] };
  }
  const where = sql`${inShops(ids)} and kind in (${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )})`;
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(
    deps.db,
    sql`select count(*)::int n from notices where ${where}`,
  );
  const list = await rows<{
    shop_id: number;
    notice_id: string;
    kind: 'on_shelf' | 'off_shelf' | 'rule' | 'message';
    title: string;
    body: string;
    at: Date | string;
  }>(
    deps.db,
    sql`select shop_id, notice_id, kind, title, body, at from notices where ${where}
         order by at desc, notice_id limit 10 offset ${(pageIndex - 1) * 10}`,
  );
  return {
    total: Number(n),
    list: list.map((r) => ({
      mallId: Number(r.shop_id),
      noticeId: r.notice_id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      at: new Date(r.at).toISOString(),
    })),
  };
};

/**
 * Activities joined and not yet ended: how many, how many running today, SKCs enrolled, the
 * activity stock they were given and what remains (each enrolment's latest stock record).
 */
export const joinedActivities = async (deps: TDb, ids: number[], today: string) => {
  if (!ids.length) {
    return { joinedActivities: 0, ongoingActivities: 0, joinedQuantityNum: 0, activityStock: 0, remainingStock: 0 };
  }
  const [r] = await rows<Record<string, string>>(
    deps.db,
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
  return {
    joinedActivities: Number(r?.j ?? 0),
    ongoingActivities: Number(r?.o ?? 0),
    joinedQuantityNum: Number(r?.q ?? 0),
    activityStock: Number(r?.st ?? 0),
    remainingStock: Number(r?.rem ?? 0),
  };
};

/** The shop statistics of §3 that our data carries (refunds: return packages of the last 30 days). */
export const supplierStatistics = async (deps: TDb, ids: number[], today: string) => {
  if (!ids.length) {
    return {
      quantityOfGoods: 0,
      onShelf: 0,
      createdFirstOrderNum: 0,
      noCreatedFirstOrderNum: 0,
      refundInfoNum: 0,
      specificationTotal: 0,
    };
  }
  const { start, end } = bjSpan(addDays(today, -29), today);
  const [r] = await rows<Record<string, string>>(
    deps.db,
    sql`select (select count(*) from skcs where ${inShops(ids)}) n,
               (select count(*) from skcs where ${inShops(ids)} and created_day <= ${today}
                   and (off_shelf_day is null or off_shelf_day > ${today})) o,
               (select count(*) from skcs where ${inShops(ids)} and first_sale_day is not null) f,
               (select count(distinct (shop_id, package_sn)) from returns
                 where ${inShops(ids)} and outbound_at >= ${start} and outbound_at < ${end}) r,
               (select count(*) from skus where ${inShops(ids)}) s`,
  );
  const n = Number(r?.n ?? 0);
  const f = Number(r?.f ?? 0);
  return {
    quantityOfGoods: n,
    onShelf: Number(r?.o ?? 0),
    createdFirstOrderNum: f,
    noCreatedFirstOrderNum: n - f,
    refundInfoNum: Number(r?.r ?? 0),
    specificationTotal: Number(r?.s ?? 0),
  };
};

/** SKCs created in [from, to] and their SKUs. */
export const addedProducts = async (deps: TDb, ids: number[], from: string, to: string) => {
  if (!ids.length) {
    return { skcCount: 0, skuCount: 0 };
  }
  const [r] = await rows<{ c: string; s: string }>(
    deps.db,
    sql`select count(*) c, (select count(*) from skus s join skcs k on k.shop_id = s.shop_id and k.skc_id = s.skc_id
                             where ${inShops(ids, sql.raw('k.shop_id'))} and k.created_day between ${from} and ${to}) s
          from skcs where ${inShops(ids)} and created_day between ${from} and ${to}`,
  );
  return { skcCount: Number(r?.c ?? 0), skuCount: Number(r?.s ?? 0) };
};

/**
 * New products (created in the range) and how many of them, and of their SKUs, sold in it. A product
 * created in the range sold in it exactly when its first sale day is not after the range's end.
 */
export const newProductsSold = async (deps: TDb, ids: number[], from: string, to: string) => {
  if (!ids.length) {
    return { created: 0, sold: 0, skuSold: 0 };
  }
  const [r] = await rows<{ c: string; s: string; u: string }>(
    deps.db,
    sql`select count(*) c, count(*) filter (where first_sale_day <= ${to}) s,
               (select count(*) from skus u join skcs k on k.shop_id = u.shop_id and k.skc_id = u.skc_id
                 where ${inShops(ids, sql.raw('k.shop_id'))} and k.created_day between ${from} and ${to}
                   and u.first_sale_day <= ${to}) u
          from skcs where ${inShops(ids)} and created_day between ${from} and ${to}`,
  );
  return { created: Number(r?.c ?? 0), sold: Number(r?.s ?? 0), skuSold: Number(r?.u ?? 0) };
};

/** Per shop: SKCs, SKUs and SKCs on shelf today. */
export const shopProductNum = async (deps: TDb, ids: number[], today: string) => {
  if (!ids.length) {
    return [];
  }
  const list = await rows<{ id: number; name: string; c: string; s: string; o: string }>(
    deps.db,
    sql`select sh.id, coalesce(n.display_name, sh.name) as name,
               (select count(*) from skcs k where k.shop_id = sh.id) c,
               (select count(*) from skus s where s.shop_id = sh.id) s,
               (select count(*) from skcs k where k.shop_id = sh.id and k.created_day <= ${today}
                   and (k.off_shelf_day is null or k.off_shelf_day > ${today})) o
          from shops sh left join shop_display_names n on n.shop_id = sh.id
         where ${inShops(ids, sql.raw('sh.id'))} order by sh.id`,
  );
  return list.map((r) => ({
    mallId: Number(r.id),
    mallName: r.name,
    skcCount: Number(r.c),
    skuCount: Number(r.s),
    onShelf: Number(r.o),
  }));
};

type TSoldOutRow = {
  shop_id: number;
  sku_id: string;
  skc_id: string;
  class_name: string;
  name: string;
  image_url: string | null;
  price_cents: string;
  u30: string;
};

/**
 * Sold out (SoldOut): SKUs with no available stock on the snapshot day that sold in the 30 days to it;
 * the loss is what they would sell in the next 7 days at that rate, at today's supplier price.
 */
export const soldOutRows = async (deps: TDb, ids: number[]) => {
  const list = await rows<TSoldOutRow & { as_of: string }>(
    deps.db,
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
  return list.map((r) => {
    const daily = Number(r.u30) / SoldOut.rateWindowDays;
    const lostUnits = Math.round(daily * SoldOut.lossDays);
    return {
      asOf: r.as_of,
      mallId: Number(r.shop_id),
      skcId: r.skc_id,
      skuId: r.sku_id,
      className: r.class_name,
      productName: r.name,
      imageUrl: r.image_url,
      dailyUnits: Math.round(daily * 100) / 100,
      lostUnits,
      lostSalesCents: lostUnits * Number(r.price_cents),
    };
  });
};

/**
 * The stock monitor: the products (SKCs) with the most recent activity stock records, each enrolment
 * with its records over time (remaining vs total activity stock).
 */
export const activityChart = async (deps: TDb, ids: number[], products: number) => {
  if (!ids.length) {
    return [];
  }
  const list = await rows<{
    shop_id: number;
    product_id: string;
    skc_id: string;
    name: string;
    enroll_id: string;
    activity: string;
    at: Date | string;
    remaining: number;
    total: number;
  }>(
    deps.db,
    sql`with picked as materialized (
          select e.shop_id, e.skc_id from activity_enrollments e
            join activity_stock_records r on r.shop_id = e.shop_id and r.enroll_id = e.enroll_id
           where ${inShops(ids, sql.raw('e.shop_id'))}
           group by e.shop_id, e.skc_id order by max(r.at) desc, e.shop_id, e.skc_id limit ${products})
        select e.shop_id, k.product_id, e.skc_id, coalesce(k.custom_name, k.name, e.skc_id) name, e.enroll_id,
               coalesce(a.name, e.activity_id) activity, r.at, r.remaining, r.total
          from picked p
          join activity_enrollments e on e.shop_id = p.shop_id and e.skc_id = p.skc_id
          join activity_stock_records r on r.shop_id = e.shop_id and r.enroll_id = e.enroll_id
          left join skcs k on k.shop_id = e.shop_id and k.skc_id = e.skc_id
          left join activities a on a.shop_id = e.shop_id and a.activity_id = e.activity_id
         order by e.shop_id, e.skc_id, e.enroll_id, r.at`,
  );
  const out = new Map<string, z.input<typeof ZActivityChartSchema>[number]>();
  for (const r of list) {
    const key = `${r.shop_id}|${r.enroll_id}`;
    if (!out.has(key)) {
      out.set(key, {
        productId: r.product_id ?? r.skc_id,
        skcId: r.skc_id,
        productName: r.name,
        mallId: Number(r.shop_id),
        enrollId: r.enroll_id,
        activityName: r.activity,
        activityRecord: [],
      });
    }
    out.get(key)!.activityRecord.push({
      now: new Date(r.at).toISOString(),
      remainingActivityStock: Number(r.remaining),
      activityStock: Number(r.total),
    });
  }
  return [...out.values()];
};
