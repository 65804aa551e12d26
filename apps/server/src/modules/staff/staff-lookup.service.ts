import type { TAddManagerRequest } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { resolveShopScope } from '../access/shop-access.js';
import { findPermissionIds } from '../auth/index.js';
import { assignManager } from './managers.service.js';
import { shopIdsOf } from './staff.repo.js';
import { requireStaff } from './staff-members.service.js';

const STAFF = ['manager', 'finance', 'shipper', 'operator'] as const;

/** A staff member's shops, per platform (any of this BOSS's staff roles; anyone else is a 404). */
export const workerShops = async (deps: TDeps, auth: TAuth, phone: string) =>
  shopIdsOf(deps.db, (await requireStaff(deps.db, auth.bossId, phone, STAFF)).id);

export const workerPermissions = async (deps: TDeps, auth: TAuth, phone: string) =>
  findPermissionIds(deps.db, (await requireStaff(deps.db, auth.bossId, phone, STAFF)).id);

/** Whether a password is set and when it last changed (never the password). */
export const workerPassword = async (deps: TDeps, auth: TAuth, phone: string) => {
  const u = await requireStaff(deps.db, auth.bossId, phone, STAFF);
  return { passwordSet: Boolean(u.passwordHash), passwordChangedAt: u.passwordChangedAt?.toISOString() ?? null };
};

/**
 * distributeShopToUser: the BOSS's own shops (ids taken literally, either platform), then the
 * assignment with the code that reached the phone (merged into the shops the phone has).
 */
export const addManagerWithCode = async (deps: TDeps, auth: TAuth, b: TAddManagerRequest) => {
  const shops = await resolveShopScope(deps, auth, { shopIds: b.shopIdStr }, { exact: true });
  return assignManager(deps, auth, {
    phone: b.phone,
    code: b.code,
    role: b.role,
    password: b.password,
    permissionIdList: b.permissionIdList,
    temuShopIdList: shops.filter((s) => s.platform === 'temu').map((s) => s.id),
    sheinShopIdList: shops.filter((s) => s.platform === 'shein').map((s) => s.id),
    merge: true,
  });
};
