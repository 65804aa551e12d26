import type { TDeps } from '../../deps.js';
import { insertAuditRowReturningId, setAuditCount } from './audit.repo.js';

/** One row per (event, source, kind) per window; later refusals in the window only raise its count. */
const WINDOW_MS = 60_000;
/** How often the raised counts are written (one UPDATE per row, however many refusals came). */
const FLUSH_MS = 2_000;

type TBucket = { window: number; rowId: Promise<number>; count: number; written: number };
type TState = { buckets: Map<string, TBucket>; timer: NodeJS.Timeout | null };
const states = new WeakMap<object, TState>();

const stateOf = (deps: TDeps): TState => {
  let s = states.get(deps.db);
  if (!s) {
    s = { buckets: new Map(), timer: null };
    states.set(deps.db, s);
  }
  return s;
};

/** Writes every count raised since the last flush; called by the timer, on close, and by tests. */
export const flushRefusalAudit = async (deps: TDeps) => {
  const s = stateOf(deps);
  const now = Math.floor(deps.clock.now().getTime() / WINDOW_MS);
  for (const [key, b] of s.buckets) {
    if (b.count !== b.written) {
      const count = b.count;
      await setAuditCount(deps.db, await b.rowId, count);
      b.written = count;
    }
    if (b.window < now) {
      s.buckets.delete(key);
    }
  }
};

/**
 * A refused call from someone not logged in (an unsigned payment notification, a wrong console password):
 * audited per source and kind per minute with a count, not one row per request, so a flood cannot grow the
 * audit table without limit (issue 24 finding 9). The first refusal of a window is written at once.
 */
export const auditRefused = async (
  deps: TDeps,
  e: { event: string; ip: string | null; kind: string; detail?: Record<string, unknown> },
) => {
  const s = stateOf(deps);
  const window = Math.floor(deps.clock.now().getTime() / WINDOW_MS);
  const key = `${e.event}\u0000${e.ip ?? ''}\u0000${e.kind}`;
  const bucket = s.buckets.get(key);
  if (bucket && bucket.window === window) {
    bucket.count++;
  } else {
    const rowId = insertAuditRowReturningId(deps.db, {
      event: e.event,
      ok: false,
      ip: e.ip,
      detail: { ...e.detail, kind: e.kind, count: 1, windowStart: new Date(window * WINDOW_MS).toISOString() },
    });
    s.buckets.set(key, { window, rowId, count: 1, written: 1 });
    await rowId;
  }
  if (!s.timer) {
    s.timer = setTimeout(() => {
      s.timer = null;
      flushRefusalAudit(deps).catch((err: unknown) => deps.log.warn({ err }, 'refusal audit not flushed'));
    }, FLUSH_MS);
    s.timer.unref();
  }
};
