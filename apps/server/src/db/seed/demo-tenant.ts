import { eq } from 'drizzle-orm';
import type { TDeps } from '../../deps.js';
import { users } from '../schema/index.js';

/**
 * The visitor preview's tenant: a BOSS nobody can log in as (no phone, no password).
 * The marketplace issue binds its sandbox accounts so the preview shows synced data.
 */
export const seedDemoTenant = async (deps: Pick<TDeps, 'db'>) => {
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.isDemo, true)).limit(1);
  if (existing) {
    return existing.id;
  }
  const [row] = await deps.db
    .insert(users)
    .values({ role: 'boss', nickName: '演示BOSS', isDemo: true, isFirst: false })
    .returning({ id: users.id });
  return row!.id;
};
