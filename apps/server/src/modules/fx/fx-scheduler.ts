import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { TEcbClient } from '../../integrations/fx/ecb-client.js';
import { bjDay } from '../../lib/days.js';
import { refreshForeignRolling } from '../sync/rolling.js';
import { refreshRates } from './fx.service.js';

/**
 * Refreshes the rates at start-up and every hour: the ECB publishes once a business day at about
 * 16:00 CET, and an hourly look costs one small XML download. Several servers doing the same write
 * the same rows (upserts), so no coordination is needed.
 */
export const startFxScheduler = (
  deps: { db: Db; log: FastifyBaseLogger; now: () => number },
  ecb: TEcbClient,
  everyMs = 3_600_000,
): (() => void) => {
  // New rates change the yuan figures of shops in other currencies: their rolling sums follow.
  const tick = () =>
    refreshRates(deps.db, ecb, deps.now())
      .then(() => refreshForeignRolling(deps.db, bjDay(new Date(deps.now()))))
      .catch((err) => deps.log.warn({ err }, 'exchange-rate refresh failed'));
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();

  return () => clearInterval(timer);
};
