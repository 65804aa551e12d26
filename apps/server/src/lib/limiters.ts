import type { TErrorId } from '@ksa/contract';
import { Limits } from '@ksa/contract';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { tooSoon } from './app-error.js';

type TLimiterOpts = { points: number; duration: number; blockDuration?: number };

/**
 * Counters live in memory by default and in Redis when REDIS_URL is set, so several
 * API servers share one view of every phone's and IP's budget.
 */
export const createLimiters = (redis?: Redis) => {
  const make = (name: string, o: TLimiterOpts): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `ksa:rl:${name}`, ...o })
      : new RateLimiterMemory({ keyPrefix: name, ...o });
  const cd = Limits.countdown;
  return {
    kind: redis ? ('redis' as const) : ('memory' as const),
    // Spent by every send-code request before it says whether the phone is registered, so the
    // answer cannot be used to enumerate phones faster than codes could be sent.
    sendIp: make('send-ip', { points: Limits.codeMaxPerIpPerHour, duration: 3600 }),
    lookupPhone: make('lookup-phone', { points: Limits.codeMaxPerPhonePerDay, duration: 3600 }),
    sendDaily: make('send-day', { points: Limits.codeMaxPerPhonePerDay, duration: 86_400 }),
    sendCooldown: {
      login: make('cd-login', { points: 1, duration: cd.login }),
      register: make('cd-register', { points: 1, duration: cd.register }),
      // The reset page counts down 60 s and the modal 300 s; the server allows the shorter.
      findPass: make('cd-findpass', { points: 1, duration: cd.resetPage }),
      bindPhone: make('cd-bindphone', { points: 1, duration: cd.bind }),
      manager: make('cd-manager', { points: 1, duration: cd.manager }),
      deleteAccount: make('cd-delete', { points: 1, duration: cd.deleteAccount }),
      admin: make('cd-admin', { points: 1, duration: cd.admin }),
    },
    // Wrong passwords are counted over 15 minutes; from the fifth on, each one delays the
    // next try by a minute (loginDelay). A delay, not a lock: the right password works after it.
    loginFail: make('login-fail', { points: 1_000, duration: 900 }),
    loginDelay: make('login-delay', { points: 1, duration: Limits.loginDelaySeconds }),
    // A backstop against spraying many phones from one address (the owner there still has the SMS login).
    loginFailIp: make('login-fail-ip', { points: 1_000, duration: 900, blockDuration: 300 }),
    // The operator console: failed logins per client address (a cap on guessing and on audit rows), and
    // wrong seller passwords per phone + address, so an attacker's failures lock the attacker, not the owner.
    adminLoginFailIp: make('admin-login-fail-ip', { points: 10, duration: 900, blockDuration: 900 }),
    loginFailPhoneIp: make('login-fail-phone-ip', { points: 20, duration: 900, blockDuration: 900 }),
    // Our own file storage per tenant (BOSS id): uploads per minute, and kilobytes per day.
    ossUploads: make('oss-uploads', { points: Limits.ossUploadsPerMinute, duration: 60 }),
    ossKbDay: make('oss-kb-day', { points: Limits.ossMbPerDay * 1024, duration: 86_400 }),
    // Coupon codes a BOSS tried that do not exist: enough for typos, far too few to guess codes.
    couponWrong: make('coupon-wrong', { points: 20, duration: 3600 }),
  };
};
export type TLimiters = ReturnType<typeof createLimiters>;

/** Takes one point or throws the given 429 with the wait in seconds. */
export const take = async (limiter: RateLimiterAbstract, key: string, id: TErrorId) => {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) {
      throw tooSoon(id, err.msBeforeNext);
    }
    throw err;
  }
};

/**
 * Counts one wrong password for the phone; from the fifth within the counting window on,
 * the phone waits Limits.loginDelaySeconds before its next try.
 */
export const countWrongPassword = async (limiters: TLimiters, phone: string) => {
  const res = await limiters.loginFail.penalty(phone, 1);
  if (res.consumedPoints >= Limits.loginMaxWrongPasswords) {
    await limiters.loginDelay.block(phone, Limits.loginDelaySeconds);
  }
};

/** Throws when the key is currently blocked, without spending a point. */
export const ensureNotBlocked = async (limiter: RateLimiterAbstract, key: string, id: TErrorId, max: number) => {
  const res = await limiter.get(key);
  if (res && res.consumedPoints >= max && res.msBeforeNext > 0) {
    throw tooSoon(id, res.msBeforeNext);
  }
};
