import { DelayedError, Queue, QueueEvents, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { TSyncHandler, TSyncJob } from './sync.types.js';
import type { TSyncQueue } from './sync-queue.js';

/**
 * With REDIS_URL every server runs a worker on one shared BullMQ queue. The job id is the shop id,
 * so a shop waiting or running is never queued twice and never synced by two servers at once.
 */
export const createBullmqQueue = (
  redisUrl: string,
  handler: TSyncHandler,
  log: FastifyBaseLogger,
  opts: { concurrency?: number; attempts?: number; backoffMs?: number; prefix?: string } = {},
): TSyncQueue => {
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const prefix = opts.prefix ?? 'ksa';
  const queue = new Queue<TSyncJob>('shop-sync', { connection, prefix });
  const events = new QueueEvents('shop-sync', { connection, prefix });
  // Aborted on close: active jobs stop between pages and fail, so BullMQ retries them (any server).
  const stop = new AbortController();
  // A run a rate limit put off goes back to the delayed set, the same job (so still never queued twice),
  // without spending one of its attempts: BullMQ's documented moveToDelayed + DelayedError.
  const worker = new Worker<TSyncJob>(
    'shop-sync',
    async (job, token) => {
      const out = await handler(job.data, stop.signal);
      if (out.deferMs !== undefined && token) {
        await job.updateData({ ...job.data, deferrals: (job.data.deferrals ?? 0) + 1 });
        await job.moveToDelayed(Date.now() + out.deferMs, token);
        throw new DelayedError();
      }
      return out;
    },
    {
      connection,
      prefix,
      concurrency: opts.concurrency ?? 2,
    },
  );
  worker.on('failed', (job, err) => log.warn({ shopId: job?.data.shopId, err: err.message }, 'sync job failed'));
  return {
    kind: 'bullmq',
    enqueue: async (job) => {
      await queue.add('sync', job, {
        jobId: `shop-${job.shopId}`,
        attempts: opts.attempts ?? 3,
        backoff: { type: 'exponential', delay: opts.backoffMs ?? 5_000 },
        removeOnComplete: true,
        removeOnFail: 100,
      });
    },
    idle: async () => {
      for (;;) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        if (Object.values(counts).every((n) => n === 0)) {
          return;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    depth: async () => {
      const c = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed');
      return { waiting: (c.waiting ?? 0) + (c.prioritized ?? 0), running: c.active ?? 0, deferred: c.delayed ?? 0 };
    },
    close: async () => {
      stop.abort();
      await worker.close();
      await events.close();
      await queue.close();
    },
  };
};
