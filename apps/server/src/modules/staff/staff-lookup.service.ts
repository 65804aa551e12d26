import type { ZAddManagerRequestSchema } from '@ksa/contract';
import type { z } from 'zod';
import type { TDeps } from '../../deps.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { resolveShopScope } from '../access/shop-access.js';
import { sendCode, verifyCode } from '../auth/sms-codes.service.js';
import { findPermissionIds } from '../auth/users.repo.js';
import { assignManager } from './managers.service.js';
import { shopIdsOf } from './staff.repo.js';
import { requireStaff, roleConflict, staffByPhone } from './staff-members.service.js';

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

/** The add-manager modal's code goes to the manager's phone, so a BOSS cannot add a stranger's number. */
export const sendManagerCode = async (deps: TDeps, auth: TAuth, phone: string, ip: string) => {
  const u = await staffByPhone(deps.db, auth.bossId, phone);
  if (u && u.role !== 'manager' && u.role !== 'finance') {
    throw roleConflict(u.role);
  }
  return sendCode(deps, 'manager', phone, ip);
};

/** The add-manager modal: the BOSS's own shops (ids taken literally), the code, then the assignment. */
export const addManagerWithCode = async (deps: TDeps, auth: TAuth, b: z.output<typeof ZAddManagerRequestSchema>) => {
  const shops = await resolveShopScope(deps, auth, { shopIds: b.shopIdStr }, { exact: true });
  await verifyCode(deps, 'manager', b.phone, b.code);
  return assignManager(deps, auth, {
    phone: b.phone,
    role: 'manager',
    password: b.password,
    temuShopIdList: shops.filter((s) => s.platform === 'temu').map((s) => s.id),
    sheinShopIdList: shops.filter((s) => s.platform === 'shein').map((s) => s.id),
    merge: true,
  });
};
