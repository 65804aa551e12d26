import type { Db } from '../../db/client.js';
import type { TEcbClient } from '../../integrations/fx/ecb-client.js';
import type { TRateDay } from '../../integrations/fx/ecb-parse.js';
import { fillDailyRates, findLatestRateDay, findRateDays, upsertRateDays } from './fx.repo.js';
import { cachedRates } from './rate-cache.js';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Brings the rate table up to date with as small a download as does the job: the full history on an
 * empty table (our sync reaches two years back), the last 90 days after a gap of more than a few days,
 * else the latest day. Returns the rows written.
 */
export const refreshRates = async (db: Db, ecb: TEcbClient, nowMs: number): Promise<number> => {
  const latest = await findLatestRateDay(db);
  const range = !latest ? 'hist' : nowMs - Date.parse(`${latest}T00:00:00Z`) > 5 * DAY_MS ? 'hist-90d' : 'daily';
  const days = await ecb.fetchRates(range);
  // The full history goes back to 1999; keep what our data can use (sales history is at most 4 years).
  const since = dayOf(nowMs - 5 * 366 * DAY_MS);

  const fresh = days.filter((d) => d.day >= since);
  const written = await upsertRateDays(db, fresh);
  // Fill from the earlier of what came in and the previous latest day: the days since then (weekends,
  // today before 16:00 CET) carry a publication forward.
  const first = [fresh[0]?.day, latest].filter((d): d is string => !!d).sort()[0];
  if (first) {
    await fillDailyRates(db, first, dayOf(nowMs));
  }

  return written;
};

export type TRateTable = {
  /** The rates in force on a day (the latest published on or before it), with that publication's day. */
  on: (day: string) => TRateDay | null;
  /** The earliest loaded day (for days before any publication we hold), null when none is. */
  first: () => TRateDay | null;
};

/** Loads the rates covering [from, to] once, for converting many daily rows. */
export const loadRateTable = async (db: Db, from: string, to: string): Promise<TRateTable> => {
  const days = await cachedRates(db, `days|${from}|${to}`, () => findRateDays(db, from, to));

  return {
    on: (day) => {
      let lo = 0;
      let hi = days.length - 1;
      let found: TRateDay | null = null;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const d = days[mid] as TRateDay;
        if (d.day <= day) {
          found = d;
          lo = mid + 1;
        } else {
          hi = mid - 1;
        }
      }

      return found;
    },
    first: () => days[0] ?? null,
  };
};
