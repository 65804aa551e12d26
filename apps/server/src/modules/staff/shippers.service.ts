import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { maskPhone } from '../../lib/secrets.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { visibleShopIds } from '../access/shop-access.js';
import { recordOperation } from '../op-log/op-log.service.js';
import { setShops } from './staff.repo.js';
import { requireConsent, staffForRole } from './staff-consent.service.js';
import { deleteStaff, endSessions, phoneTaken, requireStaff } from './staff-members.service.js';
import { findAssignedShopIds, findStaffByRole, insertStaffUser, updateStaffUser } from './staff-users.repo.js';

/** The BOSS's own shops among `shopIds`, deduplicated and ascending; one that is not theirs is a 404 (no probing). */
const ownShops = async (deps: TDeps, auth: TAuth, shopIds: number[]) => {
  const own = await visibleShopIds(deps, auth);
  const wanted = [...new Set(shopIds)].sort((a, b) => a - b);
  if (wanted.some((id) => !own.includes(id))) {
    throw new AppError('NOT_FOUND');
  }
  return wanted;
};

/**
 * Adds a warehouse shipper (仓库发货员, mobile app) with the code that reached their phone, and the
 * shops whose stock orders they pack (assigned later through 分配店铺 when none are given); they set
 * their own password at first login (SMS-code login in the app /m/, or 找回密码).
 */
export const addShipper = async (
  deps: TDeps,
  auth: TAuth,
  b: { phone: string; code?: string; password?: string; shopIds?: number[] },
) => {
  // A known phone is refused here (a manager, an existing shipper, another role), so `existing` is null.
  const existing = await staffForRole(deps, auth, b.phone, 'shipper');
  const shopIds = await ownShops(deps, auth, b.shopIds ?? []);
  await requireConsent(deps, auth, { phone: b.phone, existing, code: b.code, password: b.password });
  await deps.db.transaction(async (tx) => {
    // Two saves of the same phone at once: the second finds the first.
    const id = await insertStaffUser(tx, { phone: b.phone, role: 'shipper', bossId: auth.bossId }).catch(
      phoneTaken('SHIPPER_EXISTS'),
    );
    await setShops(tx, id, shopIds);
    await recordOperation(tx, { auth, action: 'shipper.add', detail: { phone: maskPhone(b.phone), byCode: true } });
  });
};

export const listShippers = async (deps: TDeps, auth: TAuth) =>
  Promise.all(
    (await findStaffByRole(deps.db, auth, 'shipper', 'created')).map(async (u) => ({
      username: u.phone ?? '',
      createdAt: u.createdAt.toISOString(),
      shopIds: (await findAssignedShopIds(deps.db, u.id)).sort((a, b) => a - b),
    })),
  );

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
