import { describe, expect, it } from 'vitest';
import { createMemoryQueue } from './sync-queue.js';

const log = { warn: () => {} } as never;

describe('[SYNC] in-process queue', () => {
  it('never runs one shop twice at once, merges duplicates, and keeps a full request', async () => {
    const seen: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const q = createMemoryQueue(
      async (job) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        seen.push(`${job.shopId}:${job.mode}`);
        await new Promise((r) => setTimeout(r, 30));
        inFlight--;
        return { rows: 1 };
      },
      log,
      { concurrency: 2 },
    );
    await q.enqueue({ shopId: 1, mode: 'incremental' });
    await q.enqueue({ shopId: 2, mode: 'full' });
    await q.enqueue({ shopId: 3, mode: 'incremental' });
    await q.enqueue({ shopId: 3, mode: 'full' });
    await q.enqueue({ shopId: 3, mode: 'incremental' });
    await q.idle();
    expect(maxInFlight).toBe(2);
    expect(seen.filter((s) => s.startsWith('3:'))).toEqual(['3:full']);
    expect(seen).toHaveLength(3);
  });

  it('retries a failing job with backoff, then gives up', async () => {
    let calls = 0;
    const q = createMemoryQueue(
      async () => {
        calls++;
        throw new Error('marketplace down');
      },
      log,
      { attempts: 3, backoffMs: 5 },
    );
    await q.enqueue({ shopId: 9, mode: 'full' });
    await q.idle();
    expect(calls).toBe(3);
  });

  it('runs a job a rate limit put off again after its wait, without spending a retry, until it finishes', async () => {
    const runs: { deferrals: number; at: number }[] = [];
    const start = Date.now();
    const q = createMemoryQueue(
      async (job) => {
        runs.push({ deferrals: job.deferrals ?? 0, at: Date.now() - start });
        // Put off five times in a row (more than the 3 attempts a failure gets), then done.
        return runs.length <= 5 ? { rows: 0, deferMs: 20 } : { rows: 7 };
      },
      log,
      { attempts: 3, backoffMs: 5 },
    );
    await q.enqueue({ shopId: 4, mode: 'full' });
    await q.idle();
    expect(runs.map((r) => r.deferrals)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(runs.at(-1)!.at).toBeGreaterThanOrEqual(5 * 20 - 5);
  });

  it('a new request for a deferred shop runs it at once', async () => {
    let runs = 0;
    const q = createMemoryQueue(async () => (++runs === 1 ? { rows: 0, deferMs: 60_000 } : { rows: 1 }), log);
    await q.enqueue({ shopId: 5, mode: 'incremental' });
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toBe(1);
    await q.enqueue({ shopId: 5, mode: 'incremental' });
    await q.idle();
    expect(runs).toBe(2);
  });
});
