import {
  ApiRoutes,
  permissionKeysFor,
  SHORT_CRED_MINUTES,
  type TDeviceRow,
  type TRegisterDeviceBody,
  type TRegisteredDevice,
  type TRouteDef,
  type TTemuCred,
} from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { sealJson, unsealJson } from '../../lib/seal.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import { assertRoleMayCall, type TAuth } from '../../plugins/auth-context.js';
import { visibleShopIds } from '../access/shop-access.js';
import { audit } from '../audit/audit.service.js';
import { findPermissionIds, tenantOf } from '../auth/index.js';
import { subSessionForStaff } from '../staff/staff-temu-sub.service.js';
import * as repo from './devices.repo.js';

const MAX_DEVICES_PER_USER = 20;

/** Registers an installation for the calling user; the token is shown once and stored only as its hash. */
export const registerDevice = async (
  deps: TDeps,
  auth: TAuth,
  body: TRegisterDeviceBody,
): Promise<TRegisteredDevice> => {
  const now = deps.clock.now();
  const token = newToken();
  const deviceId = await deps.db.transaction(async (tx) => {
    const mine = await repo.listDevices(tx, auth.bossId, auth.userId);
    // A reinstall registers again; the oldest registrations beyond the cap are signed out instead of refusing it.
    for (const old of mine.slice(MAX_DEVICES_PER_USER - 1)) {
      await repo.revokeDevice(tx, auth.bossId, old.deviceId, now, auth.userId);
    }
    const id = await repo.insertDevice(tx, {
      bossId: auth.bossId,
      userId: auth.userId,
      kind: body.kind,
      name: body.name,
      platform: body.platform,
      tokenHash: sha256(token),
      createdAt: now,
    });
    await audit(tx, {
      event: 'device.register',
      ok: true,
      userId: auth.userId,
      bossId: auth.bossId,
      phone: auth.phone,
      detail: { deviceId: id, kind: body.kind },
    });
    return id;
  });
  return { deviceId, token };
};

/** The BOSS sees every device of the tenant (staff included); a staff member only their own. */
export const listDevices = async (deps: TDeps, auth: TAuth, currentDeviceId?: number): Promise<TDeviceRow[]> => {
  const rows = await repo.listDevices(deps.db, auth.bossId, auth.role === 'boss' ? undefined : auth.userId);
  return rows.map((r) => ({
    ...r,
    phone: r.phone ?? '',
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt?.toISOString() ?? null,
    current: r.deviceId === currentDeviceId,
  }));
};

/** 'Sign out this device': its token stops working at once. Another tenant's device answers 404. */
export const revokeDevice = async (deps: TDeps, auth: TAuth, deviceId: number) => {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const ended = await repo.revokeDevice(
      tx,
      auth.bossId,
      deviceId,
      now,
      auth.role === 'boss' ? undefined : auth.userId,
    );
    if (!ended) {
      throw new AppError('NOT_FOUND');
    }
    await audit(tx, {
      event: 'device.revoke',
      ok: true,
      userId: auth.userId,
      bossId: auth.bossId,
      phone: auth.phone,
      detail: { deviceId, kind: ended.kind },
    });
  });
};

export const bossHasDevice = (deps: TDeps, auth: TAuth) => repo.bossHasDevice(deps.db, auth.bossId);

/**
 * The caller behind a device token, with the same role, tenant and permissions as the user who registered it
 * (read fresh, so a staff change applies on the next call). Device tokens work only on the device calls.
 */
export const deviceCaller = async (deps: TDeps, token: string | undefined, route: TRouteDef | null) => {
  if (!token || token.length > 200) {
    throw new AppError('LOGIN_EXPIRED');
  }
  const found = await repo.findActiveDevice(deps.db, sha256(token));
  if (!found) {
    throw new AppError('LOGIN_EXPIRED');
  }
  const u = found.user;
  const permissionIds = u.role === 'boss' ? [] : await findPermissionIds(deps.db, u.id);
  const auth: TAuth = {
    userId: u.id,
    bossId: tenantOf(u),
    role: u.role,
    sessionId: `device:${found.device.id}`,
    isVisitor: false,
    phone: u.phone,
    permissionIds,
    permissions: permissionKeysFor(u.role, permissionIds),
  };
  // The role table holds for device calls too (null: the caller checks it after its own, more telling refusals).
  if (route) {
    assertRoleMayCall(route, auth);
  }
  return { auth, deviceId: found.device.id };
};

export const heartbeat = async (deps: TDeps, token: string | undefined) => {
  const { deviceId } = await deviceCaller(deps, token, ApiRoutes.deviceHeartbeat);
  await repo.touchDevice(deps.db, deviceId, deps.clock.now());
  return { deviceId };
};

/** The main account's stored session, or a fresh one from its stored password. */
const mainAccountSession = async (
  deps: TDeps,
  account: {
    id: number;
    phone: string | null;
    secretSealed: string;
    sessionSealed: string | null;
    sessionExpiresAt: Date | null;
  },
  now: Date,
) => {
  if (account.sessionSealed && account.sessionExpiresAt && account.sessionExpiresAt > now) {
    return {
      session: unsealJson<{ session: string }>(deps.config.sealKey, account.sessionSealed).session,
      sessionEnds: account.sessionExpiresAt,
    };
  }
  const { password } = unsealJson<{ password: string }>(deps.config.sealKey, account.secretSealed);
  const login = await deps.marketSources.temuSeller.startLogin(account.phone ?? '', password);
  if (login.kind === 'wrongPassword') {
    throw new AppError('TEMU_WRONG_PASSWORD');
  }
  if (login.kind === 'locked') {
    throw new AppError('TEMU_LOGIN_LOCKED');
  }
  if (login.kind !== 'ok') {
    throw new AppError('TEMU_NEEDS_RELOGIN');
  }
  const sessionEnds = new Date(login.expiresAt);
  await repo.storeAccountSession(
    deps.db,
    account.id,
    sealJson(deps.config.sealKey, { session: login.session }),
    sessionEnds,
    now,
  );
  return { session: login.session, sessionEnds };
};

/**
 * The back-office login for one shop (getTemuCredByShopId / …Agent): the server uses the stored session of the
 * shop's main account, or logs in with the stored password, and hands over only the session and the mall.
 * A shop the caller cannot see answers 404, exactly like one that does not exist.
 */
export const temuCredForShop = async (
  deps: TDeps,
  token: string | undefined,
  shopId: number | undefined,
  mode: 'boss' | 'agent',
): Promise<TTemuCred> => {
  const { auth, deviceId } = await deviceCaller(deps, token, null);
  // Shippers pack and ship in the mobile app, operators list products here: neither needs the back office.
  if (auth.role === 'shipper' || auth.role === 'operator') {
    throw new AppError('TEMU_CRED_NOT_FOR_ROLE');
  }
  assertRoleMayCall(mode === 'boss' ? ApiRoutes.temuCredByShopId : ApiRoutes.temuCredByShopIdAgent, auth);
  if (!shopId) {
    throw new AppError('SHOP_EMPTY');
  }
  const visible = await visibleShopIds(deps, auth);
  if (!visible.includes(shopId)) {
    throw new AppError('NOT_FOUND');
  }
  const found = await repo.findTemuShopWithAccount(deps.db, auth.bossId, shopId);
  if (found?.account.kind !== 'temu_seller' || found.account.status === 'revoked') {
    throw new AppError('NOT_FOUND');
  }
  const { shop, account } = found;
  const now = deps.clock.now();
  // The seller-centre session is the main account's and reads every mall of it: staff get it only when every one
  // of those malls is theirs anyway; otherwise only the Temu 子账号 the BOSS bound for them, whose malls are theirs.
  let wholeAccount = auth.role === 'boss';
  if (!wholeAccount) {
    const accountShops = await repo.findAccountShopIds(deps.db, auth.bossId, account.id);
    wholeAccount = accountShops.every((id) => visible.includes(id));
  }
  const { session, sessionEnds, via } = wholeAccount
    ? { ...(await mainAccountSession(deps, account, now)), via: 'main' as const }
    : await subSessionForStaff(deps, auth, account.id, shop.externalId).then((s) => ({
        session: s.session,
        sessionEnds: s.expiresAt,
        via: 'sub' as const,
      }));
  await repo.touchDevice(deps.db, deviceId, now);
  await audit(deps.db, {
    event: 'device.temu_cred',
    ok: true,
    userId: auth.userId,
    bossId: auth.bossId,
    phone: auth.phone,
    detail: { deviceId, shopId, mode, via },
  });
  const short = new Date(now.getTime() + SHORT_CRED_MINUTES * 60_000);
  return {
    shopId: shop.id,
    mallId: shop.externalId,
    mallName: shop.name,
    session,
    expiresAt: (sessionEnds < short ? sessionEnds : short).toISOString(),
    // The seller centre's origin and path without the API suffix; its session header is the one its client sends.
    backOfficeUrl: deps.config.marketplaces.temuSellerBase.replace(/\/api\/?$/, ''),
    sessionHeader: 'x-temu-session',
  };
};
