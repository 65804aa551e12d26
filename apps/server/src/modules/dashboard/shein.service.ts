import { Last10m } from '@ksa/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { bjDay } from '../sync/days.js';
import { inShops } from './scope.js';

type TDb = Pick<TDeps, 'db' | 'clock'>;

/**
 * The 'last 10 minutes' figures: order lines placed in the 10 minutes before each shop's last successful
 * sync (the moment its orders are known up to; with a sync every few minutes that is 'now' give or take
 * the interval). Profit subtracts each line's units × the SKU's cost valid today (lines without a cost
 * count as zero profit, like the daily aggregate). `to` is the latest of those syncs.
 */
export const last10m = async (deps: TDb, ids: number[]) => {
  const now = deps.clock.now();
  const windowMs = Last10m.minutes * 60_000;
  const empty = { from: new Date(now.getTime() - windowMs).toISOString(), to: now.toISOString() };
  if (!ids.length) {
    return { ...empty, units: 0, salesCents: 0, profitCents: 0 };
  }
  const today = bjDay(now);
  const [r] = await rows<{ u: string; s: string; p: string; at: Date | string | null }>(
    deps.db,
    sql`select coalesce(sum(o.units), 0) u, coalesce(sum(o.sales_cents), 0) s,
               coalesce(sum(o.sales_cents - o.units * c.cost_cents) filter (where c.cost_cents is not null), 0) p,
               (select max(last_success_at) from shop_sync_state where ${inShops(ids)}) at
          from shop_sync_state st
          join order_lines o on o.shop_id = st.shop_id
           and o.at > st.last_success_at - ${sql.raw(`interval '${Last10m.minutes} minutes'`)} and o.at <= st.last_success_at
          left join lateral (select k.cost_cents from sku_costs k
                              where k.shop_id = o.shop_id and k.sku_id = o.sku_id and k.effective_from <= ${today}
                              order by k.effective_from desc limit 1) c on true
         where ${inShops(ids, sql.raw('st.shop_id'))}`,
  );
  const to = r?.at ? new Date(r.at) : null;
  return {
    ...(to ? { from: new Date(to.getTime() - windowMs).toISOString(), to: to.toISOString() } : empty),
    units: Number(r?.u ?? 0),
    salesCents: Number(r?.s ?? 0),
    profitCents: Number(r?.p ?? 0),
  };
};

/** spuQuery (by SKC) or skuQuery (by SKU): one shop's products over a range, searched, 10 a page. */
export const productSalesQuery = async (
  deps: Pick<TDeps, 'db'>,
  shopId: number,
  q: { keyword?: string; startTime: string; endTime: string; pageIndex: number },
  by: 'spu' | 'sku',
) => {
  const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const match = like
    ? sql`and (coalesce(k.custom_name, k.name) ilike ${like} or k.skc_id ilike ${like}${
        by === 'sku' ? sql` or s.sku_id ilike ${like} or s.ext_code ilike ${like}` : sql``
      })`
    : sql``;
  const base =
    by === 'spu'
      ? sql`from skcs k left join (select skc_id, sum(units) u, sum(sales_cents) v from skc_daily
                                    where shop_id = ${shopId} and day between ${q.startTime} and ${q.endTime}
                                    group by skc_id) d on d.skc_id = k.skc_id
             where k.shop_id = ${shopId} ${match}`
      : sql`from skus s join skcs k on k.shop_id = s.shop_id and k.skc_id = s.skc_id
             left join (select sku_id, sum(units) u, sum(sales_cents) v from sku_daily_sales
                         where shop_id = ${shopId} and day between ${q.startTime} and ${q.endTime}
                         group by sku_id) d on d.sku_id = s.sku_id
             where s.shop_id = ${shopId} ${match}`;
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(deps.db, sql`select count(*)::int n ${base}`);
  const list = await rows<{
    skc_id: string;
    sku_id?: string;
    class_name?: string;
    name: string;
    image_url: string | null;
    u: string;
    v: string;
  }>(
    deps.db,
    sql`select k.skc_id, ${by === 'sku' ? sql`s.sku_id, s.class_name,` : sql``} coalesce(k.custom_name, k.name) name,
               k.image_url, coalesce(d.u, 0) u, coalesce(d.v, 0) v ${base}
         order by coalesce(d.v, 0) desc, ${by === 'sku' ? sql`s.sku_id` : sql`k.skc_id`}
         limit 10 offset ${(q.pageIndex - 1) * 10}`,
  );
  return {
    total: Number(n),
    list: list.map((r) => ({
      skcId: r.skc_id,
      ...(r.sku_id ? { skuId: r.sku_id, className: r.class_name ?? '' } : {}),
      productName: r.name,
      imageUrl: r.image_url,
      units: Number(r.u),
      salesCents: Number(r.v),
    })),
  };
};

/** Counts of one scope's product documents: SKCs and SKUs. */
export const productCount = async (deps: Pick<TDeps, 'db'>, ids: number[]) => {
  if (!ids.length) {
    return { skcCount: 0, skuCount: 0 };
  }
  const [r] = await rows<{ c: string; s: string }>(
    deps.db,
    sql`select (select count(*) from skcs where ${inShops(ids)}) c, (select count(*) from skus where ${inShops(ids)}) s`,
  );
  return { skcCount: Number(r?.c ?? 0), skuCount: Number(r?.s ?? 0) };
};
