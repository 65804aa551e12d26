import type { FastifyBaseLogger } from 'fastify';
import type { TSyncHandler, TSyncJob, TSyncQueue } from './sync.types.js';

export type { TSyncQueue } from './sync.types.js';

type THandler = TSyncHandler;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The embedded default: per-shop de-duplication, at most `concurrency` shops at once and never the
 * same shop twice at once, retries of failures with exponential backoff. A run a rate limit put off
 * (deferMs) is queued again after that wait, without spending a retry.
 */
export const createMemoryQueue = (
  handler: THandler,
  log: FastifyBaseLogger,
  opts: { concurrency?: number; attempts?: number; backoffMs?: number } = {},
): TSyncQueue => {
  const waiting = new Map<number, TSyncJob>();
  const running = new Set<number>();
  const deferred = new Map<number, ReturnType<typeof setTimeout>>();
  const concurrency = opts.concurrency ?? 2;
  const attempts = opts.attempts ?? 3;
  const backoff = opts.backoffMs ?? 5_000;
  let closed = false;
  // Aborted by close(): running syncs stop between pages instead of finishing (shutdown in seconds).
  const stop = new AbortController();
  let idleWaiters: (() => void)[] = [];

  const settle = () => {
    if (waiting.size === 0 && running.size === 0 && deferred.size === 0) {
      for (const w of idleWaiters) {
        w();
      }
      idleWaiters = [];
    }
  };
  const pump = () => {
    for (const [shopId, job] of waiting) {
      if (closed || running.size >= concurrency) {
        return;
      }
      if (running.has(shopId)) {
        continue;
      }
      waiting.delete(shopId);
      running.add(shopId);
      void (async () => {
        for (let i = 1; i <= attempts && !closed; i++) {
          try {
            const out = await handler(job, stop.signal);
            if (out?.deferMs !== undefined && !closed) {
              const later = { ...job, deferrals: (job.deferrals ?? 0) + 1 };
              deferred.set(
                shopId,
                setTimeout(() => {
                  deferred.delete(shopId);
                  void enqueue(later);
                }, out.deferMs),
              );
            }
            break;
          } catch (err) {
            if (stop.signal.aborted) {
              break;
            }
            log.warn({ shopId, attempt: i, err: (err as Error).message }, 'sync failed');
            if (i < attempts) {
              await sleep(backoff * 2 ** (i - 1));
            }
          }
        }
        running.delete(shopId);
        pump();
        settle();
      })();
    }
  };
  const enqueue = async (job: TSyncJob) => {
    // A request while the shop waits out a deferral runs now (a manual refresh, the scheduler).
    const timer = deferred.get(job.shopId);
    if (timer) {
      clearTimeout(timer);
      deferred.delete(job.shopId);
    }
    const prev = waiting.get(job.shopId);
    waiting.set(job.shopId, prev?.mode === 'full' ? prev : job);
    pump();
  };
  return {
    kind: 'memory',
    enqueue,
    idle: () =>
      waiting.size === 0 && running.size === 0 && deferred.size === 0
        ? Promise.resolve()
        : new Promise((r) => idleWaiters.push(r)),
    depth: async () => ({ waiting: waiting.size, running: running.size, deferred: deferred.size }),
    close: async () => {
      closed = true;
      stop.abort();
      waiting.clear();
      for (const timer of deferred.values()) {
        clearTimeout(timer);
      }
      deferred.clear();
      settle();
      while (running.size > 0) {
        await sleep(50);
      }
    },
  };
};
