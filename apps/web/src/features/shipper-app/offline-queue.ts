import { ApiRoutes } from '@ksa/contract';
import { createStore, del, entries, set } from 'idb-keyval';
import type { TIoRoute } from '../../lib/api-call';
import { msgOfError, type TMsg } from '../../lib/error-text';
import { callApi, Refused } from './shipper-api';

/**
 * Actions taken in the app wait here (IndexedDB) until the server has answered them. Each carries the idempotency
 * key it was created with, so sending it again after a lost answer changes nothing on the server or the
 * marketplace: every action lands exactly once. A refusal (e.g. the order was cancelled meanwhile) is a
 * conflict: kept and shown, never retried.
 */
/** What the action was, for the list of what waits (translated when shown; older entries kept a text). */
export type TQueuedLabel = { action: 'create' | 'pack' | 'send'; orderSn: string; boxes?: number } | string;

/** The actions that can wait offline. An entry stores its route's path (as older versions did), not the route. */
export const QueuedRoutes = [
  ApiRoutes.deliveryCreateShipOrder,
  ApiRoutes.deliveryConfirmPacking,
  ApiRoutes.deliveryFillLogistics,
] as const;
export type TQueuedRoute = (typeof QueuedRoutes)[number];

export type TQueued = {
  idemKey: string;
  path: TQueuedRoute['path'];
  body: Record<string, unknown>;
  label: TQueuedLabel;
  createdAt: number;
  conflict?: TMsg;
};

const store = createStore('ksa-shipper', 'queue');

export const enqueue = (item: Omit<TQueued, 'createdAt'>) =>
  set(item.idemKey, { ...item, createdAt: Date.now() } satisfies TQueued, store);

export const queued = async (): Promise<TQueued[]> =>
  (await entries<string, TQueued>(store)).map(([, v]) => v).sort((a, b) => a.createdAt - b.createdAt);

export const dropQueued = (idemKey: string) => del(idemKey, store);

let flushing: Promise<{ sent: number; conflicts: number }> | null = null;

/** Sends what waits, oldest first; stops at the first network failure (still offline). One flush at a time. */
export const flush = () => {
  flushing ??= (async () => {
    let sent = 0;
    let conflicts = 0;
    try {
      for (const item of await queued()) {
        if (item.conflict) {
          continue;
        }
        try {
          const route = QueuedRoutes.find((r) => r.path === item.path);
          if (!route) {
            throw new Refused(`unknown action ${item.path}`, -1);
          }
          await callApi(route as TIoRoute, { ...item.body, idemKey: item.idemKey });
          await del(item.idemKey, store);
          sent += 1;
        } catch (err) {
          if (err instanceof Refused) {
            await set(item.idemKey, { ...item, conflict: msgOfError(err, 'UNKNOWN') }, store);
            conflicts += 1;
            continue;
          }
          break;
        }
      }
    } finally {
      flushing = null;
    }
    return { sent, conflicts };
  })();
  return flushing;
};
