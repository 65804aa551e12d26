export const RATE_LIMIT_PER_SECOND = 10;

/**
 * Sliding one-second window per key, on the sandbox clock so tests can step past it. The open API keys it by
 * app (appid): like the real platform, every seller (openKeyId) authorised to one app draws on that app's quota.
 */
export const createRateLimiter = (now: () => number, limit = RATE_LIMIT_PER_SECOND) => {
  const hits = new Map<string, number[]>();
  return {
    /** Records the call; false when it is over the limit (rejected calls do not count). */
    allow(key: string): boolean {
      const t = now();
      const recent = (hits.get(key) ?? []).filter((at) => at > t - 1000 && at <= t);
      const allowed = recent.length < limit;
      if (allowed) {
        recent.push(t);
      }
      hits.set(key, recent);
      return allowed;
    },
  };
};

type TFault = { status: number; remaining: number };

/** Injected failures for retry tests: the next `count` calls to `path` answer HTTP `status`. */
export const createFaults = () => {
  const faults = new Map<string, TFault>();
  return {
    set(path: string, status: number, count: number): void {
      faults.set(path, { status, remaining: count });
    },
    /** Consumes one pending failure for this path, if any. */
    take(path: string): number | undefined {
      const fault = faults.get(path);
      if (!fault) {
        return undefined;
      }
      fault.remaining -= 1;
      if (fault.remaining <= 0) {
        faults.delete(path);
      }
      return fault.status;
    },
    clear(path?: string): void {
      if (path === undefined) {
        faults.clear();
      } else {
        faults.delete(path);
      }
    },
  };
};
