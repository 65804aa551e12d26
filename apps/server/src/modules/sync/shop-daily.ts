import { PriceBands } from '@ksa/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshMonthly } from './monthly.js';

/** The advisory-lock namespace of lockShopAggregates (the second key is the shop id). */
const SHOP_AGGREGATES_LOCK = 0x6b5a;

/**
 * Serialises the writers of a shop's aggregates (a sync's refresh, a cost edit) until the transaction
 * ends: each reads sku_costs and sku_daily_sales and rewrites shop_daily, so without it a refresh that
 * read the costs before an edit committed could write the old costs back over the re-costed days.
 */
export const lockShopAggregates = (db: Db, shopId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(${SHOP_AGGREGATES_LOCK}::int, ${shopId}::int)`);

/** shop_daily for the shop's days picked by `days` (a condition on d.day over sku_daily_sales d). */
const upsertShopDaily = (db: Db, shopId: number, days: SQL) =>
  db.execute(sql`
    insert into shop_daily (shop_id, day, units, sales_cents, skus_sold, cost_cents, costed_units, costed_sales_cents)
    select d.shop_id, d.day, sum(d.units)::int, sum(d.sales_cents)::bigint, count(*) filter (where d.units > 0)::int,
           coalesce(sum(d.units * c.cost_cents), 0)::bigint,
           coalesce(sum(d.units) filter (where c.cost_cents is not null), 0)::int,
           coalesce(sum(d.sales_cents) filter (where c.cost_cents is not null), 0)::bigint
    from sku_daily_sales d
    -- Each SKU-day is costed with the cost valid on that day (the latest entry not after it).
    left join lateral (
      select k.cost_cents from sku_costs k
       where k.shop_id = d.shop_id and k.sku_id = d.sku_id and k.effective_from <= d.day
       order by k.effective_from desc limit 1) c on true
    where d.shop_id = ${shopId} and ${days}
    group by d.shop_id, d.day
    on conflict (shop_id, day) do update set units = excluded.units, sales_cents = excluded.sales_cents,
      skus_sold = excluded.skus_sold, cost_cents = excluded.cost_cents, costed_units = excluded.costed_units,
      costed_sales_cents = excluded.costed_sales_cents
    where (shop_daily.units, shop_daily.sales_cents, shop_daily.skus_sold, shop_daily.cost_cents, shop_daily.costed_units,
           shop_daily.costed_sales_cents)
      is distinct from (excluded.units, excluded.sales_cents, excluded.skus_sold, excluded.cost_cents,
           excluded.costed_units, excluded.costed_sales_cents)`);

const refreshLocked = async (db: Db, shopId: number, from: string, to: string) => {
  // The stock figures depend on what this refresh changes (sales, costs): recomputed on the next read.
  await db.execute(sql`delete from shop_stock_summary where shop_id = ${shopId}`);
  await db.execute(sql`
    insert into skc_daily (shop_id, day, skc_id, units, sales_cents)
    select shop_id, day, skc_id, sum(units)::int, sum(sales_cents)::bigint
    from sku_daily_sales where shop_id = ${shopId} and day between ${from}::date and ${to}::date
    group by shop_id, day, skc_id
    on conflict (shop_id, day, skc_id) do update set units = excluded.units, sales_cents = excluded.sales_cents
    where (skc_daily.units, skc_daily.sales_cents) is distinct from (excluded.units, excluded.sales_cents)`);
  await db.execute(sql`
    update skcs k set first_sale_day = f.d
      from (select skc_id, min(day) d from skc_daily
             where shop_id = ${shopId} and day between ${from}::date and ${to}::date and units > 0 group by skc_id) f
     where k.shop_id = ${shopId} and k.skc_id = f.skc_id and (k.first_sale_day is null or k.first_sale_day > f.d)`);
  // Category and price-band breakdowns of the same days (the dashboards read these, not SKU-days).
  await db.execute(
    sql`delete from shop_daily_category where shop_id = ${shopId} and day between ${from}::date and ${to}::date`,
  );
  await db.execute(sql`
    insert into shop_daily_category (shop_id, day, category, units, sales_cents)
    select d.shop_id, d.day, k.category, sum(d.units)::int, sum(d.sales_cents)::bigint
      from skc_daily d join skcs k on k.shop_id = d.shop_id and k.skc_id = d.skc_id
     where d.shop_id = ${shopId} and d.day between ${from}::date and ${to}::date
     group by 1, 2, 3`);
  await db.execute(
    sql`delete from shop_daily_price where shop_id = ${shopId} and day between ${from}::date and ${to}::date`,
  );
  await db.execute(sql`
    insert into shop_daily_price (shop_id, day, band, units, sales_cents)
    select d.shop_id, d.day, greatest(1, width_bucket(s.price_cents, ${sql.param([...PriceBands])}::bigint[]))::smallint,
           sum(d.units)::int, sum(d.sales_cents)::bigint
      from sku_daily_sales d join skus s on s.shop_id = d.shop_id and s.sku_id = d.sku_id
     where d.shop_id = ${shopId} and d.day between ${from}::date and ${to}::date
     group by 1, 2, 3`);
  await db.execute(sql`
    update skus s set first_sale_day = f.d
      from (select sku_id, min(day) d from sku_daily_sales
             where shop_id = ${shopId} and day between ${from}::date and ${to}::date and units > 0 group by sku_id) f
     where s.shop_id = ${shopId} and s.sku_id = f.sku_id and (s.first_sale_day is null or s.first_sale_day > f.d)`);
  await upsertShopDaily(db, shopId, sql`d.day between ${from}::date and ${to}::date`);
  await refreshMonthly(db, shopId, from, to);
};

/**
 * Keeps the per-shop daily aggregate in step with the fact table for the days a sync touched, so
 * dashboards read one row per shop and day whatever the catalogue size.
 */
export const refreshShopDaily = (db: Db, shopId: number, from: string, to: string) =>
  db.transaction(async (tx) => {
    await lockShopAggregates(tx, shopId);
    await refreshLocked(tx, shopId, from, to);
  });

/**
 * After cost entries (SKU, day it applies from) were written: re-costs the shop's days each entry now
 * governs, from its day up to the SKU's next later entry (costs are piecewise by effective_from, so an
 * earlier-dated entry stops where a later one starts), and drops the cost-derived stock figures. Call
 * it in the transaction of the cost write, holding lockShopAggregates.
 */
export const recostShopDays = async (db: Db, shopId: number, entries: { skuId: string; effectiveFrom: string }[]) => {
  await db.execute(sql`delete from shop_stock_summary where shop_id = ${shopId}`);
  if (!entries.length) {
    return;
  }
  await upsertShopDaily(
    db,
    shopId,
    sql`d.day in (
      select distinct s.day from sku_daily_sales s
        join (select e.sku, e.d as from_day,
                     coalesce((select min(k.effective_from) from sku_costs k
                                where k.shop_id = ${shopId} and k.sku_id = e.sku and k.effective_from > e.d),
                              'infinity'::date) as next_day
                from unnest(${sql.param(entries.map((e) => e.skuId))}::text[],
                            ${sql.param(entries.map((e) => e.effectiveFrom))}::date[]) as e(sku, d)) w
          on s.sku_id = w.sku and s.day >= w.from_day and s.day < w.next_day
       where s.shop_id = ${shopId})`,
  );
};
