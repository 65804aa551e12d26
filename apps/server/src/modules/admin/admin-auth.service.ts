import { ADMIN_TOKEN_HOURS, ADMIN_TOKEN_PREFIX, Limits } from '@ksa/contract';
import type { Db } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { ensureNotBlocked, take } from '../../lib/limiters.js';
import { maskPhone } from '../../lib/secrets.js';
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
 * Sends a login code to an admin's phone; any other phone gets no SMS. Both get the same answer (issue 24
 * finding 7): the same budgets and the same per-phone countdown are spent before the lookup, a failed send is
 * not told, and both answers wait the same floor (the admin's SMS is sent within it), so neither the status,
 * the body nor the timing says who is an admin.
 */
export const sendAdminCode = async (deps: TDeps, phone: string, ip: string) => {
  const floor = new Promise((done) => setTimeout(done, deps.config.adminCodeFloorMs));
  await takeLookupBudget(deps, phone, ip);
  await take(deps.limiters.sendCooldown.admin, phone, 'SEND_TOO_SOON');
  const admin = await getAdminByPhone(deps.db, phone);
  if (admin && !admin.disabledAt) {
    await sendCode(deps, 'admin', phone, ip, { lookupBudgetTaken: true, cooldownTaken: true }).catch((err: unknown) =>
      deps.log.warn({ err: (err as Error).message }, 'admin code not sent'),
    );
  }
  await floor;
  return { countdown: Limits.countdown.admin, expiresIn: Limits.codeTtlSeconds };
};

/**
 * A failed console login: a row in the console's audit log (bounded by the per-address cap below) and one
 * point of that cap.
 */
const loginFailed = async (deps: TDeps, phone: string, ip: string, reason: string) => {
  await deps.limiters.adminLoginFailIp.penalty(ip, 1).catch(() => undefined);
  await adminAudit(deps.db, null, {
    action: 'admin.login.failed',
    target: maskPhone(phone) ?? undefined,
    after: { reason, ip },
    at: deps.clock.now(),
  });
};

/**
 * Phone + SMS code (purpose 'admin': a seller's login code does not open the console). Ten failures from one
 * address in 15 minutes block that address for 15 minutes; each failure is audited (issue 24 finding 11).
 */
export const adminLogin = async (deps: TDeps, phone: string, code: string, ip: string) => {
  await ensureNotBlocked(deps.limiters.adminLoginFailIp, ip, 'TOO_MANY_REQUESTS', 10);
  try {
    await verifyCode(deps, 'admin', phone, code);
  } catch (err) {
    await loginFailed(deps, phone, ip, err instanceof AppError ? err.id : 'error');
    throw err;
  }
  const admin = await getAdminByPhone(deps.db, phone);
  if (!admin || admin.disabledAt) {
    await loginFailed(deps, phone, ip, 'not-admin');
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
