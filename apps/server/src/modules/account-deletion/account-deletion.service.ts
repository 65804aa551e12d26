import type { TDeleteAccountResponse } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';
import { findUserById } from '../auth/index.js';
import { sendCode, verifyCode } from '../auth/sms-codes.service.js';
import { deleteTenant, liveSessionIds, tenantSize, tenantUserIds } from './account-deletion.repo.js';

/** The BOSS's own phone: the code goes there, never to a number from the request. */
const bossPhone = async (deps: TDeps, auth: TAuth) => {
  const me = await findUserById(deps.db, auth.userId);
  if (me?.role !== 'boss') {
    throw new AppError('FORBIDDEN');
  }
  if (me.isDemo) {
    throw new AppError('VISITOR_READONLY');
  }
  if (!me.phone) {
    // A WeChat-only account binds a phone first (the bind-phone modal), so deletion is confirmed by SMS too.
    throw new AppError('BINDPHONE_PHONE_EMPTY');
  }
  return me.phone;
};

export const sendDeletionCode = async (deps: TDeps, auth: TAuth, ip: string) =>
  sendCode(deps, 'deleteAccount', await bossPhone(deps, auth), ip);

/**
 * Checks the code, then removes the whole tenant in one transaction and closes every browser
 * connection of its users. A wrong code changes nothing (the code's try counter aside).
 */
export const deleteAccount = async (
  deps: TDeps,
  auth: TAuth,
  code: string,
  ip: string,
): Promise<TDeleteAccountResponse> => {
  const phone = await bossPhone(deps, auth);
  await verifyCode(deps, 'deleteAccount', phone, code);
  const { size, ended } = await deps.db.transaction(async (tx) => {
    const ids = await tenantUserIds(tx, auth.bossId);
    const size = await tenantSize(tx, auth.bossId);
    const ended = await liveSessionIds(tx, ids);
    await deleteTenant(tx, auth.bossId, ids);
    // Kept outside the tenant (no bossId) with the masked phone: proof the owner asked for it.
    await audit(tx, { event: 'account.delete', ok: true, phone, ip, detail: size });
    return { size, ended };
  });
  deps.realtime.disconnectSessions(ended);
  return size;
};
