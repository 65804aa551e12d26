import { type SQL, sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { addDays } from '../sync/days.js';

/** `shop_id in (…)` for a non-empty id list. */
export const inShops = (ids: number[], column = sql.raw('shop_id')): SQL =>
  sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** The period just before [from, to], of the same length (week: 15..8 days back; month: 61..31). */
export const previousPeriod = (from: string, to: string) => {
  const n = daysBetween(from, to);
  return { from: addDays(from, -n), to: addDays(from, -1) };
};

/** Every day of [from, to] (for zero-filled day charts). */
export const eachDay = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    out.push(d);
  }
  return out;
};

/** Default line type: by day up to 62 days, by month beyond. */
export const lineTypeOf = (from: string, to: string, asked?: 'day' | 'month') =>
  asked ?? (daysBetween(from, to) > 62 ? 'month' : 'day');

/** Display names (the seller's own, else the marketplace's) of shops by id. */
export const shopNames = async (deps: Pick<TDeps, 'db'>, ids: number[]) => {
  if (!ids.length) {
    return new Map<number, string>();
  }
  const list = await rows<{ id: number; name: string }>(
    deps.db,
    sql`select s.id, coalesce(n.display_name, s.name) as name from shops s
          left join shop_display_names n on n.shop_id = s.id where ${inShops(ids, sql.raw('s.id'))}`,
  );
  return new Map(list.map((r) => [Number(r.id), r.name]));
};
