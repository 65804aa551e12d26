import type { marketplaceAccounts, shops } from '../../db/schema/index.js';
import type { TShopDataSource } from '../../integrations/marketplace-types.js';
import type { TSheinClient } from '../../integrations/shein/shein-client.js';
import type { sheinPurchaseOrders } from '../../integrations/shein/shein-purchase-orders.js';
import type { createTemuOpenApi } from '../../integrations/temu/open-api-client.js';
import type { TTemuListingClient } from '../../integrations/temu/seller-centre-listing.js';
import type { TTemuSellerCentre } from '../../integrations/temu/seller-centre-types.js';

// The sync types deps.ts needs, apart from the code that implements them: deps.ts importing
// sync-queue.ts or market-sources.ts tied deps.ts into a 16-file import cycle.

export type TSyncMode = 'full' | 'incremental';
/** `reqId`: the request that queued it (its log lines carry the id). `deferrals`: how many times in a row a marketplace's rate limit has put this shop's sync off. */
export type TSyncJob = { shopId: number; mode: TSyncMode; deferrals?: number; reqId?: string };
/** What a run tells its queue: `deferMs` when a rate limit put the shop off (run it again after that). */
export type TSyncOutcome = { rows: number; deferMs?: number };
export type TSyncHandler = (job: TSyncJob, signal: AbortSignal) => Promise<TSyncOutcome>;

export type TSyncQueue = {
  kind: 'memory' | 'bullmq';
  /** Queues a shop; a shop already waiting is not queued twice (a full request upgrades it). */
  enqueue: (job: TSyncJob) => Promise<void>;
  /** Resolves when nothing is waiting, running or deferred (tests, graceful shutdown). */
  idle: () => Promise<void>;
  /** Shops waiting, running and put off by a rate limit (GET /metrics). */
  depth: () => Promise<Record<'waiting' | 'running' | 'deferred', number>>;
  close: () => Promise<void>;
};

export type TMarketSources = {
  forShop: (
    shop: typeof shops.$inferSelect,
    account: typeof marketplaceAccounts.$inferSelect,
  ) => Promise<TShopDataSource>;
  temuSeller: TTemuSellerCentre;
  /** Publishing through the seller centre (AI listing). */
  temuListing: TTemuListingClient;
  /** A live seller-centre session of a temu_seller account, renewed with its stored password when it expired. */
  sellerSession: (account: typeof marketplaceAccounts.$inferSelect) => Promise<string>;
  temuOpen: ReturnType<typeof createTemuOpenApi>;
  shein: TSheinClient;
  /** Shein's 备货单 reader, paced on the same app quota as every other Shein call. */
  sheinPurchaseOrders: ReturnType<typeof sheinPurchaseOrders>;
};
