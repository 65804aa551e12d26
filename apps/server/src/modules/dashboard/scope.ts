import { Limits } from '@ksa/contract';
import { type SQL, sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { visibleShops } from '../shops/shops.routes.js';
import { addDays } from '../sync/days.js';

export type TScope = { shopId?: number; shopIds?: number[] };

/**
 * The shops a dashboard call covers: the caller's visible shops of one platform among the request's
 * (100 = all). One explicitly chosen expired shop answers 系统使用期限已到期; within all shops or a group,
 * expired shops are left out (their data waits behind the renewal prompt).
 */
export const dashShops = async (
  deps: TDeps,
  auth: TAuth,
  scope: TScope,
  platform: 'temu' | 'shein',
  preloaded?: Awaited<ReturnType<typeof visibleShops>>,
) => {
  const asked = scope.shopIds ?? [scope.shopId!];
  // One query: the caller's visible shops with platform and expiry (a shop not among them is a 404).
  const visible = preloaded ?? (await visibleShops(deps, auth));
  const all = asked.includes(Limits.allShopsId);
  const byId = new Map(visible.map((s) => [s.id, s]));
  if (!all && !asked.every((id) => byId.has(id))) {
    throw new AppError('NOT_FOUND');
  }
  const chosen = all ? visible : [...new Set(asked)].map((id) => byId.get(id)!);
  const now = deps.clock.now();
  const own = chosen.filter((s) => s.platform === platform);
  const live = own.filter((s) => !s.expireAt || s.expireAt > now);
  if (!all && asked.length === 1 && own.length === 1 && live.length === 0) {
    throw new AppError('EXPIRED');
  }
  return live.map((s) => s.id).sort((a, b) => a - b);
};

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

/** Shops of the selection the dashboards leave out (expired) or soon will (under 24 h left). */
export const restrictedShops = async (
  deps: TDeps,
  auth: TAuth,
  scope: TScope,
  platform: 'temu' | 'shein',
  preloaded?: Awaited<ReturnType<typeof visibleShops>>,
) => {
  const asked = scope.shopIds ?? [scope.shopId!];
  const visible = preloaded ?? (await visibleShops(deps, auth));
  const all = asked.includes(Limits.allShopsId);
  if (!all && !asked.every((id) => visible.some((s) => s.id === id))) {
    throw new AppError('NOT_FOUND');
  }
  const now = deps.clock.now().getTime();
  const soon = now + 24 * 3_600_000;
  const hit = visible.filter(
    (s) => s.platform === platform && (all || asked.includes(s.id)) && s.expireAt && s.expireAt.getTime() <= soon,
  );
  if (!hit.length) {
    return { restricted: false, shops: [] };
  }
  const nameOf = await shopNames(
    deps,
    hit.map((s) => s.id),
  );
  return {
    restricted: hit.some((s) => s.expireAt!.getTime() <= now),
    shops: hit
      .sort((a, b) => a.id - b.id)
      .map((s) => ({
        mallId: s.id,
        mallName: nameOf.get(s.id) ?? String(s.id),
        expireDate: s.expireAt ? s.expireAt.toISOString() : null,
        state: s.expireAt!.getTime() <= now ? ('expired' as const) : ('expiring' as const),
      })),
  };
};

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
