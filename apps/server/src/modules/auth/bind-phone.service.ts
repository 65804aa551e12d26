import type { TBindPhoneRequest } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';
import type { TReqMetaOf } from './req-meta.js';
import { createSession, revokeUserSessions } from './sessions.repo.js';
import { verifyCode } from './sms-codes.service.js';
import { findUserById, findUserByPhone, moveWechatIdentity, setPhoneAndPassword } from './users.repo.js';

/**
 * A WeChat-only account gets a phone and password. If the phone already has an account without
 * WeChat, its owner proves it with that account's password and the WeChat identity moves there.
 * Either way a fresh token comes back (spec §4: 'binding phone returns a token in data').
 */
export const bindPhone = async (deps: TDeps, auth: TAuth, body: TBindPhoneRequest, meta: TReqMetaOf) => {
  const { phone, password, code } = body;
  const me = await findUserById(deps.db, auth.userId);
  if (!me) {
    throw new AppError('LOGIN_EXPIRED');
  }
  const owner = await findUserByPhone(deps.db, phone);
  if (owner && owner.id !== me.id && owner.wechatOpenid) {
    throw new AppError('PHONE_TAKEN');
  }
  await verifyCode(deps, 'bindPhone', phone, code);
  const now = deps.clock.now();
  let target = me.id;
  if (owner && owner.id !== me.id) {
    if (!(await verifyPassword(owner.passwordHash, password))) {
      throw new AppError('PASSWORD_WRONG');
    }
    await deps.db.transaction(async (tx) => moveWechatIdentity(tx, me, owner.id));
    target = owner.id;
  } else {
    await setPhoneAndPassword(deps.db, me.id, phone, await hashPassword(password), now);
  }
  deps.realtime.disconnectSessions(await revokeUserSessions(deps.db, me.id, now));
  const s = await createSession(deps.db, target, now, meta);
  await audit(deps.db, {
    event: 'auth.bindPhone',
    ok: true,
    userId: target,
    phone,
    ip: meta.ip,
    detail: { merged: target !== me.id },
  });
  return { token: s.token, expiresAt: s.expiresAt.toISOString() };
};
