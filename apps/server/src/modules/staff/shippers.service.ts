import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { maskPhone } from '../../lib/secrets.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { isUniqueViolation } from '../auth/users.repo.js';
import { recordOperation } from '../op-log/op-log.service.js';
import { deleteStaff, endSessions, requireStaff, roleConflict, staffByPhone } from './staff-members.service.js';
import { findStaffByRole, insertStaffUser, updateStaffUser } from './staff-users.repo.js';

/** Warehouse shippers (仓库发货员): phone and password, for the mobile app. */
export const addShipper = async (deps: TDeps, auth: TAuth, phone: string, password: string) => {
  const existing = await staffByPhone(deps.db, auth.bossId, phone);
  if (existing?.role === 'manager' || existing?.role === 'finance') {
    throw new AppError('PHONE_IS_MANAGER');
  }
  if (existing?.role === 'shipper') {
    throw new AppError('SHIPPER_EXISTS');
  }
  if (existing) {
    throw roleConflict(existing.role);
  }
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    try {
      await insertStaffUser(tx, {
        phone,
        role: 'shipper',
        bossId: auth.bossId,
        passwordHash,
        passwordChangedAt: deps.clock.now(),
      });
    } catch (err) {
      // Two saves of the same phone at once: the second finds the first.
      if (isUniqueViolation(err)) {
        throw new AppError('SHIPPER_EXISTS');
      }
      throw err;
    }
    await recordOperation(tx, { auth, action: 'shipper.add', detail: { phone: maskPhone(phone) } });
  });
};

export const listShippers = async (deps: TDeps, auth: TAuth) =>
  (await findStaffByRole(deps.db, auth, 'shipper', 'created')).map((u) => ({
    username: u.phone ?? '',
    createdAt: u.createdAt.toISOString(),
  }));

/** A new password ends the shipper's sessions: whoever knew the old one is out. */
export const setShipperPassword = async (deps: TDeps, auth: TAuth, phone: string, password: string) => {
  const u = await requireStaff(deps.db, auth.bossId, phone, ['shipper']);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await updateStaffUser(tx, u.id, { passwordHash, passwordChangedAt: deps.clock.now() });
    await recordOperation(tx, { auth, action: 'shipper.password', detail: { phone: maskPhone(phone) } });
  });
  await endSessions(deps, u.id);
};

export const removeShipper = async (deps: TDeps, auth: TAuth, phone: string) => {
  const u = await requireStaff(deps.db, auth.bossId, phone, ['shipper']);
  await deleteStaff(deps, u, (tx) =>
    recordOperation(tx, { auth, action: 'shipper.remove', detail: { phone: maskPhone(phone) } }),
  );
};
