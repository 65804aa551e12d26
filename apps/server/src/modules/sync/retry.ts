import { MarketplaceError, MarketplaceRateLimitError } from '../../integrations/marketplace-types.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Retries what the marketplace calls retryable (rate limits, 5xx, timeouts) with exponential
 * backoff and jitter, honouring a rate limit's wait; anything else fails at once.
 */
export const withRetry = async <T>(
  fn: () => Promise<T>,
  opts: { attempts?: number; baseMs?: number } = {},
): Promise<T> => {
  const attempts = opts.attempts ?? 4;
  const base = opts.baseMs ?? 500;
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      const retryable = err instanceof MarketplaceError && err.retryable;
      if (!retryable || i >= attempts) {
        throw err;
      }
      const wait = err instanceof MarketplaceRateLimitError ? err.retryAfterMs : base * 2 ** (i - 1);
      await sleep(wait * (0.8 + Math.random() * 0.4));
    }
  }
};

/**
 * fetch for the connectors: per-credential pacing (the marketplaces' own rate limits) and retries of
 * network failures, 429 and 5xx with backoff (Retry-After honoured), below the connectors' parsing,
 * so a page that failed is asked again rather than the whole sync starting over.
 */
export const resilientFetch = (opts: { minIntervalMs: number; attempts?: number; baseMs?: number }): typeof fetch => {
  let nextSlot = 0;
  const attempts = opts.attempts ?? 4;
  const base = opts.baseMs ?? 500;
  return async (input, init) => {
    for (let i = 1; ; i++) {
      const now = Date.now();
      const slot = Math.max(now, nextSlot);
      nextSlot = slot + opts.minIntervalMs;
      if (slot > now) {
        await sleep(slot - now);
      }
      try {
        const res = await fetch(input, init);
        if ((res.status === 429 || res.status >= 500) && i < attempts) {
          const retryAfter = Number(res.headers.get('retry-after'));
          await sleep(retryAfter > 0 ? retryAfter * 1000 : base * 2 ** (i - 1));
          continue;
        }
        return res;
      } catch (err) {
        if (i >= attempts || (err as Error).name === 'AbortError' || (err as Error).name === 'TimeoutError') {
          throw err;
        }
        await sleep(base * 2 ** (i - 1));
      }
    }
  };
};
