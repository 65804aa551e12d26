import { ApiRoutes } from '@ksa/contract';
import { ApiError, request } from '../../lib/http';

type TPending = {
  path: string;
  body: Record<string, unknown>;
  resolve: (data: unknown) => void;
  reject: (err: unknown) => void;
};
type TEnvelope = { code: number; msg: string; data: unknown };

let queue: TPending[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

const send = async (calls: TPending[]) => {
  if (calls.length === 1) {
    const [c] = calls as [TPending];
    await request(c.path, c.body, { silent: true }).then(c.resolve, c.reject);
    return;
  }
  try {
    const replies = await request<TEnvelope[]>(
      ApiRoutes.dashBatch.path,
      { calls: calls.map((c) => ({ path: c.path, body: c.body })) },
      { json: true, silent: true },
    );
    calls.forEach((c, i) => {
      const r = replies[i];
      if (r?.code === 0) {
        c.resolve(r.data);
      } else {
        c.reject(new ApiError(r?.msg ?? 'error', r?.code ?? -1, 200));
      }
    });
  } catch (err) {
    for (const c of calls) {
      c.reject(err);
    }
  }
};

/**
 * Calls go out in batches of a few, in the order the page asked for them (the chart and the figures at
 * the top first): the first answers paint while the server works on the cards below, and each batch
 * still saves its calls' separate authentication.
 */
const BATCH_SIZE = 8;

const flush = () => {
  const calls = queue;
  queue = [];
  timer = null;
  for (let i = 0; i < calls.length; i += BATCH_SIZE) {
    void send(calls.slice(i, i + BATCH_SIZE));
  }
};

/**
 * A dashboard call that rides in one /api/dashboard/batch request with the others the page fires in
 * the same tick: /home's ~25 calls cost one authentication and one visibility query, not 25.
 */
export const batchedDash = <T>(path: string, body: Record<string, unknown>) =>
  new Promise<T>((resolve, reject) => {
    queue.push({ path, body, resolve: resolve as (d: unknown) => void, reject });
    timer ??= setTimeout(flush, 0);
  });
