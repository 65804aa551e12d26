import { ApiRoutes, formatError } from '@ksa/contract';
import { apiCall, type TIoRoute } from '../../lib/api-call';
import { ApiError } from '../../lib/http';

type TPending = {
  route: TIoRoute;
  body: Record<string, unknown>;
  resolve: (data: unknown) => void;
  reject: (err: unknown) => void;
};

let queue: TPending[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

/** A batched reply's data, parsed with its route's reply schema as a single call's would be. */
const parsed = (c: TPending, data: unknown) => {
  const schema = c.route.io.data;
  const out = typeof schema === 'string' ? undefined : schema.safeParse(data);
  if (!out?.success) {
    console.error(`${c.route.method} ${c.route.path}: unexpected reply`, out?.error.issues.slice(0, 3));
    throw new ApiError(formatError('RESPONSE_INVALID'), 1, 200, data, { errorId: 'RESPONSE_INVALID' });
  }
  return out.data;
};

const send = async (calls: TPending[]) => {
  if (calls.length === 1) {
    const [c] = calls as [TPending];
    await apiCall(c.route, c.body, { silent: true }).then(c.resolve, c.reject);
    return;
  }
  try {
    // On the wire each entry is its route's path (the batch endpoint looks routes up by path).
    const replies = await apiCall(
      ApiRoutes.dashBatch,
      { calls: calls.map((c) => ({ path: c.route.path, body: c.body })) },
      { json: true, silent: true },
    );
    calls.forEach((c, i) => {
      const r = replies[i];
      if (r?.code !== 0) {
        c.reject(new ApiError(r?.msg ?? 'error', r?.code ?? -1, 200));
        return;
      }
      try {
        c.resolve(parsed(c, r.data));
      } catch (err) {
        c.reject(err);
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
 * the same tick: /home's ~25 calls cost one authentication and one visibility query, not 25. Each entry
 * names its route, whose reply schema parses the answer.
 */
export const batchedDash = (route: TIoRoute, body: Record<string, unknown>) =>
  new Promise<unknown>((resolve, reject) => {
    queue.push({ route, body, resolve, reject });
    timer ??= setTimeout(flush, 0);
  });
