import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.js';
import { inShops } from '../../db/scope.js';

export type TProductRow = {
  shop_id: number;
  sku_id: string;
  skc_id: string;
  name: string;
  original: string;
  image_url: string | null;
  class_name: string;
  ext_code: string | null;
  price_cents: string;
  units: string;
  sales: string;
  cost: string | null;
  cost_from: string | null;
  first_sale_day: string | null;
};

/** Which SKUs a list shows: these shops', matching the keyword; with noCost only those without a cost valid on `today`. */
export type TProductFilter = { shopIds: number[]; keyword?: string; noCost?: boolean; today: string };

/** SKUs of the filter (the keyword matches name, SKU, code or SKC). */
const whereOf = (f: TProductFilter): SQL => {
  const like = f.keyword ? `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return sql`${inShops(f.shopIds, sql.raw('s.shop_id'))} ${
    like
      ? sql`and (coalesce(k.custom_name, k.name) ilike ${like} or s.sku_id ilike ${like} or s.ext_code ilike ${like}
                 or s.skc_id ilike ${like})`
      : sql``
  } ${
    f.noCost
      ? sql`and not exists (select 1 from sku_costs c where c.shop_id = s.shop_id and c.sku_id = s.sku_id
                              and c.effective_from <= ${f.today})`
      : sql``
  }`;
};

export const countProducts = async (db: Db, f: TProductFilter) => {
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int n from skus s join skcs k on k.shop_id = s.shop_id and k.skc_id = s.skc_id where ${whereOf(f)}`,
  );
  return Number(n);
};

/** One page of SKUs with units and sales over [from, to] and the cost valid on `today`, best sellers first. */
export const findProductPage = (
  db: Db,
  q: TProductFilter & { from: string; to: string; limit: number; offset: number },
) =>
  rows<TProductRow>(
    db,
    sql`select s.shop_id, s.sku_id, s.skc_id, coalesce(k.custom_name, k.name) as name, k.name as original, k.image_url,
               s.class_name, s.ext_code, s.price_cents, coalesce(d.units, 0) as units, coalesce(d.sales, 0) as sales,
               c.cost_cents as cost, to_char(c.effective_from, 'YYYY-MM-DD') as cost_from,
               to_char(s.first_sale_day, 'YYYY-MM-DD') as first_sale_day
          from skus s
          join skcs k on k.shop_id = s.shop_id and k.skc_id = s.skc_id
          left join lateral (select c.cost_cents, c.effective_from from sku_costs c
                              where c.shop_id = s.shop_id and c.sku_id = s.sku_id and c.effective_from <= ${q.today}
                              order by c.effective_from desc limit 1) c on true
          left join (select shop_id, sku_id, sum(units) units, sum(sales_cents) sales from sku_daily_sales
                      where ${inShops(q.shopIds)} and day between ${q.from} and ${q.to}
                      group by shop_id, sku_id) d on d.shop_id = s.shop_id and d.sku_id = s.sku_id
         where ${whereOf(q)}
         order by coalesce(d.units, 0) desc, s.shop_id, s.sku_id
         limit ${q.limit} offset ${q.offset}`,
  );
