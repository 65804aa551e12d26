import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminSessions, admins } from '../../db/schema/index.js';
import { newToken, sha256 } from '../../lib/secrets.js';

export type TAdminRow = typeof admins.$inferSelect;

export const getAdminByPhone = async (db: Db, phone: string) =>
  (await db.select().from(admins).where(eq(admins.phone, phone)).limit(1))[0] ?? null;

/** The new admin, or null when the phone is an admin already. */
export const insertAdmin = async (db: Db, phone: string, now: Date) =>
  (await db.insert(admins).values({ phone, createdAt: now }).onConflictDoNothing().returning())[0] ?? null;

/** A new admin token (prefixed, so seller routes can refuse it unread); only its hash is stored. */
export const insertAdminSession = async (
  db: Db,
  adminId: number,
  now: Date,
  ttlMs: number,
  prefix: string,
  ip: string | null,
) => {
  const token = `${prefix}${newToken()}`;
  const expiresAt = new Date(now.getTime() + ttlMs);
  const id = newToken(16);
  await db.insert(adminSessions).values({ id, adminId, tokenHash: sha256(token), createdAt: now, expiresAt, ip });
  return { token, sessionId: id, expiresAt };
};

/** The live session of a token with its (enabled) admin, or null. */
export const findAdminSession = async (db: Db, token: string, now: Date) =>
  (
    await db
      .select({ sessionId: adminSessions.id, adminId: admins.id, phone: admins.phone })
      .from(adminSessions)
      .innerJoin(admins, eq(admins.id, adminSessions.adminId))
      .where(
        and(
          eq(adminSessions.tokenHash, sha256(token)),
          isNull(adminSessions.revokedAt),
          gt(adminSessions.expiresAt, now),
          isNull(admins.disabledAt),
        ),
      )
      .limit(1)
  )[0] ?? null;

export const revokeAdminSession = (db: Db, sessionId: string, now: Date) =>
  db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
