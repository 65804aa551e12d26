import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';
import { hmac } from '../../lib/secrets.js';

type TVisitor = { userId: number; token: string };
const cache = new WeakMap<Db, TVisitor>();

/**
 * The visitor preview reads the demo tenant. Its token is derived from the server secret, so it
 * is the same on every server of a cluster and needs no session row per anonymous page view.
 */
export const visitorToken = async (deps: TDeps): Promise<TVisitor | null> => {
  const hit = cache.get(deps.db);
  if (hit) {
    return hit;
  }
  const [demo] = await deps.db.select({ id: users.id }).from(users).where(eq(users.isDemo, true)).limit(1);
  if (!demo) {
    return null;
  }
  const v = { userId: demo.id, token: `visitor.${hmac(deps.config.secret, `visitor:${demo.id}`).slice(0, 40)}` };
  cache.set(deps.db, v);
  return v;
};
