import { MarketplaceError, MarketplaceRateLimitError } from '../../integrations/marketplace-types.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The longest single wait between two tries: backoff grows to it and stays there. */
const MAX_WAIT_MS = 30_000;

/**
 * Retries what the marketplace calls retryable (rate limits, 5xx, timeouts) with exponential backoff and
 * jitter (a rate limit waits at least its Retry-After); anything else fails at once. The number of tries is
 * bounded, so a call always ends: a rate limit still there after them is the caller's to defer.
 */
export const withRetry = async <T>(
  fn: () => Promise<T>,
  opts: { attempts?: number; baseMs?: number; rateLimitsOnly?: boolean } = {},
): Promise<T> => {
  const attempts = opts.attempts ?? 4;
  const base = opts.baseMs ?? 500;
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      const retryable =
        err instanceof MarketplaceError && (opts.rateLimitsOnly ? err.kind === 'rateLimited' : err.retryable);
      if (!retryable || i >= attempts) {
        throw err;
      }
      const backoff = Math.min(MAX_WAIT_MS, base * 2 ** (i - 1));
      const wait = err instanceof MarketplaceRateLimitError ? Math.max(err.retryAfterMs, backoff) : backoff;
      await sleep(wait * (0.8 + Math.random() * 0.4));
    }
  }
};

/**
 * fetch for the connectors: pacing (the marketplaces' own rate limits: this client's own spacing, or
 * `pace`, a slot of an app's shared quota) and retries of network failures, 429 and 5xx with backoff
 * (Retry-After honoured), below the connectors' parsing, so a page that failed is asked again rather
 * than the whole sync starting over. Every try, retries included, takes its own paced slot.
 */
export const resilientFetch = (opts: {
  minIntervalMs: number;
  attempts?: number;
  baseMs?: number;
  pace?: () => Promise<void>;
}): typeof fetch => {
  let nextSlot = 0;
  const attempts = opts.attempts ?? 4;
  const base = opts.baseMs ?? 500;
  const ownPace = async () => {
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + opts.minIntervalMs;
    if (slot > now) {
      await sleep(slot - now);
    }
  };
  return async (input, init) => {
    for (let i = 1; ; i++) {
      await (opts.pace ? opts.pace() : ownPace());
      try {
        const res = await fetch(input, init);
        if ((res.status === 429 || res.status >= 500) && i < attempts) {
          const retryAfter = Number(res.headers.get('retry-after'));
          await sleep(retryAfter > 0 ? retryAfter * 1000 : Math.min(MAX_WAIT_MS, base * 2 ** (i - 1)));
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
