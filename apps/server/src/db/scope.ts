// The tenant and shop filters every module's repositories share, and the one shop lookup they all need: SQL
// fragments, not a module's own data, so they live beside the client rather than in one module's repository.
import { type Column, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from './client.js';

/** The owner filter of every tenant-owned table: `table.boss_id = the caller's tenant`. */
export const forBoss = (table: { bossId: Column }, owner: { bossId: number }) => eq(table.bossId, owner.bossId);

/** The ids as one int[] parameter (a 50-shop scope is one value to build and send, not 50). */
const idArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** `shop_id = any(…)` for a non-empty id list: the shop filter of every dashboard query. */
export const inShops = (ids: number[], column = sql.raw('shop_id')): SQL => sql`${column} = any(${idArray(ids)})`;

/**
 * The ids as rows `i(id)`, for a lateral join per shop: a top-N over many shops then reads each shop's first
 * rows from an index instead of sorting every row of every shop (the N best overall are among each shop's N best).
 */
export const eachShop = (ids: number[]): SQL => sql`unnest(${idArray(ids)}) as i(id)`;

/** Display names (the seller's own, else the marketplace's) of shops by id. */
export const shopNames = async (db: Db, ids: number[]) => {
  if (!ids.length) {
    return new Map<number, string>();
  }
  const list = await rows<{ id: number; name: string }>(
    db,
    sql`select s.id, coalesce(n.display_name, s.name) as name from shops s
          left join shop_display_names n on n.shop_id = s.id where ${inShops(ids, sql.raw('s.id'))}`,
  );
  return new Map(list.map((r) => [Number(r.id), r.name]));
};
