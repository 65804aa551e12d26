import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shops, staffPermissions, users } from '../../db/schema/index.js';

export type TUserRow = typeof users.$inferSelect;

export const findUserByPhone = async (db: Db, phone: string) =>
  (await db.select().from(users).where(eq(users.phone, phone)).limit(1))[0] ?? null;

export const findUserById = async (db: Db, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0] ?? null;

export const findUserByOpenid = async (db: Db, openid: string) =>
  (await db.select().from(users).where(eq(users.wechatOpenid, openid)).limit(1))[0] ?? null;

export const findPermissionIds = async (db: Db, userId: number) =>
  (
    await db
      .select({ id: staffPermissions.permissionId })
      .from(staffPermissions)
      .where(eq(staffPermissions.userId, userId))
  )
    .map((r) => r.id)
    .sort();

/** A BOSS is their own tenant. */
export const tenantOf = (u: Pick<TUserRow, 'id' | 'role' | 'bossId'>) =>
  u.role === 'boss' ? u.id : (u.bossId ?? u.id);

/** Drizzle wraps the driver's error; the PostgreSQL code (23505) sits on it or on its cause. */
export const isUniqueViolation = (err: unknown): boolean => {
  for (
    let e = err as { code?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505') {
      return true;
    }
  }
  return false;
};

/** Moves a WeChat identity from one account to another in the caller's transaction. */
export const moveWechatIdentity = async (
  db: Db,
  from: Pick<TUserRow, 'id' | 'wechatOpenid' | 'wechatUnionid'>,
  toId: number,
) => {
  await db.update(users).set({ wechatOpenid: null, wechatUnionid: null }).where(eq(users.id, from.id));
  await db
    .update(users)
    .set({ wechatOpenid: from.wechatOpenid, wechatUnionid: from.wechatUnionid })
    .where(eq(users.id, toId));
};

/** Gives an account its phone and password hash. */
export const setPhoneAndPassword = async (db: Db, id: number, phone: string, passwordHash: string, now: Date) => {
  await db.update(users).set({ phone, passwordHash, passwordChangedAt: now }).where(eq(users.id, id));
};

export const insertBoss = async (db: Db, u: { phone: string; passwordHash: string; nickName: string; now: Date }) => {
  const [r] = await db
    .insert(users)
    .values({
      phone: u.phone,
      passwordHash: u.passwordHash,
      role: 'boss',
      nickName: u.nickName,
      passwordChangedAt: u.now,
    })
    .returning({ id: users.id });

  return r!.id;
};

export const setPassword = (db: Db, id: number, passwordHash: string, now: Date) =>
  db.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, id));

/** Sets the password only if none is set; false when one was (a guarded update: of two, one wins). */
export const setPasswordIfUnset = async (db: Db, id: number, passwordHash: string, now: Date) =>
  (
    await db
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(and(eq(users.id, id), isNull(users.passwordHash)))
      .returning({ id: users.id })
  ).length > 0;

/** The visitor preview's demo BOSS, if the demo tenant is seeded. */
export const findDemoUserId = async (db: Db) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.isDemo, true)).limit(1))[0]?.id ?? null;

/** Whether the demo tenant holds any shop (data loaded into it), not just its empty row. */
export const demoTenantHasShops = async (db: Db, demoId: number) =>
  (await db.select({ id: shops.id }).from(shops).where(eq(shops.bossId, demoId)).limit(1)).length > 0;
