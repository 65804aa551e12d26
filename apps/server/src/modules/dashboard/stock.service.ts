import { DeadStock } from '@ksa/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { addDays } from '../sync/days.js';
import { inShops } from './scope.js';

/** Each shop's latest stock snapshot day (the 'real' stock is the last one the marketplace reported). */
const latestDays = async (deps: Pick<TDeps, 'db'>, ids: number[]) =>
  rows<{ shop_id: number; day: string }>(
    deps.db,
    sql`select shop_id, to_char(max(day), 'YYYY-MM-DD') as day from stock_snapshots where ${inShops(ids)} group by shop_id`,
  );

const costAt = (day: unknown) => sql`(select k.cost_cents from sku_costs k
   where k.shop_id = st.shop_id and k.sku_id = st.sku_id and k.effective_from <= ${day}::date
   order by k.effective_from desc limit 1)`;

/** Available warehouse stock and its value at the cost valid on the snapshot day. */
export const stockValue = async (deps: Pick<TDeps, 'db'>, ids: number[]) => {
  if (!ids.length) {
    return { asOf: null, units: 0, costTotal: 0 };
  }
  const days = await latestDays(deps, ids);
  let units = 0;
  let value = 0;
  for (const d of days) {
    const [r] = await rows<{ u: string; v: string }>(
      deps.db,
      sql`select coalesce(sum(st.warehouse), 0) u, coalesce(sum(st.warehouse * coalesce(${costAt(d.day)}, 0)), 0) v
            from stock_snapshots st where st.shop_id = ${d.shop_id} and st.day = ${d.day}`,
    );
    units += Number(r?.u ?? 0);
    value += Number(r?.v ?? 0);
  }
  const asOf =
    days
      .map((d) => d.day)
      .sort()
      .at(-1) ?? null;
  return { asOf, units, costTotal: value };
};

/**
 * Dead stock (data-and-tools §5): SKCs on shelf on the snapshot day that sold ≤ 19 units in the 30 days
 * ending that day; value = their available stock × cost.
 */
export const deadStock = async (deps: Pick<TDeps, 'db'>, ids: number[]) => {
  if (!ids.length) {
    return { asOf: null, totaNum: 0, totalValue: 0 };
  }
  let count = 0;
  let value = 0;
  const days = await latestDays(deps, ids);
  for (const d of days) {
    const from = addDays(d.day, -(DeadStock.windowDays - 1));
    const [r] = await rows<{ n: string; v: string }>(
      deps.db,
      sql`with sold as (
            select skc_id, sum(units) u from sku_daily_sales
             where shop_id = ${d.shop_id} and day between ${from} and ${d.day} group by skc_id),
          dead as (
            select k.skc_id from skcs k left join sold on sold.skc_id = k.skc_id
             where k.shop_id = ${d.shop_id} and k.created_day <= ${d.day}
               and (k.off_shelf_day is null or k.off_shelf_day > ${d.day})
               and coalesce(sold.u, 0) <= ${DeadStock.maxUnits})
          select (select count(*) from dead) n,
                 (select coalesce(sum(st.warehouse * coalesce(${costAt(d.day)}, 0)), 0)
                    from stock_snapshots st join skus s on s.shop_id = st.shop_id and s.sku_id = st.sku_id
                   where st.shop_id = ${d.shop_id} and st.day = ${d.day} and s.skc_id in (select skc_id from dead)) v`,
    );
    count += Number(r?.n ?? 0);
    value += Number(r?.v ?? 0);
  }
  return {
    asOf:
      days
        .map((x) => x.day)
        .sort()
        .at(-1) ?? null,
    totaNum: count,
    totalValue: value,
  };
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
    sql`select count(*) total, count(*) filter (where exists (select 1 from sku_costs k
              where k.shop_id = s.shop_id and k.sku_id = s.sku_id and k.effective_from <= ${today})) has
          from skus s where ${inShops(ids, sql.raw('s.shop_id'))}`,
  );
  const has = Number(r?.has ?? 0);
  return { hasCost: has, noCost: Number(r?.total ?? 0) - has };
};
