import { eq } from 'drizzle-orm';
import { shops, users } from '../../db/schema/index.js';
import type { THarness } from '../../test/harness.js';
import { createSession } from '../auth/index.js';

let seq = 0;

/** Binds shops straight into the table (binding itself is the marketplaces module's concern). */
export const seedShops = async (
  h: THarness,
  bossId: number,
  list: { platform: 'temu' | 'shein'; semi?: boolean; name: string; expireAt?: Date }[],
) =>
  (
    await h.db.db
      .insert(shops)
      .values(
        list.map((s) => ({
          bossId,
          platform: s.platform,
          semiManaged: s.semi ?? false,
          externalId: `tab-${process.pid}-${seq++}`,
          name: s.name,
          expireAt: s.expireAt ?? null,
        })),
      )
      .returning({ id: shops.id })
  ).map((r) => r.id);

export const visitorOf = async (h: THarness) => {
  const token = (await h.get('/api/auth/visitor')).body.data.token as string;
  const [demo] = await h.db.db.select({ id: users.id }).from(users).where(eq(users.isDemo, true));
  return { token, uid: demo!.id };
};

/** A store manager of this BOSS, logged in (staff creation belongs to another module). */
export const staffOf = async (h: THarness, bossId: number) => {
  const [u] = await h.db.db.insert(users).values({ role: 'manager', bossId, nickName: '店长' }).returning();
  return (await createSession(h.db.db, u!.id, new Date())).token;
};
