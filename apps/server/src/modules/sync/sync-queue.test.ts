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
});
