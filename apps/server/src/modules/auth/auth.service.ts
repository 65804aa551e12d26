import type { TLoginRequest, TRegisterRequest, TResetPassRequest } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { countWrongPassword, ensureNotBlocked, take } from '../../lib/limiters.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';
import { createSession, revokeSession, revokeUserSessions } from './sessions.repo.js';
import { verifyCode } from './sms-codes.service.js';
import { findUserByPhone, insertBoss, isUniqueViolation, setPassword, tenantOf } from './users.repo.js';

export type TReqMeta = { ip: string; userAgent?: string };

export const register = async (deps: TDeps, body: TRegisterRequest, meta: TReqMeta) => {
  const phone = body.userName;
  if (await findUserByPhone(deps.db, phone)) {
    throw new AppError('PHONE_ALREADY_REGISTERED');
  }
  await verifyCode(deps, 'register', phone, body.code);
  const passwordHash = await hashPassword(body.password);
  try {
    const id = await insertBoss(deps.db, {
      phone,
      passwordHash,
      nickName: `${phone.slice(0, 3)}****${phone.slice(7)}`,
      now: deps.clock.now(),
    });
    await audit(deps.db, { event: 'auth.register', ok: true, userId: id, bossId: id, phone, ip: meta.ip });
    return { uid: id };
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('PHONE_ALREADY_REGISTERED');
    }
    throw err;
  }
};

/**
 * Password login (BOSS; staff with a password) or SMS-code login. Five wrong passwords for a phone
 * delay further tries by a minute: a delay, not a lock an attacker could keep closed.
 */
export const login = async (deps: TDeps, body: TLoginRequest, meta: TReqMeta) => {
  const phone = body.userName;
  const { limiters, db } = deps;
  const method = body.code !== undefined ? 'code' : 'password';
  const user = await findUserByPhone(db, phone);
  if (method === 'code') {
    if (!user) {
      await audit(db, { event: 'auth.login', ok: false, phone, ip: meta.ip, detail: { method, reason: 'unknown' } });
      throw new AppError('PHONE_NOT_REGISTERED');
    }
    try {
      await verifyCode(deps, 'login', phone, body.code!);
    } catch (err) {
      await audit(db, {
        event: 'auth.login',
        ok: false,
        userId: user.id,
        phone,
        ip: meta.ip,
        detail: { method, reason: (err as AppError).id },
      });
      throw err;
    }
  } else {
    // The wait reported is what is left of the one-minute delay, not of the counting window.
    await ensureNotBlocked(limiters.loginDelay, phone, 'LOGIN_DELAYED', 1);
    // Blocks are per phone + address (issue 24 finding 11): failures from an attacker's address for one phone
    // lock that pair, not the phone's owner elsewhere nor other phones from a shared address; the SMS login
    // stays open. The per-address backstop only stops spraying a thousand tries across phones.
    const pair = `${phone}|${meta.ip}`;
    await ensureNotBlocked(limiters.loginFailPhoneIp, pair, 'TOO_MANY_REQUESTS', 20);
    await ensureNotBlocked(limiters.loginFailIp, meta.ip, 'TOO_MANY_REQUESTS', 1_000);
    const ok = await verifyPassword(user?.passwordHash, body.password!);
    if (!ok || !user) {
      await countWrongPassword(limiters, phone);
      await take(limiters.loginFailPhoneIp, pair, 'TOO_MANY_REQUESTS').catch(() => {});
      await take(limiters.loginFailIp, meta.ip, 'TOO_MANY_REQUESTS').catch(() => {});
      await audit(db, { event: 'auth.login', ok: false, userId: user?.id, phone, ip: meta.ip, detail: { method } });
      // The same reply for an unknown phone and a wrong password: no account enumeration here.
      throw new AppError('PASSWORD_WRONG');
    }
    await limiters.loginFail.delete(phone);
    await limiters.loginDelay.delete(phone);
    await limiters.loginFailPhoneIp.delete(pair);
  }
  const s = await createSession(db, user.id, deps.clock.now(), meta);
  await audit(db, {
    event: 'auth.login',
    ok: true,
    userId: user.id,
    bossId: tenantOf(user),
    phone,
    ip: meta.ip,
    detail: { method },
  });
  return { token: s.token, expiresAt: s.expiresAt.toISOString() };
};

/** Reset by SMS code; every existing token of the account ends (ASVS 7.4.3). */
export const resetPassword = async (deps: TDeps, body: TResetPassRequest, meta: TReqMeta) => {
  const user = await findUserByPhone(deps.db, body.phone);
  if (!user) {
    throw new AppError('PHONE_NOT_REGISTERED');
  }
  await verifyCode(deps, 'findPass', body.phone, body.code);
  const now = deps.clock.now();
  await setPassword(deps.db, user.id, await hashPassword(body.password), now);
  const ended = await revokeUserSessions(deps.db, user.id, now);
  deps.realtime.disconnectSessions(ended);
  await deps.limiters.loginFail.delete(body.phone);
  await deps.limiters.loginDelay.delete(body.phone);
  await audit(deps.db, {
    event: 'auth.resetpass',
    ok: true,
    userId: user.id,
    bossId: tenantOf(user),
    phone: body.phone,
    ip: meta.ip,
  });
};

/** Ends this token at once, with its MQTT connections (the visitor's shared token is never ended). */
export const logout = async (deps: TDeps, auth: TAuth, meta: TReqMeta) => {
  if (auth.isVisitor) {
    return;
  }
  await revokeSession(deps.db, auth.sessionId, deps.clock.now());
  deps.realtime.disconnectSessions([auth.sessionId]);
  await audit(deps.db, {
    event: 'auth.logout',
    ok: true,
    userId: auth.userId,
    bossId: auth.bossId,
    phone: auth.phone,
    ip: meta.ip,
  });
};
