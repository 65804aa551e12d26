import type { TStaffRole } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import type { TUserRow } from '../auth/index.js';
import { sendCode, takeLookupBudget, verifyCode } from '../auth/sms-codes.service.js';
import { roleConflict, staffByPhone } from './staff-members.service.js';

/**
 * Consent: a phone becomes a BOSS's staff member only with the code that reached it, so a BOSS cannot
 * enrol someone else's number (which would also take it from its owner, who could then not register).
 * The code is bound to the BOSS who asked for it; a new staff member sets their own password.
 */
const scopeOf = (auth: TAuth) => `boss:${auth.bossId}`;

/**
 * The phone's account in this tenant (null when it has none), after the checks a save of `role`
 * makes: another account's phone, or a staff member in a role that cannot become this one, throws.
 */
export const staffForRole = async (deps: TDeps, auth: TAuth, phone: string, role: TStaffRole) => {
  const u = await staffByPhone(deps.db, auth.bossId, phone);
  if (!u) {
    return null;
  }
  const isManager = u.role === 'manager' || u.role === 'finance';
  if (role === 'shipper') {
    throw isManager
      ? new AppError('PHONE_IS_MANAGER')
      : u.role === 'shipper'
        ? new AppError('SHIPPER_EXISTS')
        : roleConflict(u.role);
  }
  if (role === 'operator' ? u.role !== 'operator' : !isManager) {
    throw roleConflict(u.role);
  }
  return u;
};

/** Sends the staff code (59 s countdown); a phone the save would refuse gets no SMS. */
export const sendStaffCode = async (deps: TDeps, auth: TAuth, phone: string, role: TStaffRole, ip: string) => {
  // The send budgets come first, as on the public send-code calls.
  await takeLookupBudget(deps, phone, ip);
  await staffForRole(deps, auth, phone, role);
  return sendCode(deps, 'manager', phone, ip, { lookupBudgetTaken: true, scope: scopeOf(auth) });
};

/**
 * Call after every other check of a save, right before its transaction: a phone that is not yet this
 * BOSS's staff needs its code, and a password the BOSS typed for them is refused. A code given for
 * a known phone is checked too (the add-manager modal always asks for one).
 */
export const requireConsent = async (
  deps: TDeps,
  auth: TAuth,
  c: { phone: string; existing: TUserRow | null; code?: string; password?: string },
) => {
  if (!c.existing && c.code === undefined) {
    throw new AppError('STAFF_CONSENT_REQUIRED');
  }
  if (!c.existing && c.password) {
    throw new AppError('STAFF_OWN_PASSWORD');
  }
  if (c.code !== undefined) {
    await verifyCode(deps, 'manager', c.phone, c.code, scopeOf(auth));
  }
};
