import { RoleLabel, type TRole } from '@ksa/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type marketplaceAccounts, shopStaff, shops, users } from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { revokeUserSessions } from '../auth/sessions.repo.js';
import { findUserByPhone, type TUserRow } from '../auth/users.repo.js';

export type TStaffRole = Exclude<TRole, 'boss'>;

/**
 * The phone's user if it is free or one of this BOSS's staff. A phone belongs to one account, so a
 * BOSS, or another BOSS's staff member, can never be pulled into this tenant.
 */
export const staffByPhone = async (db: Db, bossId: number, phone: string): Promise<TUserRow | null> => {
  const u = await findUserByPhone(db, phone);
  if (u && (u.role === 'boss' || u.bossId !== bossId)) {
    throw new AppError('STAFF_PHONE_OTHER');
  }
  return u;
};

/** This BOSS's staff member with one of these roles, or 404. */
export const requireStaff = async (db: Db, bossId: number, phone: string, roles: readonly TStaffRole[]) => {
  const u = await findUserByPhone(db, phone);
  if (!u || u.role === 'boss' || u.bossId !== bossId || !roles.includes(u.role)) {
    throw new AppError('NOT_FOUND');
  }
  return u;
};

export const roleConflict = (role: TRole) => new AppError('STAFF_ROLE_CONFLICT', { role: RoleLabel[role] });

/** The BOSS's shops among ids, each checked against its platform; any stranger → 404 (no inference). */
export const ownShops = async (db: Db, bossId: number, ids: number[], platform?: 'temu' | 'shein') => {
  if (!ids.length) {
    return [];
  }
  const found = await db
    .select({ id: shops.id, platform: shops.platform, accountId: shops.accountId })
    .from(shops)
    .where(and(eq(shops.bossId, bossId), inArray(shops.id, ids)));
  if (found.length !== new Set(ids).size || (platform && found.some((s) => s.platform !== platform))) {
    throw new AppError('NOT_FOUND');
  }
  return found;
};

export const shopIdsOf = async (db: Db, userId: number) =>
  (
    await db
      .select({ id: shopStaff.shopId, platform: shops.platform })
      .from(shopStaff)
      .innerJoin(shops, eq(shops.id, shopStaff.shopId))
      .where(eq(shopStaff.userId, userId))
      .orderBy(shopStaff.shopId)
  ).reduce(
    (acc, s) => {
      (s.platform === 'temu' ? acc.temuShopIdList : acc.sheinShopIdList).push(s.id);
      return acc;
    },
    { temuShopIdList: [] as number[], sheinShopIdList: [] as number[] },
  );

/** Replaces a staff member's shops with exactly these. */
export const setShops = async (db: Db, userId: number, shopIds: number[]) => {
  await db.delete(shopStaff).where(eq(shopStaff.userId, userId));
  if (shopIds.length) {
    await db
      .insert(shopStaff)
      .values([...new Set(shopIds)].map((shopId) => ({ shopId, userId })))
      .onConflictDoNothing();
  }
};

/** Ends every token and broker connection of a user: used on removal and on a BOSS's password change. */
export const endSessions = async (deps: TDeps, userId: number) => {
  const ended = await revokeUserSessions(deps.db, userId, deps.clock.now());
  deps.realtime.disconnectSessions(ended);
};

/** Removes a staff member entirely: tokens end, connections close, assignments go (cascade). */
export const deleteStaff = async (deps: TDeps, user: TUserRow) => {
  await endSessions(deps, user.id);
  await deps.db.delete(users).where(eq(users.id, user.id));
};

/** Staff see only their assigned shops of their own BOSS's tenant. */
export const staffShops = (db: Db, auth: Pick<TAuth, 'userId' | 'bossId'>) =>
  db
    .select({ id: shops.id, platform: shops.platform, expireAt: shops.expireAt })
    .from(shopStaff)
    .innerJoin(shops, eq(shops.id, shopStaff.shopId))
    .where(and(eq(shopStaff.userId, auth.userId), eq(shops.bossId, auth.bossId)));

/** How a main account reads in lists: the Temu phone, or the Shein supplier id. */
export const accountLabel = (a: Pick<typeof marketplaceAccounts.$inferSelect, 'platform' | 'phone' | 'externalId'>) =>
  a.platform === 'temu' ? (a.phone ?? a.externalId) : `SHEIN ${a.externalId}`;
