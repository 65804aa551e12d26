import { and, count, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, sessions, shops, users } from '../../db/schema/index.js';

/** The ids of every user of the tenant: the BOSS and the staff the BOSS created. */
export const tenantUserIds = async (db: Db, bossId: number) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.id, bossId), eq(users.bossId, bossId)))
  ).map((u) => u.id);

/** Shops and staff accounts that deletion will remove, for the confirmation reply. */
export const tenantSize = async (db: Db, bossId: number) => {
  const [s] = await db.select({ n: count() }).from(shops).where(eq(shops.bossId, bossId));
  const [u] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.bossId, bossId), ne(users.id, bossId)));
  return { shops: s?.n ?? 0, staff: u?.n ?? 0 };
};

/** Live sessions of these users, so their broker connections can be closed after the delete. */
export const liveSessionIds = async (db: Db, userIds: number[]) =>
  userIds.length
    ? (
        await db
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedAt)))
      ).map((s) => s.id)
    : [];

/**
 * Deletes the tenant. Every tenant table references users or shops with ON DELETE CASCADE, so
 * removing the users removes shops, marketplace credentials, synced data, costs, groups, tabs,
 * staff assignments and sessions. The tenant's operation log goes too.
 */
export const deleteTenant = async (db: Db, bossId: number, userIds: number[]) => {
  await db.delete(auditLog).where(eq(auditLog.bossId, bossId));
  // Staff first: they carry no FK to the BOSS, only the tenant id.
  await db.delete(users).where(and(inArray(users.id, userIds), ne(users.id, bossId)));
  await db.delete(users).where(eq(users.id, bossId));
};
