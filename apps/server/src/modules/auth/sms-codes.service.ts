import { Limits } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import type { TCodePurpose } from '../../integrations/sms/code-sender.js';
import { SmsSendError } from '../../integrations/sms/sms-sender.js';
import { AppError } from '../../lib/app-error.js';
import { take } from '../../lib/limiters.js';
import { hmac, newSmsCode, safeEqual } from '../../lib/secrets.js';
import { audit } from '../audit/audit.service.js';
import {
  consumeCode,
  consumeCodeOnce,
  consumeLiveCodes,
  countWrongTry,
  findLatestLiveCode,
  insertCode,
} from './sms-codes.repo.js';

export type { TCodePurpose };

/**
 * The code is bound to phone and purpose through the hash: a register code can never reset a password.
 * A scope binds it further (a staff code to the BOSS who asked for it).
 */
const codeHash = (deps: TDeps, phone: string, purpose: TCodePurpose, code: string, scope?: string) =>
  hmac(deps.config.secret, `sms:${purpose}:${phone}:${code}${scope ? `:${scope}` : ''}`);

/**
 * The budgets a send-code request spends before anything about the phone is looked up or told
 * (per IP per hour, per phone per hour): registered and unknown phones hit the same 429.
 */
export const takeLookupBudget = async (deps: TDeps, phone: string, ip: string) => {
  await take(deps.limiters.sendIp, ip, 'SEND_IP_LIMIT');
  await take(deps.limiters.lookupPhone, phone, 'SEND_TOO_SOON');
};

/**
 * Checks the budgets (IP hour and phone hour unless the caller took them before its precheck,
 * phone countdown, phone day), stores the hashed code and sends it.
 */
export const sendCode = async (
  deps: TDeps,
  purpose: TCodePurpose,
  phone: string,
  ip: string,
  opts: { lookupBudgetTaken?: boolean; cooldownTaken?: boolean; scope?: string } = {},
) => {
  const { db, limiters, clock } = deps;
  if (!opts.lookupBudgetTaken) {
    await takeLookupBudget(deps, phone, ip);
  }
  if (!opts.cooldownTaken) {
    await take(limiters.sendCooldown[purpose], phone, 'SEND_TOO_SOON');
  }
  await take(limiters.sendDaily, phone, 'SEND_DAILY_LIMIT');

  const code = newSmsCode();
  const now = clock.now();
  // A new code replaces any earlier one for the same phone and purpose.
  await consumeLiveCodes(db, { phone, purpose }, now);
  const rowId = await insertCode(db, {
    phone,
    purpose,
    codeHash: codeHash(deps, phone, purpose, code, opts.scope),
    createdAt: now,
    expiresAt: new Date(now.getTime() + Limits.codeTtlSeconds * 1000),
    ip,
  });
  try {
    await deps.sms.send({ phone, code, purpose });
  } catch (err) {
    await consumeCode(db, rowId, now);
    // The user did not get a code, so the countdown must not hold them back (unless the caller took it for
    // everyone alike, as the console does so its countdown says nothing about the phone).
    if (!opts.cooldownTaken) {
      await limiters.sendCooldown[purpose].delete(phone);
    }
    await audit(db, { event: 'sms.send', ok: false, phone, ip, detail: { purpose, reason: (err as Error).name } });
    deps.log.warn({ err: (err as Error).message, purpose }, 'sms send failed');
    throw new AppError(
      err instanceof SmsSendError && err.code === 'isv.BUSINESS_LIMIT_CONTROL' ? 'SEND_PROVIDER_LIMIT' : 'SEND_FAILED',
    );
  }
  await audit(db, { event: 'sms.send', ok: true, phone, ip, detail: { purpose } });
  return {
    countdown: Limits.countdown[purpose === 'findPass' ? 'resetPage' : purpose === 'bindPhone' ? 'bind' : purpose],
    expiresIn: Limits.codeTtlSeconds,
  };
};

/**
 * Consumes the latest live code for phone + purpose. Wrong codes count; the fifth wrong try
 * kills the code. The consume is a guarded UPDATE, so two requests cannot both use one code.
 */
export const verifyCode = async (deps: TDeps, purpose: TCodePurpose, phone: string, code: string, scope?: string) => {
  const { db, clock } = deps;
  const now = clock.now();
  const live = await findLatestLiveCode(db, { phone, purpose });
  if (!live) {
    throw new AppError('CODE_WRONG');
  }
  if (live.expiresAt.getTime() <= now.getTime()) {
    await consumeCode(db, live.id, now);
    throw new AppError('CODE_EXPIRED');
  }
  if (!safeEqual(live.codeHash, codeHash(deps, phone, purpose, code, scope))) {
    if ((await countWrongTry(db, live.id)) >= Limits.codeMaxWrongTries) {
      await consumeCode(db, live.id, now);
      throw new AppError('CODE_TOO_MANY_TRIES');
    }
    throw new AppError('CODE_WRONG');
  }
  if (!(await consumeCodeOnce(db, live.id, now))) {
    throw new AppError('CODE_EXPIRED');
  }
};
