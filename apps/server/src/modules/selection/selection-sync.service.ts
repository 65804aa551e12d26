import { SelectionPlatforms } from '@ksa/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { createMarketDataClient, type TMarketDataClient } from '../../integrations/market-data/market-data-client.js';
import { mapMarketItem } from '../../integrations/market-data/market-data-map.js';
import { deleteStaleProducts, upsertProducts } from './selection.repo.js';

/**
 * Copies every category's best-seller list of both platforms into selection_products, then drops the
 * listings no longer on any list. A platform whose download fails keeps its previous rows.
 */
export const syncSelection = async (db: Db, client: TMarketDataClient, now: Date) => {
  let products = 0;
  for (const platform of SelectionPlatforms) {
    const categories = await client.categories(platform);
    for (const c of categories) {
      const { asOf, items } = await client.bestSellers(platform, c.categoryId);
      await upsertProducts(
        db,
        items.map((it) => mapMarketItem(platform, c.path.join('/'), asOf, it)),
        now,
      );
      products += items.length;
    }
    await deleteStaleProducts(db, platform, now);
  }
  return { products };
};

/** The background job: at start-up, then every `everyMs`; several servers writing the same rows is harmless. */
export const startSelectionSync = (
  deps: { db: Db; log: FastifyBaseLogger; now: () => Date },
  marketData: { url: string; apiKey: string },
  everyMs: number,
): (() => void) => {
  const client = createMarketDataClient(marketData.url, marketData.apiKey);
  const tick = () =>
    syncSelection(deps.db, client, deps.now())
      .then((r) => deps.log.info(r, 'selection best-sellers synced'))
      .catch((err) => deps.log.warn({ err }, 'selection best-sellers sync failed'));
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
};
