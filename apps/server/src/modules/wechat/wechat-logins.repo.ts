import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, wechatLogins } from '../../db/schema/index.js';

export const insertWechatLogin = (db: Db, row: typeof wechatLogins.$inferInsert) => db.insert(wechatLogins).values(row);

/** A login still waiting for its scan. */
export const findPendingLogin = async (db: Db, loginId: string, now: Date) =>
  (
    await db
      .select()
      .from(wechatLogins)
      .where(and(eq(wechatLogins.id, loginId), eq(wechatLogins.status, 'pending'), gt(wechatLogins.expiresAt, now)))
      .limit(1)
  )[0] ?? null;

export const findLogin = async (db: Db, loginId: string) =>
  (await db.select().from(wechatLogins).where(eq(wechatLogins.id, loginId)).limit(1))[0] ?? null;

export const confirmLogin = (db: Db, loginId: string, userId: number, needPhone: boolean) =>
  db.update(wechatLogins).set({ status: 'confirmed', userId, needPhone }).where(eq(wechatLogins.id, loginId));

/** Claims a confirmed login once (a guarded UPDATE: two polls cannot both get the token). */
export const claimConfirmedLogin = async (db: Db, loginId: string) =>
  (
    await db
      .update(wechatLogins)
      .set({ status: 'consumed' })
      .where(and(eq(wechatLogins.id, loginId), eq(wechatLogins.status, 'confirmed')))
      .returning({ userId: wechatLogins.userId, needPhone: wechatLogins.needPhone })
  )[0] ?? null;

/** Attaches a WeChat identity to an existing account and returns the account. */
export const attachWechat = async (db: Db, userId: number, openid: string, unionid: string | null) => {
  await db.update(users).set({ wechatOpenid: openid, wechatUnionid: unionid }).where(eq(users.id, userId));
  return (await db.select().from(users).where(eq(users.id, userId)))[0] ?? null;
};

/** A new BOSS account known only by its WeChat identity (a phone is bound next). */
export const createWechatBoss = async (db: Db, nickName: string, openid: string, unionid: string | null) =>
  (
    await db.insert(users).values({ role: 'boss', nickName, wechatOpenid: openid, wechatUnionid: unionid }).returning()
  )[0] ?? null;
