import type { Db } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { hmac } from '../../lib/secrets.js';
import { demoTenantHasShops, findDemoUserId } from './users.repo.js';

type TVisitor = { userId: number; token: string };
const cache = new WeakMap<Db, TVisitor>();
/** With no demo tenant (demo off), checking again on every request would cost a query each time. */
const absentUntil = new WeakMap<Db, number>();
const ABSENT_RECHECK_MS = 60_000;

/**
 * The visitor preview reads the demo tenant (in production only once it holds shops). Its token is derived from the server secret, so it
 * is the same on every server of a cluster and needs no session row per anonymous page view.
 */
export const visitorToken = async (deps: TDeps): Promise<TVisitor | null> => {
  const hit = cache.get(deps.db);
  if (hit) {
    return hit;
  }
  if ((absentUntil.get(deps.db) ?? 0) > Date.now()) {
    return null;
  }
  const demoId = await findDemoUserId(deps.db);
  // Production binds no sandbox accounts, so an empty demo tenant would show a preview of nothing: no visitor until
  // its data has been loaded (docs/deployment.md, visitor demo).
  if (demoId === null || (deps.config.production && !(await demoTenantHasShops(deps.db, demoId)))) {
    absentUntil.set(deps.db, Date.now() + ABSENT_RECHECK_MS);
    return null;
  }
  const v = { userId: demoId, token: `visitor.${hmac(deps.config.secret, `visitor:${demoId}`).slice(0, 40)}` };
  cache.set(deps.db, v);
  return v;
};
