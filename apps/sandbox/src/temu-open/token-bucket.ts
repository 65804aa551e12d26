/** Per-key token bucket on the injected clock, so tests can exhaust a limit and then wait it out. */
export const createRateLimiter = (input: { now: () => number; perSecond: number; burst?: number }) => {
  const burst = input.burst ?? input.perSecond;
  const buckets = new Map<string, { tokens: number; at: number }>();

  return {
    /** Takes one token for `key`; false when the caller is over the limit. */
    take(key: string): boolean {
      const t = input.now();
      const bucket = buckets.get(key) ?? { tokens: burst, at: t };
      bucket.tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * input.perSecond);
      bucket.at = t;
      buckets.set(key, bucket);
      if (bucket.tokens < 1) {
        return false;
      }
      bucket.tokens -= 1;

      return true;
    },
    reset(): void {
      buckets.clear();
    },
  };
};

export type TRateLimiter = ReturnType<typeof createRateLimiter>;
