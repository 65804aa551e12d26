import type { TRole } from '@ksa/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operatorEntities, shopStaff, staffPermissions, users } from '../../db/schema/index.js';
import { forBoss } from '../../db/scope.js';

type TOwner = { bossId: number };
type TStaffRole = Exclude<TRole, 'boss'>;

/** Creates a staff account of the tenant, without a password (they set their own); returns its id. */
export const insertStaffUser = async (db: Db, v: { phone: string; role: TStaffRole; bossId: number }) =>
  (await db.insert(users).values(v).returning({ id: users.id }))[0]!.id;

export const updateStaffUser = (
  db: Db,
  userId: number,
  set: { role?: TStaffRole; passwordHash?: string; passwordChangedAt?: Date },
) => db.update(users).set(set).where(eq(users.id, userId));

/** The tenant's staff of one role, by creation time or by id. */
export const findStaffByRole = (db: Db, owner: TOwner, role: TStaffRole, order: 'created' | 'id') =>
  db
    .select()
    .from(users)
    .where(and(forBoss(users, owner), eq(users.role, role)))
    .orderBy(...(order === 'created' ? [users.createdAt, users.id] : [users.id]));

export const getStaffById = async (db: Db, owner: TOwner, userId: number, role: TStaffRole) =>
  (
    await db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), forBoss(users, owner), eq(users.role, role)))
  )[0] ?? null;

/** Replaces a staff member's permissions with exactly these. */
export const replacePermissions = async (db: Db, userId: number, permissionIds: string[]) => {
  await db.delete(staffPermissions).where(eq(staffPermissions.userId, userId));
  if (permissionIds.length) {
    await db.insert(staffPermissions).values(permissionIds.map((permissionId) => ({ userId, permissionId })));
  }
};

export const findAssignedShopIds = async (db: Db, userId: number) =>
  (await db.select({ id: shopStaff.shopId }).from(shopStaff).where(eq(shopStaff.userId, userId))).map((r) => r.id);

export const removeAssignments = (db: Db, userId: number, shopIds: number[]) =>
  db.delete(shopStaff).where(and(eq(shopStaff.userId, userId), inArray(shopStaff.shopId, shopIds)));

export const findOperatorEntityIds = async (db: Db, userId: number) =>
  (
    await db
      .select({ id: operatorEntities.accountId })
      .from(operatorEntities)
      .where(eq(operatorEntities.userId, userId))
  ).map((r) => r.id);

/** Replaces an operator's main-account entities with exactly these. */
export const replaceOperatorEntities = async (db: Db, userId: number, accountIds: number[]) => {
  await db.delete(operatorEntities).where(eq(operatorEntities.userId, userId));
  await db.insert(operatorEntities).values(accountIds.map((accountId) => ({ userId, accountId })));
};
