import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';
import type { TReqMetaOf } from './req-meta.js';
import { findUserById, setPasswordIfUnset } from './users.repo.js';

/**
 * A staff member added with the code that reached their phone has no password (the BOSS never picks
 * one, ASVS 6.4.1/6.4.6): after an SMS-code login they set their own. Once one is set, changing it
 * takes 找回密码 (an SMS code), never just a session.
 */
export const setOwnPassword = async (deps: TDeps, auth: TAuth, password: string, meta: TReqMetaOf) => {
  const me = await findUserById(deps.db, auth.userId);
  if (!me) {
    throw new AppError('LOGIN_EXPIRED');
  }
  if (me.passwordHash) {
    throw new AppError('PASSWORD_ALREADY_SET');
  }
  const hash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    if (!(await setPasswordIfUnset(tx, me.id, hash, deps.clock.now()))) {
      throw new AppError('PASSWORD_ALREADY_SET');
    }
    await audit(tx, {
      event: 'auth.setOwnPassword',
      ok: true,
      userId: me.id,
      bossId: auth.bossId,
      phone: me.phone,
      ip: meta.ip,
    });
  });
};
