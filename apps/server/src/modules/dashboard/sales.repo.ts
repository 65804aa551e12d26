import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows, sharedRows } from '../../db/client.js';
import { eachShop, inShops } from '../../db/scope.js';
import type { TFx } from './money.js';
import { cost, fxJoins, sales } from './money.repo.js';

const D = sql.raw('d.shop_id');

/** Sums over [from, to] of the daily aggregate, amounts in the display currency (fx). */
export const findSumDailyRows = (db: Db, ids: number[], from: string, to: string, fx: TFx) =>
  sharedRows<Record<string, string>>(
    db,
    sql`select coalesce(sum(${sales(fx, sql`d.sales_cents`)}), 0) s, coalesce(sum(d.units), 0) u,
               coalesce(sum(${cost(fx, sql`d.cost_cents`)}), 0) c,
               coalesce(sum(${sales(fx, sql`d.costed_sales_cents`)}), 0) cs, coalesce(sum(d.costed_units), 0) cu
          from shop_daily d ${fxJoins(fx, 'd', ids, { cost: true })} where ${inShops(ids, D)} and d.day between ${from} and ${to}`,
  );

/**
 * Order lines of one day placed before `until`, per shop, with the cost valid that day: the part of a
 * past day that compares fairly with today's data so far.
 */
export const findDayUntilRows = (db: Db, ids: number[], day: string, start: Date, until: Date) =>
  rows<{ shop_id: number; s: string; u: string; c: string; cs: string; cu: string }>(
    db,
    sql`select l.shop_id, coalesce(sum(l.sales_cents), 0) s, coalesce(sum(l.units), 0) u,
               coalesce(sum(l.units * k.cost_cents), 0) c,
               coalesce(sum(l.sales_cents) filter (where k.cost_cents is not null), 0) cs,
               coalesce(sum(l.units) filter (where k.cost_cents is not null), 0) cu
          from order_lines l
          left join lateral (select cost_cents from sku_costs c where c.shop_id = l.shop_id and c.sku_id = l.sku_id
                               and c.effective_from <= ${day} order by c.effective_from desc limit 1) k on true
         where ${inShops(ids, sql.raw('l.shop_id'))} and l.at >= ${start} and l.at < ${until}
         group by l.shop_id`,
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
  fx: TFx,
) => {
  const expr =
    metric === 'sales'
      ? sql`sum(${sales(fx, sql`d.sales_cents`)})`
      : metric === 'units'
        ? sql`sum(d.units)`
        : sql`sum(${sales(fx, sql`d.costed_sales_cents`)}) - sum(${cost(fx, sql`d.cost_cents`)})`;
  return rows<{ x: string; v: string }>(
    db,
    sql`select ${bucketOf(lineType, sql.raw('d.day'))} x, ${expr} v from shop_daily d ${fxJoins(fx, 'd', ids, { cost: metric === 'profit' })}
             where ${inShops(ids, D)} and d.day between ${from} and ${to} group by 1 order by 1`,
  );
};

export const findProductRankingRows = (db: Db, ids: number[], from: string, to: string, limit: number, fx: TFx) =>
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
          from (select d.shop_id, d.skc_id, sum(d.units) u, sum(${sales(fx, sql`d.sales_cents`)}) s
                  from skc_daily d ${fxJoins(fx, 'd', ids)}
                 where ${inShops(ids, D)} and d.day between ${from} and ${to}
                 group by d.shop_id, d.skc_id order by s desc, d.skc_id limit ${limit}) d
          left join skcs k on k.shop_id = d.shop_id and k.skc_id = d.skc_id
         order by d.s desc, d.skc_id`,
  );

export const findShopRankingRows = (db: Db, ids: number[], from: string, to: string, fx: TFx) =>
  rows<{ id: number; name: string; u: string; s: string }>(
    db,
    sql`select s.id, coalesce(n.display_name, s.name) as name, coalesce(t.u, 0) u, coalesce(t.s, 0) s
          from shops s
          left join shop_display_names n on n.shop_id = s.id
          left join (select d.shop_id, sum(d.units) u, sum(${sales(fx, sql`d.sales_cents`)}) s
                       from shop_daily d ${fxJoins(fx, 'd', ids)}
                      where ${inShops(ids, D)} and d.day between ${from} and ${to} group by d.shop_id) t
            on t.shop_id = s.id
         where ${inShops(ids, sql.raw('s.id'))}
         order by coalesce(t.s, 0) desc, s.id`,
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

/** The latest successful sync among the shops (today's figures are complete up to then). */
export const findLatestSyncAt = async (db: Db, ids: number[]) => {
  const [r] = await rows<{ at: Date | string | null }>(
    db,
    sql`select max(last_success_at) at from shop_sync_state where ${inShops(ids)}`,
  );
  return r?.at ? new Date(r.at) : null;
};

/** Shops with any order line on that Beijing day [start, start + 1 day): their marketplace reports order times. */
export const findShopsWithLines = async (db: Db, ids: number[], start: Date) =>
  (
    await rows<{ shop_id: number }>(
      db,
      sql`select distinct shop_id from order_lines
           where ${inShops(ids)} and at >= ${start} and at < ${new Date(start.getTime() + 86_400_000)}`,
    )
  ).map((r) => Number(r.shop_id));

/** Each shop's whole-day totals of `day`, in its own currency (shops that sold nothing have no row). */
export const findDayTotalsByShop = (db: Db, ids: number[], day: string) =>
  rows<{ shop_id: number; u: string; s: string }>(
    db,
    sql`select shop_id, units u, sales_cents s from shop_daily where ${inShops(ids)} and day = ${day}`,
  );

/** Each shop's last running total of `day` recorded up to `until` (shops without order times). */
export const findIntradayRows = (db: Db, ids: number[], day: string, until: Date) =>
  rows<{ shop_id: number; u: string; s: string }>(
    db,
    sql`select distinct on (shop_id) shop_id, units u, sales_cents s from shop_intraday
         where ${inShops(ids)} and day = ${day} and at <= ${until} order by shop_id, at desc`,
  );

/** How many of the shops have rolling rows for `day` (and complete yuan figures, when asked). */
export const countRollingReady = async (db: Db, ids: number[], day: string, cny: boolean) => {
  const [r] = await sharedRows<{ n: number }>(
    db,
    sql`select count(*)::int n from rolling_state
         where ${inShops(ids)} and day = ${day} ${cny ? sql`and cny_complete` : sql``}`,
  );
  return Number(r?.n ?? 0);
};

/** Best-selling SKCs of a kept window, from the rolling rows (yuan, or the shops' own currency). */
export const findProductRankingRolling = (db: Db, ids: number[], win: number, limit: number, cny: boolean) => {
  const s = cny ? sql.raw('sales_cny') : sql.raw('sales_cents');
  return rows<{ shop_id: number; skc_id: string; name: string; image_url: string | null; u: string; s: string }>(
    db,
    sql`select d.shop_id, d.skc_id, coalesce(k.custom_name, k.name, d.skc_id) as name, k.image_url, d.u, d.s
          from (select t.* from ${eachShop(ids)}
                  cross join lateral (select shop_id, skc_id, units u, ${s} s from skc_rolling
                                       where shop_id = i.id and win = ${win}
                                       order by ${s} desc nulls last, skc_id limit ${limit}) t
                 order by t.s desc nulls last, t.skc_id limit ${limit}) d
          left join skcs k on k.shop_id = d.shop_id and k.skc_id = d.skc_id
         order by d.s desc nulls last, d.skc_id`,
  );
};
