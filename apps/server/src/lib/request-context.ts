import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request id of the work in progress: set for each HTTP request and for each background job (a sync carries
 * the id of the request that queued it), so every log line of that work names it, wherever it is logged from.
 */
const store = new AsyncLocalStorage<{ reqId: string }>();

export const currentReqId = (): string | undefined => store.getStore()?.reqId;

/** Runs `fn` as the work of `reqId` (a background job: its queuing request's id, or a new one). */
export const withReqId = <T>(reqId: string, fn: () => T): T => store.run({ reqId }, fn);

/** A caller's X-Request-Id when it looks like one (a balancer's or a client's), else a new one. */
export const requestIdOf = (header: unknown): string =>
  typeof header === 'string' && /^[\w.:-]{8,100}$/.test(header) ? header : randomUUID();

/** pino mixin: adds reqId to lines logged outside a request's own child logger (services, jobs). */
export const reqIdMixin = (_merge: object, _level: number, logger: { bindings: () => Record<string, unknown> }) => {
  const reqId = currentReqId();
  return reqId && !('reqId' in logger.bindings()) ? { reqId } : {};
};
