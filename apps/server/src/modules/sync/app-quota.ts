import type { Redis } from 'ioredis';

/**
 * Call quotas that belong to a marketplace app (its app key), not to one shop: Shein counts every call of an
 * app against one quota, whichever seller or shop it is for. Each call reserves the next free slot of its
 * app's bucket (a token bucket holding one token, refilled every `intervalMs`, i.e. GCRA), so calls leave
 * evenly spaced however many shops sync at once. With Redis the slots are shared by every server, on Redis's
 * clock; without it, by this process.
 *
 * Why not rate-limiter-flexible (used for the SMS budgets): its Redis store counts whole-second fixed windows,
 * which lets twice the quota through across a window boundary, and a provider counting a sliding second
 * (as the sandbox's Shein does) answers that with its rate-limit code.
 */
export type TAppQuota = {
  kind: 'redis' | 'memory';
  /** Waits for this call's slot of the app's quota (`key`), one call every `intervalMs`. */
  acquire: (key: string, intervalMs: number, signal?: AbortSignal) => Promise<void>;
};

// KEYS[1] the app's bucket; ARGV[1] interval ms. Returns how long the caller waits for its slot.
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
local slot = math.max(now, tat)
local nextSlot = slot + tonumber(ARGV[1])
redis.call('SET', KEYS[1], nextSlot, 'PX', nextSlot - now + 1000)
return slot - now`;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (ms <= 0) {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

const memorySlots = () => {
  const next = new Map<string, number>();
  return (key: string, intervalMs: number): number => {
    const now = Date.now();
    const slot = Math.max(now, next.get(key) ?? 0);
    next.set(key, slot + intervalMs);
    return slot - now;
  };
};

export const createAppQuota = (
  redis?: Redis,
  opts: { prefix?: string; onRedisError?: (err: Error) => void } = {},
): TAppQuota => {
  const local = memorySlots();
  const prefix = opts.prefix ?? 'ksa:quota:';
  return {
    kind: redis ? 'redis' : 'memory',
    acquire: async (key, intervalMs, signal) => {
      let wait: number;
      if (redis) {
        try {
          wait = Number(await redis.eval(RESERVE, 1, `${prefix}${key}`, String(Math.ceil(intervalMs))));
        } catch (err) {
          // Redis away: pace this process alone rather than stop syncing; the provider's limit code still backs off.
          opts.onRedisError?.(err as Error);
          wait = local(key, intervalMs);
        }
      } else {
        wait = local(key, intervalMs);
      }
      await sleep(wait, signal);
    },
  };
};
