import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.js';
import { inShops } from './scope.repo.js';
import type { TReviewRankRow } from './signals.repo.js';

/** Sales by category of a kept window (yuan, or the shops' own currency), as findSalesByCategoryRows answers. */
export const findCategoryRolling = (db: Db, ids: number[], win: number, cny: boolean) =>
  rows<{ c: string; u: string; s: string }>(
    db,
    sql`select coalesce(nullif(key, ''), '未分类') c, sum(units) u, sum(${cny ? sql.raw('sales_cny') : sql.raw('sales_cents')}) s
          from sales_mix_rolling where ${inShops(ids)} and win = ${win} and dim = 'category'
         group by 1 order by s desc, c`,
  );

/** Sales by price band of a kept window, as findSalesByPriceRows answers. */
export const findPriceRolling = (db: Db, ids: number[], win: number, cny: boolean) =>
  rows<{ b: number; u: string; s: string }>(
    db,
    sql`select key::int b, sum(units) u, sum(${cny ? sql.raw('sales_cny') : sql.raw('sales_cents')}) s
          from sales_mix_rolling where ${inShops(ids)} and win = ${win} and dim = 'band' group by 1`,
  );

/** The most-reviewed SKCs of a kept window, as findReviewRankingRows answers. */
export const findReviewRankingRolling = (db: Db, ids: number[], win: number, limit: number) =>
  rows<TReviewRankRow>(
    db,
    sql`select r.shop_id, r.skc_id, coalesce(k.custom_name, k.name) name, k.image_url, r.n, r.avg, r.bad
          from (select shop_id, skc_id, n, stars::numeric / n avg, bad
                  from review_rolling where ${inShops(ids)} and win = ${win}
                 order by n desc, avg desc, skc_id limit ${limit}) r
          left join skcs k on k.shop_id = r.shop_id and k.skc_id = r.skc_id
         order by r.n desc, r.avg desc, r.skc_id`,
  );
