import { ADMIN_TOKEN_HOURS, ADMIN_TOKEN_PREFIX } from '@ksa/contract';
import type { Db } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { sendCode, takeLookupBudget, verifyCode } from '../auth/sms-codes.service.js';
import { adminAudit, type TAdminActor } from './admin-audit.service.js';
import {
  findAdminSession,
  getAdminByPhone,
  insertAdmin,
  insertAdminSession,
  revokeAdminSession,
} from './admin-auth.repo.js';

/** Who is calling an admin route (resolved from an `adm_` token). */
export type TAdminAuth = { adminId: number; phone: string; sessionId: string; ip: string | null };

export const actorOf = (a: TAdminAuth): TAdminActor => ({ adminId: a.adminId, phone: a.phone, ip: a.ip });

export const resolveAdmin = async (deps: TDeps, token: string, ip: string | null): Promise<TAdminAuth | null> => {
  const s = await findAdminSession(deps.db, token, deps.clock.now());
  return s ? { adminId: s.adminId, phone: s.phone, sessionId: s.sessionId, ip } : null;
};

/** The command line's create-admin: the phone becomes an admin (idempotent), with its audit row. */
export const createAdmin = (db: Db, phone: string, now: Date) =>
  db.transaction(async (tx) => {
    const made = await insertAdmin(tx, phone, now);
    if (made) {
      await adminAudit(tx, null, { action: 'admin.create', target: `admin#${made.id}`, after: { phone }, at: now });
    }
    return { created: made !== null, admin: made ?? (await getAdminByPhone(tx, phone))! };
  });

/**
 * Sends a login code to an admin's phone. Any other phone gets the same answer and no SMS, after the same
 * budgets, so the call does not tell who is an admin.
 */
export const sendAdminCode = async (deps: TDeps, phone: string, ip: string) => {
  await takeLookupBudget(deps, phone, ip);
  const admin = await getAdminByPhone(deps.db, phone);
  if (!admin || admin.disabledAt) {
    return { countdown: 60, expiresIn: 300 };
  }
  return sendCode(deps, 'admin', phone, ip, { lookupBudgetTaken: true });
};

/** Phone + SMS code (purpose 'admin': a seller's login code does not open the console). */
export const adminLogin = async (deps: TDeps, phone: string, code: string, ip: string) => {
  await verifyCode(deps, 'admin', phone, code);
  const admin = await getAdminByPhone(deps.db, phone);
  if (!admin || admin.disabledAt) {
    throw new AppError('CODE_WRONG');
  }
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const s = await insertAdminSession(tx, admin.id, now, ADMIN_TOKEN_HOURS * 3_600_000, ADMIN_TOKEN_PREFIX, ip);
    await adminAudit(tx, { adminId: admin.id, phone: admin.phone, ip }, { action: 'admin.login', at: now });
    return { token: s.token, expiresAt: s.expiresAt.toISOString() };
  });
};

export const adminLogout = (deps: TDeps, a: TAdminAuth) =>
  deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await revokeAdminSession(tx, a.sessionId, now);
    await adminAudit(tx, actorOf(a), { action: 'admin.logout', at: now });
  });
