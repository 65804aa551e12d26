import { Limits } from '@ksa/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { newToken, sha256 } from '../../lib/secrets.js';

const DAY_MS = 86_400_000;

/** A new opaque token for the user; only its hash is stored. */
export const createSession = async (
  db: Db,
  userId: number,
  now: Date,
  meta: { ip?: string; userAgent?: string } = {},
) => {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + Limits.tokenDays * DAY_MS);
  const id = newToken(16);
  await db.insert(sessions).values({
    id,
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, sessionId: id, expiresAt };
};

export const findActiveSession = async (db: Db, token: string, now: Date) => {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
};

export const isSessionActive = async (db: Db, sessionId: string, now: Date) => {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return Boolean(row);
};

export const revokeSession = (db: Db, sessionId: string, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

/** Ends every token of a user: password reset, staff removal. Returns the ended session ids. */
export const revokeUserSessions = async (db: Db, userId: number, now: Date) => {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.map((s) => s.id);
};
