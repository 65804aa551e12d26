import { DeadStock } from '@ksa/contract';
import { type SQL, sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { inShops } from './scope.js';

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

/** Available warehouse stock and its value at the cost valid on the snapshot day. */
export const stockValue = async (deps: Pick<TDeps, 'db'>, ids: number[]) => {
  if (!ids.length) {
    return { asOf: null, units: 0, costTotal: 0 };
  }
  const [r] = await rows<{ u: string; v: string; d: string | null }>(
    deps.db,
    sql`with ${latestAndCost(ids)}
        select coalesce(sum(st.warehouse), 0) u, coalesce(sum(st.warehouse * coalesce(c.cost_cents, 0)), 0) v,
               (select to_char(max(d), 'YYYY-MM-DD') from latest) d
          from stock_snapshots st
          join latest l on l.shop_id = st.shop_id and st.day = l.d
          left join cost c on c.shop_id = st.shop_id and c.sku_id = st.sku_id`,
  );
  return { asOf: r?.d ?? null, units: Number(r?.u ?? 0), costTotal: Number(r?.v ?? 0) };
};

/**
 * Dead stock (data-and-tools §5): SKCs on shelf on the snapshot day that sold ≤ 19 units in the 30 days
 * ending that day; value = their available stock × cost.
 */
export const deadStock = async (deps: Pick<TDeps, 'db'>, ids: number[]) => {
  if (!ids.length) {
    return { asOf: null, totaNum: 0, totalValue: 0 };
  }
  const [r] = await rows<{ n: string; v: string; d: string | null }>(
    deps.db,
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
        select (select count(*) from dead) n,
               (select coalesce(sum(st.warehouse * coalesce(c.cost_cents, 0)), 0)
                  from stock_snapshots st
                  join latest l on l.shop_id = st.shop_id and st.day = l.d
                  join skus s on s.shop_id = st.shop_id and s.sku_id = st.sku_id
                  join dead on dead.shop_id = s.shop_id and dead.skc_id = s.skc_id
                  -- An index lookup per dead SKU: joined to the cost CTE (no statistics) the planner
                  -- picked a nested loop over all costs, seconds instead of milliseconds.
                  left join lateral (
                    select k.cost_cents from sku_costs k
                     where k.shop_id = st.shop_id and k.sku_id = st.sku_id and k.effective_from <= l.d
                     order by k.effective_from desc limit 1) c on true) v,
               (select to_char(max(d), 'YYYY-MM-DD') from latest) d`,
  );
  return { asOf: r?.d ?? null, totaNum: Number(r?.n ?? 0), totalValue: Number(r?.v ?? 0) };
};

/** The latest finance snapshot of each shop, summed (balance or amount pending). */
export const finance = async (deps: Pick<TDeps, 'db'>, ids: number[], field: 'balance_cents' | 'pending_cents') => {
  if (!ids.length) {
    return { amountCents: 0, currency: 'CNY', at: null };
  }
  const list = await rows<{ v: string; currency: string; at: Date | string }>(
    deps.db,
    sql`select distinct on (shop_id) ${sql.raw(field)} v, currency, at from finance_snapshots
         where ${inShops(ids)} order by shop_id, at desc`,
  );
  const at =
    list
      .map((r) => new Date(r.at).toISOString())
      .sort()
      .at(-1) ?? null;
  return { amountCents: list.reduce((s, r) => s + Number(r.v), 0), currency: list[0]?.currency ?? 'CNY', at };
};

/** SKUs with and without a cost today: the cost coverage shown next to profit. */
export const costCoverage = async (deps: Pick<TDeps, 'db'>, ids: number[], today: string) => {
  if (!ids.length) {
    return { hasCost: 0, noCost: 0 };
  }
  const [r] = await rows<{ has: string; total: string }>(
    deps.db,
    sql`select (select count(*) from skus where ${inShops(ids)}) total,
               (select count(*) from (select distinct shop_id, sku_id from sku_costs
                  where ${inShops(ids)} and effective_from <= ${today}) c
                  where exists (select 1 from skus s where s.shop_id = c.shop_id and s.sku_id = c.sku_id)) has`,
  );
  const has = Number(r?.has ?? 0);
  return { hasCost: has, noCost: Number(r?.total ?? 0) - has };
};
