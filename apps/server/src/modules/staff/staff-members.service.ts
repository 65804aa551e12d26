import { RoleLabel, type TErrorId, type TRole } from '@ksa/contract';
import type { Db } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { findUserByPhone, isUniqueViolation, revokeUserSessions, type TUserRow } from '../auth/index.js';
import { deleteUser } from './staff.repo.js';

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

/**
 * For the insert of a new staff member: the phone was taken between the check and the insert (the
 * same save twice, or its owner registering at that moment), so the reply is the check's, not a 500.
 */
export const phoneTaken =
  (id: TErrorId = 'STAFF_PHONE_OTHER') =>
  (err: unknown): never => {
    throw isUniqueViolation(err) ? new AppError(id) : err;
  };

/** Ends every token and broker connection of a user: used on removal and on a BOSS's password change. */
export const endSessions = async (deps: TDeps, userId: number) => {
  const ended = await revokeUserSessions(deps.db, userId, deps.clock.now());
  deps.realtime.disconnectSessions(ended);
};

/**
 * Within a transaction: ends a staff member's tokens and deletes them (assignments go by cascade).
 * Returns the ended session ids, whose broker connections the caller closes after the commit.
 */
export const deleteStaffRows = async (tx: Db, now: Date, userId: number) => {
  const ended = await revokeUserSessions(tx, userId, now);
  await deleteUser(tx, userId);
  return ended;
};

/**
 * Removes a staff member entirely (tokens end, assignments go by cascade) together with the log line
 * `record` writes, in one transaction; their broker connections close after the commit.
 */
export const deleteStaff = async (deps: TDeps, user: TUserRow, record: (tx: Db) => Promise<void>) => {
  const ended = await deps.db.transaction(async (tx) => {
    const sessions = await deleteStaffRows(tx, deps.clock.now(), user.id);
    await record(tx);
    return sessions;
  });
  deps.realtime.disconnectSessions(ended);
};
