import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shopStockSummary, skcs } from '../../db/schema/index.js';

/** Sets (or clears, with null) a product's own name; null when the shop has no such SKC. */
export const updateSkcCustomName = async (db: Db, shopId: number, skcId: string, customName: string | null) =>
  (
    await db
      .update(skcs)
      .set({ customName })
      .where(and(eq(skcs.shopId, shopId), eq(skcs.skcId, skcId)))
      .returning({ name: skcs.name, customName: skcs.customName })
  )[0] ?? null;

/** Drops a shop's cached stock figures (recomputed on the next read). */
export const clearStockSummary = (db: Db, shopId: number) =>
  db.delete(shopStockSummary).where(eq(shopStockSummary.shopId, shopId));
