import type { TDeps } from '../../deps.js';

/**
 * Work other modules add to every shop sync. modules/index.ts registers it (delivery's stock orders, the dashboard's
 * stock summary), so sync imports none of the modules that read what it writes.
 */
export type TSyncHooks = {
  /** Streams read after the marketplace's own, before the aggregates; each returns the rows it wrote. */
  streams: ((deps: TDeps, shopId: number) => Promise<number>)[];
  /** Run once the shop's daily and rolling aggregates are fresh (`today`: the Beijing day of the run). */
  afterAggregates: ((deps: TDeps, shopId: number, today: string) => Promise<unknown>)[];
};
