import type { TAssignManagerRequest } from '@ksa/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  marketplaceAccounts,
  shopDisplayNames,
  shopStaff,
  shops,
  staffPermissions,
  users,
} from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { maskPhone } from '../../lib/secrets.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { resolveShopScope } from '../access/shop-access.js';
import { findPermissionIds } from '../auth/users.repo.js';
import { recordOperation } from '../op-log/op-log.service.js';
import { accountPhoneOf } from '../shops/shop-view.js';
import { setShops, shopIdsOf } from './staff.repo.js';
import { deleteStaffRows, endSessions, requireStaff, roleConflict, staffByPhone } from './staff-members.service.js';

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

type TAssign = Pick<TAssignManagerRequest, 'phone' | 'role' | 'password'> & {
  temuShopIdList: number[];
  sheinShopIdList: number[];
  /** undefined keeps the phone's permissions (the add-manager modal has none). */
  permissionIdList?: string[];
  /** Add to the phone's shops instead of replacing them (the add-manager modal). */
  merge?: boolean;
};

/**
 * Assigns a 店长/财务: creates the account for a new phone (password required) or updates a known
 * one. Shops and permissions are replaced as a whole, in one transaction; permissions and shops
 * take effect on the staff member's next request. A new password ends their current sessions.
 */
export const assignManager = async (deps: TDeps, auth: TAuth, a: TAssign) => {
  const existing = await staffByPhone(deps.db, auth.bossId, a.phone);
  if (existing && !MANAGER_ROLES.includes(existing.role as never)) {
    throw roleConflict(existing.role);
  }
  await resolveShopScope(deps, auth, { shopIds: a.temuShopIdList }, { platform: 'temu', exact: true });
  await resolveShopScope(deps, auth, { shopIds: a.sheinShopIdList }, { platform: 'shein', exact: true });
  if (!existing && !a.password) {
    throw new AppError('ASSIGN_PASSWORD_EMPTY');
  }
  // Re-entering the current password (the add-manager modal always asks for one) changes nothing.
  const samePassword = Boolean(existing && a.password && (await verifyPassword(existing.passwordHash, a.password)));
  const hash = a.password && !samePassword ? await hashPassword(a.password) : null;
  const now = deps.clock.now();
  const requested = [...a.temuShopIdList, ...a.sheinShopIdList];
  const { userId } = await deps.db.transaction(async (tx) => {
    let id = existing?.id;
    if (!id) {
      const [made] = await tx
        .insert(users)
        .values({ phone: a.phone, role: a.role, bossId: auth.bossId, passwordHash: hash, passwordChangedAt: now })
        .returning({ id: users.id });
      id = made!.id;
    } else {
      await tx
        .update(users)
        .set({ role: a.role, ...(hash ? { passwordHash: hash, passwordChangedAt: now } : {}) })
        .where(eq(users.id, id));
    }
    const before = a.merge
      ? (await tx.select({ id: shopStaff.shopId }).from(shopStaff).where(eq(shopStaff.userId, id))).map((r) => r.id)
      : [];
    const all = [...new Set([...before, ...requested])];
    await setShops(tx as never, id, all);
    if (a.permissionIdList) {
      await tx.delete(staffPermissions).where(eq(staffPermissions.userId, id));
      if (a.permissionIdList.length) {
        await tx
          .insert(staffPermissions)
          .values(a.permissionIdList.map((permissionId) => ({ userId: id!, permissionId })));
      }
    }
    await recordOperation(tx, {
      auth,
      action: 'staff.assign',
      detail: {
        phone: maskPhone(a.phone),
        role: a.role,
        created: !existing,
        shopIds: all,
        ...(a.permissionIdList ? { permissionIds: a.permissionIdList } : {}),
        passwordChanged: Boolean(existing && hash),
      },
    });
    return { userId: id };
  });
  // After the commit: the broker connections close only once the new password is in force.
  if (existing && hash) {
    await endSessions(deps, userId);
  }
  return { created: !existing };
};

/** Takes shops away from a 店长/财务; with no shop left they are removed and their sessions end. */
export const removeManagerShops = async (deps: TDeps, auth: TAuth, phone: string, shopIds: number[]) => {
  const u = await requireStaff(deps.db, auth.bossId, phone, MANAGER_ROLES);
  await resolveShopScope(deps, auth, { shopIds }, { exact: true });
  const ended = await deps.db.transaction(async (tx) => {
    await tx.delete(shopStaff).where(and(eq(shopStaff.userId, u.id), inArray(shopStaff.shopId, shopIds)));
    const left = await tx.select({ id: shopStaff.shopId }).from(shopStaff).where(eq(shopStaff.userId, u.id));
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
  const list = await deps.db
    .select({ shop: shops, account: marketplaceAccounts, custom: shopDisplayNames.displayName })
    .from(shops)
    .leftJoin(marketplaceAccounts, eq(marketplaceAccounts.id, shops.accountId))
    .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
    .where(eq(shops.bossId, auth.bossId))
    .orderBy(shops.platform, sql`${marketplaceAccounts.phone} nulls last`, shops.id);
  const staff = await deps.db
    .select({
      shopId: shopStaff.shopId,
      userId: users.id,
      phone: users.phone,
      role: users.role,
      perms: sql<
        string[]
      >`coalesce((select array_agg(${staffPermissions.permissionId} order by ${staffPermissions.permissionId}) from ${staffPermissions} where ${staffPermissions.userId} = ${users.id}), '{}')`,
    })
    .from(shopStaff)
    .innerJoin(users, eq(users.id, shopStaff.userId))
    .where(and(eq(users.bossId, auth.bossId), inArray(users.role, [...MANAGER_ROLES])))
    .orderBy(shopStaff.assignedAt, users.id);
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
