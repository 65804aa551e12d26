import { DeadStock } from '@ksa/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows, sharedRows } from '../../db/client.js';
import { inShops } from '../../db/scope.js';

/**
 * Shared CTEs, set-based over all shops at once: each shop's latest stock snapshot day (the 'real'
 * stock is the last the marketplace reported) and each SKU's cost valid on that day.
 */
const latestAndCost = (ids: number[]): SQL => sql`
  latest as (select shop_id, max(day) as d from stock_snapshots where ${inShops(ids)} group by shop_id),
  cost as (
    select distinct on (k.shop_id, k.sku_id) k.shop_id, k.sku_id, k.cost_cents
      from sku_costs k join latest l on l.shop_id = k.shop_id and k.effective_from <= l.d
     order by k.shop_id, k.sku_id, k.effective_from desc)`;

/** Available warehouse units and their value at the cost valid on each shop's latest snapshot day. */
export const findStockValueRow = async (db: Db, ids: number[]) =>
  (
    await rows<{ u: string; v: string; cu: string; d: string | null }>(
      db,
      sql`with ${latestAndCost(ids)}
        select coalesce(sum(st.warehouse), 0) u, coalesce(sum(st.warehouse * coalesce(c.cost_cents, 0)), 0) v,
               coalesce(sum(st.warehouse) filter (where c.cost_cents is not null), 0) cu,
               (select to_char(max(d), 'YYYY-MM-DD') from latest) d
          from stock_snapshots st
          join latest l on l.shop_id = st.shop_id and st.day = l.d
          left join cost c on c.shop_id = st.shop_id and c.sku_id = st.sku_id`,
    )
  )[0];

/**
 * Dead stock (data-and-tools §5): SKCs on shelf on the snapshot day that sold ≤ 19 units in the 30 days
 * ending that day; their available units × cost.
 */
export const findDeadStockRow = async (db: Db, ids: number[]) =>
  (
    await rows<{ n: string; v: string; du: string; dcu: string; d: string | null }>(
      db,
      sql`with latest as (select shop_id, max(day) as d from stock_snapshots where ${inShops(ids)} group by shop_id),
        -- Materialized: inlined into the join below, the planner may re-aggregate per SKC (seconds, not ms).
        sold as materialized (
          select s.shop_id, s.skc_id, sum(s.units) u from skc_daily s
            join latest l on l.shop_id = s.shop_id
           where ${inShops(ids, sql.raw('s.shop_id'))}
             -- A constant lower bound lets the (shop_id, day) index do the range scan.
             and s.day >= (select min(d) from latest) - ${DeadStock.windowDays - 1}::int
             and s.day between l.d - ${DeadStock.windowDays - 1}::int and l.d
           group by s.shop_id, s.skc_id),
        dead as materialized (
          select k.shop_id, k.skc_id from skcs k
            join latest l on l.shop_id = k.shop_id
            left join sold on sold.shop_id = k.shop_id and sold.skc_id = k.skc_id
           where k.created_day <= l.d and (k.off_shelf_day is null or k.off_shelf_day > l.d)
             and coalesce(sold.u, 0) <= ${DeadStock.maxUnits})
        select (select count(*) from dead) n, x.v, x.du, x.dcu,
               (select to_char(max(d), 'YYYY-MM-DD') from latest) d
          from (select coalesce(sum(st.warehouse * coalesce(c.cost_cents, 0)), 0) v, coalesce(sum(st.warehouse), 0) du,
                       coalesce(sum(st.warehouse) filter (where c.cost_cents is not null), 0) dcu
                  from stock_snapshots st
                  join latest l on l.shop_id = st.shop_id and st.day = l.d
                  join skus s on s.shop_id = st.shop_id and s.sku_id = st.sku_id
                  join dead on dead.shop_id = s.shop_id and dead.skc_id = s.skc_id
                  -- An index lookup per dead SKU: joined to the cost CTE (no statistics) the planner
                  -- picked a nested loop over all costs, seconds instead of milliseconds.
                  left join lateral (
                    select k.cost_cents from sku_costs k
                     where k.shop_id = st.shop_id and k.sku_id = st.sku_id and k.effective_from <= l.d
                     order by k.effective_from desc limit 1) c on true) x`,
    )
  )[0];

/**
 * The latest finance snapshot of each shop, balance or amount pending: one read for both cards, which /home asks
 * for together (sharedRows joins the second).
 */
export const findFinanceRows = async (db: Db, ids: number[], field: 'balance_cents' | 'pending_cents') =>
  (
    await sharedRows<{ balance_cents: string; pending_cents: string; currency: string; at: Date | string }>(
      db,
      sql`select distinct on (shop_id) balance_cents, pending_cents, currency, at from finance_snapshots
           where ${inShops(ids)} order by shop_id, at desc`,
    )
  ).map((r) => ({ v: r[field], currency: r.currency, at: r.at }));

/** SKUs of the shops, and those with a cost valid on `today`. */
export const findCostCoverageRow = async (db: Db, ids: number[], today: string) =>
  (
    await rows<{ has: string; total: string }>(
      db,
      sql`select (select count(*) from skus where ${inShops(ids)}) total,
               (select count(*) from (select distinct shop_id, sku_id from sku_costs
                  where ${inShops(ids)} and effective_from <= ${today}) c
                  where exists (select 1 from skus s where s.shop_id = c.shop_id and s.sku_id = c.sku_id)) has`,
    )
  )[0];
