import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staffPermissions, users } from '../../db/schema/index.js';

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

export const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: string }).code === '23505' || /unique/i.test(String((err as Error).message)));
