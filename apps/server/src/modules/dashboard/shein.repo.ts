import { Last10m } from '@ksa/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.js';
import { inShops } from '../../db/scope.js';

/** Per shop (amounts in its own currency; costs in yuan), with the scope's latest sync. */
export const findLast10mRows = (db: Db, ids: number[], today: string) =>
  rows<{ shop_id: number; u: string; s: string; cs: string; c: string; at: Date | string | null }>(
    db,
    sql`select st.shop_id, coalesce(sum(o.units), 0) u, coalesce(sum(o.sales_cents), 0) s,
               coalesce(sum(o.sales_cents) filter (where c.cost_cents is not null), 0) cs,
               coalesce(sum(o.units * c.cost_cents), 0) c,
               (select max(last_success_at) from shop_sync_state where ${inShops(ids)}) at
          from shop_sync_state st
          join order_lines o on o.shop_id = st.shop_id
           and o.at > st.last_success_at - ${sql.raw(`interval '${Last10m.minutes} minutes'`)} and o.at <= st.last_success_at
          left join lateral (select k.cost_cents from sku_costs k
                              where k.shop_id = o.shop_id and k.sku_id = o.sku_id and k.effective_from <= ${today}
                              order by k.effective_from desc limit 1) c on true
         where ${inShops(ids, sql.raw('st.shop_id'))}
         group by st.shop_id`,
  );

/** The FROM … WHERE of one shop's products over a range (by SKC or by SKU), matching the keyword. */
const productSalesBase = (
  shopId: number,
  q: { keyword?: string; startTime: string; endTime: string },
  by: 'spu' | 'sku',
): SQL => {
  const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const match = like
    ? sql`and (coalesce(k.custom_name, k.name) ilike ${like} or k.skc_id ilike ${like}${
        by === 'sku' ? sql` or s.sku_id ilike ${like} or s.ext_code ilike ${like}` : sql``
      })`
    : sql``;
  return by === 'spu'
    ? sql`from skcs k left join (select skc_id, sum(units) u, sum(sales_cents) v from skc_daily
                                  where shop_id = ${shopId} and day between ${q.startTime} and ${q.endTime}
                                  group by skc_id) d on d.skc_id = k.skc_id
           where k.shop_id = ${shopId} ${match}`
    : sql`from skus s join skcs k on k.shop_id = s.shop_id and k.skc_id = s.skc_id
           left join (select sku_id, sum(units) u, sum(sales_cents) v from sku_daily_sales
                       where shop_id = ${shopId} and day between ${q.startTime} and ${q.endTime}
                       group by sku_id) d on d.sku_id = s.sku_id
           where s.shop_id = ${shopId} ${match}`;
};

type TProductQuery = { keyword?: string; startTime: string; endTime: string; pageIndex: number };

export const countProductSales = async (db: Db, shopId: number, q: TProductQuery, by: 'spu' | 'sku') => {
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int n ${productSalesBase(shopId, q, by)}`,
  );
  return Number(n);
};

/** One page (10) of the shop's products with units and sales over the range, best sellers first. */
export const findProductSalesPage = (db: Db, shopId: number, q: TProductQuery, by: 'spu' | 'sku') =>
  rows<{
    skc_id: string;
    sku_id?: string;
    class_name?: string;
    name: string;
    image_url: string | null;
    u: string;
    v: string;
  }>(
    db,
    sql`select k.skc_id, ${by === 'sku' ? sql`s.sku_id, s.class_name,` : sql``} coalesce(k.custom_name, k.name) name,
               k.image_url, coalesce(d.u, 0) u, coalesce(d.v, 0) v ${productSalesBase(shopId, q, by)}
         order by coalesce(d.v, 0) desc, ${by === 'sku' ? sql`s.sku_id` : sql`k.skc_id`}
         limit 10 offset ${(q.pageIndex - 1) * 10}`,
  );

export const findProductCountRows = (db: Db, ids: number[]) =>
  rows<{ c: string; s: string }>(
    db,
    sql`select (select count(*) from skcs where ${inShops(ids)}) c, (select count(*) from skus where ${inShops(ids)}) s`,
  );
