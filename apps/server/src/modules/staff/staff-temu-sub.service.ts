import { Limits, type TStaffTemuSub, type TStaffTemuSubBind, type TStaffTemuSubSendCode } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import type { TTemuSession } from '../../integrations/temu/seller-centre-types.js';
import { AppError } from '../../lib/app-error.js';
import { sealJson, unsealJson } from '../../lib/seal.js';
import { hmac } from '../../lib/secrets.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { visibleShopIds } from '../access/shop-access.js';
import { audit } from '../audit/audit.service.js';
import { requireStaff } from './staff-members.service.js';
import * as repo from './staff-temu-sub.repo.js';

const CHALLENGE_TTL_MS = 5 * 60_000;
const credHash = (deps: TDeps, phone: string, password: string) =>
  hmac(deps.config.secret, `temu-sub:${phone}:${password}`);

type TStaffUser = { id: number; bossId: number | null; role: string };

/** The staff member's shops, as their own calls would see them. */
export const staffShopIds = (deps: TDeps, staff: TStaffUser, bossId: number) =>
  visibleShopIds(deps, { userId: staff.id, bossId, role: staff.role } as TAuth);

/** A 店长/财务 of this BOSS; shippers and operators get no seller-centre session, so no sub-account either. */
const requireShopStaff = async (deps: TDeps, auth: TAuth, phone: string) => {
  const staff = await requireStaff(deps.db, auth.bossId, phone, ['manager', 'finance', 'shipper', 'operator']);
  if (staff.role !== 'manager' && staff.role !== 'finance') {
    throw new AppError('TEMU_SUB_NOT_STAFF');
  }
  return staff;
};

/**
 * What a sub-account session reaches, checked against the staff member's shops: the main account must be one this
 * BOSS bound, and every mall Temu lists for the sub-account must be one of the staff member's shops.
 */
export const checkSubReach = async (deps: TDeps, bossId: number, staff: TStaffUser, session: string) => {
  const acct = await deps.marketSources.temuSeller.account(session);
  if (acct.mainUid === acct.uid) {
    throw new AppError('TEMU_SUB_IS_MAIN');
  }
  const main = await repo.getTemuMainAccount(deps.db, bossId, acct.mainUid);
  if (!main) {
    throw new AppError('TEMU_SUB_FOREIGN');
  }
  const mallIds = acct.shops.map((s) => s.mallId);
  const ours = await repo.findAccountShopsByMall(deps.db, bossId, main.id, mallIds);
  const visible = new Set(await staffShopIds(deps, staff, bossId));
  // Named as the BOSS knows them (our shop name), else as Temu does.
  const outside = acct.shops.flatMap((s) => {
    const shop = ours.find((o) => o.externalId === s.mallId);
    return shop && visible.has(shop.id) ? [] : [shop?.name || s.mallName || s.mallId];
  });
  return { acct, main, mallIds, ours, outside };
};

const view = (row: repo.TStaffTemuSubRow, mainUid: string, ours: { id: number; name: string }[]): TStaffTemuSub => ({
  subUid: row.subUid,
  subPhone: row.phone,
  temuUid: mainUid,
  shops: ours.map((s) => ({ shopId: s.id, mallName: s.name })),
  boundAt: row.createdAt.toISOString(),
});

const finishBind = async (
  deps: TDeps,
  auth: TAuth,
  staff: TStaffUser,
  input: TStaffTemuSubSendCode,
  s: TTemuSession,
): Promise<TStaffTemuSub> => {
  const { acct, main, mallIds, ours, outside } = await checkSubReach(deps, auth.bossId, staff, s.session);
  if (outside.length > 0) {
    throw new AppError('TEMU_SUB_TOO_WIDE', { shops: outside.join('、') });
  }
  const taken = await repo.getSubBySubUid(deps.db, acct.uid);
  if (taken && taken.userId !== staff.id) {
    throw new AppError('TEMU_SUB_TAKEN');
  }
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const saved = await repo.upsertStaffSub(tx, {
      bossId: auth.bossId,
      userId: staff.id,
      accountId: main.id,
      subUid: acct.uid,
      phone: input.subPhone,
      mallIds,
      secretSealed: sealJson(deps.config.sealKey, { password: input.subPassword }),
      sessionSealed: sealJson(deps.config.sealKey, { session: s.session }),
      sessionExpiresAt: new Date(s.expiresAt),
      createdAt: now,
    });
    await audit(tx, {
      event: 'staff.temu_sub.bind',
      ok: true,
      userId: auth.userId,
      bossId: auth.bossId,
      phone: input.phone,
      detail: { staffId: staff.id, accountId: main.id, malls: mallIds.length },
    });
    return saved;
  });
  return view(row, main.externalId, ours);
};

/** 获取验证码 for the sub-account: logs it in; without a code it is bound at once. */
export const sendStaffSubCode = async (deps: TDeps, auth: TAuth, input: TStaffTemuSubSendCode) => {
  const staff = await requireShopStaff(deps, auth, input.phone);
  const login = await deps.marketSources.temuSeller.startLogin(input.subPhone, input.subPassword);
  if (login.kind === 'wrongPassword') {
    throw new AppError('TEMU_WRONG_PASSWORD');
  }
  if (login.kind === 'locked') {
    throw new AppError('TEMU_LOGIN_LOCKED');
  }
  if (login.kind === 'needCode') {
    await repo.upsertSubPending(deps.db, {
      bossId: auth.bossId,
      userId: staff.id,
      subPhone: input.subPhone,
      credHash: credHash(deps, input.subPhone, input.subPassword),
      challengeSealed: sealJson(deps.config.sealKey, { challengeId: login.challengeId }),
      expiresAt: new Date(deps.clock.now().getTime() + CHALLENGE_TTL_MS),
    });
    return { needCode: true, countdown: Limits.countdown.bind, bound: null };
  }
  return { needCode: false, countdown: 0, bound: await finishBind(deps, auth, staff, input, login) };
};

/** 确定: the code for the same sub-account phone and password, then the reach check and the binding. */
export const bindStaffSub = async (deps: TDeps, auth: TAuth, input: TStaffTemuSubBind) => {
  const staff = await requireShopStaff(deps, auth, input.phone);
  const pending = await repo.getSubPending(deps.db, auth.bossId, staff.id, input.subPhone, deps.clock.now());
  if (!pending) {
    throw new AppError('BIND_CODE_NOT_FETCHED');
  }
  if (pending.credHash !== credHash(deps, input.subPhone, input.subPassword)) {
    throw new AppError('BIND_CREDENTIALS_CHANGED');
  }
  const { challengeId } = unsealJson<{ challengeId: string }>(deps.config.sealKey, pending.challengeSealed);
  const verified = await deps.marketSources.temuSeller.verifyCode(challengeId, input.code);
  if (verified.kind === 'locked') {
    throw new AppError('TEMU_LOGIN_LOCKED');
  }
  if (verified.kind === 'wrongCode') {
    throw new AppError('CODE_WRONG');
  }
  await repo.deleteSubPending(deps.db, staff.id, input.subPhone);
  if (verified.kind === 'expired') {
    throw new AppError('BIND_CODE_NOT_FETCHED');
  }
  return finishBind(deps, auth, staff, input, verified);
};

export const listStaffSubs = async (deps: TDeps, auth: TAuth, phone: string): Promise<TStaffTemuSub[]> => {
  const staff = await requireStaff(deps.db, auth.bossId, phone, ['manager', 'finance']);
  const rows = await repo.findStaffSubs(deps.db, auth.bossId, staff.id);
  const out: TStaffTemuSub[] = [];
  for (const row of rows) {
    const main = await repo.getTemuMainAccountById(deps.db, auth.bossId, row.accountId);
    const ours = await repo.findAccountShopsByMall(deps.db, auth.bossId, row.accountId, row.mallIds);
    out.push(view(row, main?.externalId ?? '', ours));
  }
  return out;
};

export const unbindStaffSub = async (deps: TDeps, auth: TAuth, phone: string, subUid: string) => {
  const staff = await requireStaff(deps.db, auth.bossId, phone, ['manager', 'finance']);
  await deps.db.transaction(async (tx) => {
    if ((await repo.deleteStaffSub(tx, auth.bossId, staff.id, subUid)) === 0) {
      throw new AppError('NOT_FOUND');
    }
    await audit(tx, {
      event: 'staff.temu_sub.unbind',
      ok: true,
      userId: auth.userId,
      bossId: auth.bossId,
      phone,
      detail: { staffId: staff.id },
    });
  });
};

/**
 * The seller-centre session a staff member's device gets for a shop of a main account that is not wholly theirs:
 * their bound sub-account's, and only while everything it reaches is still theirs (checked on each hand-out, as
 * the BOSS may narrow the staff member's shops, or the main account widen the sub-account, at any time).
 */
export const subSessionForStaff = async (
  deps: TDeps,
  auth: TAuth,
  accountId: number,
  mallId: string,
): Promise<{ session: string; expiresAt: Date }> => {
  const sub = await repo.getStaffSubForAccount(deps.db, auth.userId, accountId);
  if (!sub) {
    throw new AppError('TEMU_CRED_ACCOUNT_WIDE');
  }
  if (!sub.mallIds.includes(mallId)) {
    throw new AppError('TEMU_SUB_NOT_FOR_SHOP');
  }
  const now = deps.clock.now();
  let session: string;
  let expiresAt: Date;
  if (sub.sessionSealed && sub.sessionExpiresAt && sub.sessionExpiresAt > now) {
    session = unsealJson<{ session: string }>(deps.config.sealKey, sub.sessionSealed).session;
    expiresAt = sub.sessionExpiresAt;
  } else {
    const { password } = unsealJson<{ password: string }>(deps.config.sealKey, sub.secretSealed);
    const login = await deps.marketSources.temuSeller.startLogin(sub.phone, password);
    if (login.kind !== 'ok') {
      throw new AppError('TEMU_SUB_NEEDS_RELOGIN');
    }
    session = login.session;
    expiresAt = new Date(login.expiresAt);
    await repo.storeSubSession(deps.db, sub.id, sealJson(deps.config.sealKey, { session }), expiresAt);
  }
  const staff = { id: auth.userId, bossId: auth.bossId, role: auth.role };
  const reach = await checkSubReach(deps, auth.bossId, staff, session).catch((err: unknown) => {
    throw err instanceof AppError ? new AppError('TEMU_CRED_ACCOUNT_WIDE') : err;
  });
  if (reach.outside.length > 0 || reach.main.id !== accountId || !reach.mallIds.includes(mallId)) {
    throw new AppError('TEMU_CRED_ACCOUNT_WIDE');
  }
  return { session, expiresAt };
};
