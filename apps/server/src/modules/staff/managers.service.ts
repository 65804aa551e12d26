import type { TAssignManagerRequest } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { maskPhone } from '../../lib/secrets.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { resolveShopScope } from '../access/shop-access.js';
import { findPermissionIds } from '../auth/index.js';
import { recordOperation } from '../op-log/op-log.service.js';
import { accountPhoneOf } from '../shops/shop-view.js';
import { setShops, shopIdsOf } from './staff.repo.js';
import { requireConsent, staffForRole } from './staff-consent.service.js';
import { deleteStaffRows, endSessions, phoneTaken, requireStaff, staffByPhone } from './staff-members.service.js';
import { findDistributableShops, findRoleAssignments } from './staff-shops.repo.js';
import {
  findAssignedShopIds,
  insertStaffUser,
  removeAssignments,
  replacePermissions,
  updateStaffUser,
} from './staff-users.repo.js';

const MANAGER_ROLES = ['manager', 'finance'] as const;

/** The 'continue' check: null for a new phone, else what the form loads (role, shops, permissions). */
export const checkWorkerPhone = async (deps: TDeps, auth: TAuth, phone: string) => {
  const u = await staffByPhone(deps.db, auth.bossId, phone);
  if (!u || u.role === 'boss') {
    return null;
  }
  return {
    role: u.role,
    passwordSet: Boolean(u.passwordHash),
    ...(await shopIdsOf(deps.db, u.id)),
    permissionIdList: await findPermissionIds(deps.db, u.id),
  };
};

type TAssign = Pick<TAssignManagerRequest, 'phone' | 'password'> & {
  /** undefined: a new phone becomes a manager, a known one keeps its role. */
  role?: 'manager' | 'finance';
  temuShopIdList: number[];
  sheinShopIdList: number[];
  /** undefined keeps the phone's permissions (the add-manager modal has none). */
  permissionIdList?: string[];
  /** Add to the phone's shops instead of replacing them (the add-manager modal). */
  merge?: boolean;
  /** The code that reached the phone: required for a phone not yet this BOSS's staff. */
  code?: string;
};

/**
 * Assigns a 店长/财务. A phone not yet this BOSS's staff is created only with its code (consent) and
 * without a password (they set their own at first login); a known one is updated. Shops and
 * permissions are replaced as a whole, in one transaction with the log line; they take effect on
 * the staff member's next request. A new password ends their current sessions.
 */
export const assignManager = async (deps: TDeps, auth: TAuth, a: TAssign) => {
  const existing = await staffForRole(deps, auth, a.phone, 'manager');
  await resolveShopScope(deps, auth, { shopIds: a.temuShopIdList }, { platform: 'temu', exact: true });
  await resolveShopScope(deps, auth, { shopIds: a.sheinShopIdList }, { platform: 'shein', exact: true });
  await requireConsent(deps, auth, { phone: a.phone, existing, code: a.code, password: a.password });
  // Re-entering the current password (the add-manager modal may ask for one) changes nothing.
  const samePassword = Boolean(existing && a.password && (await verifyPassword(existing.passwordHash, a.password)));
  const hash = existing && a.password && !samePassword ? await hashPassword(a.password) : null;
  const role = a.role ?? (existing?.role as 'manager' | 'finance' | undefined) ?? 'manager';
  const now = deps.clock.now();
  const requested = [...a.temuShopIdList, ...a.sheinShopIdList];
  const { userId } = await deps.db.transaction(async (tx) => {
    const id = existing
      ? existing.id
      : await insertStaffUser(tx, { phone: a.phone, role, bossId: auth.bossId }).catch(phoneTaken());
    if (existing) {
      await updateStaffUser(tx, id, { role, ...(hash ? { passwordHash: hash, passwordChangedAt: now } : {}) });
    }
    const before = a.merge ? await findAssignedShopIds(tx, id) : [];
    const all = [...new Set([...before, ...requested])];
    await setShops(tx, id, all);
    if (a.permissionIdList) {
      await replacePermissions(tx, id, a.permissionIdList);
    }
    await recordOperation(tx, {
      auth,
      action: 'staff.assign',
      detail: {
        phone: maskPhone(a.phone),
        role,
        created: !existing,
        shopIds: all,
        ...(a.permissionIdList ? { permissionIds: a.permissionIdList } : {}),
        passwordChanged: Boolean(hash),
        ...(a.code === undefined ? {} : { byCode: true }),
      },
    });
    return { userId: id };
  });
  // After the commit: the broker connections close only once the new password is in force.
  if (hash) {
    await endSessions(deps, userId);
  }
  return { created: !existing };
};

/** Takes shops away from a 店长/财务; with no shop left they are removed and their sessions end. */
export const removeManagerShops = async (deps: TDeps, auth: TAuth, phone: string, shopIds: number[]) => {
  const u = await requireStaff(deps.db, auth.bossId, phone, MANAGER_ROLES);
  await resolveShopScope(deps, auth, { shopIds }, { exact: true });
  const ended = await deps.db.transaction(async (tx) => {
    await removeAssignments(tx, u.id, shopIds);
    const left = await findAssignedShopIds(tx, u.id);
    const sessions = left.length ? [] : await deleteStaffRows(tx, deps.clock.now(), u.id);
    await recordOperation(tx, {
      auth,
      action: 'staff.removeShops',
      detail: { phone: maskPhone(phone), shopIds, removed: !left.length },
    });
    return sessions;
  });
  // Broker connections close after the commit (MQTT is not transactional).
  deps.realtime.disconnectSessions(ended);
};

/** The assignment table: every shop of the BOSS with its main account, expiry and managers. */
export const distributeList = async (deps: TDeps, auth: TAuth) => {
  const list = await findDistributableShops(deps.db, auth);
  const staff = await findRoleAssignments(deps.db, auth, [...MANAGER_ROLES]);
  return list.map(({ shop, account, custom }) => {
    const managers = staff
      .filter((s) => s.shopId === shop.id)
      .map((s) => ({ phone: s.phone ?? '', role: s.role as 'manager' | 'finance', permissionIdList: s.perms }));
    return {
      mallId: shop.id,
      mallName: custom ?? shop.name,
      platformType: shop.platform,
      isSemiManagedMall: shop.semiManaged,
      accountPhone: accountPhoneOf(account),
      temuUid: shop.platform === 'temu' && account?.kind === 'temu_seller' ? account.externalId : null,
      expireDate: shop.expireAt?.toISOString() ?? null,
      phoneStr: managers.map((m) => m.phone).join(','),
      managers,
    };
  });
};
