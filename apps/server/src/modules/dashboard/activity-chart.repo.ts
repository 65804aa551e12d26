import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.js';
import { inShops } from '../../db/scope.js';

export const findActivityChartRows = (db: Db, ids: number[], products: number) =>
  rows<{
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
    db,
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
