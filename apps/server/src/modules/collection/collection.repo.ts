import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { collectedProducts, users } from '../../db/schema/index.js';

export type TCollectedInsert = typeof collectedProducts.$inferInsert;

/** Inserts, or refreshes the tenant's earlier collection of the same product. */
export const upsertCollected = async (db: Db, row: TCollectedInsert) => {
  const [saved] = await db
    .insert(collectedProducts)
    .values(row)
    .onConflictDoUpdate({
      target: [collectedProducts.bossId, collectedProducts.site, collectedProducts.sourceId],
      set: {
        userId: row.userId,
        deviceId: row.deviceId,
        sourceUrl: row.sourceUrl,
        title: row.title,
        currency: row.currency,
        images: row.images,
        skus: row.skus,
        attributes: row.attributes,
        collectedAt: row.collectedAt,
      },
    })
    .returning({ id: collectedProducts.id });
  return saved!.id;
};

export const listCollected = (db: Db, bossId: number, userId?: number, limit = 200) =>
  db
    .select({ product: collectedProducts, phone: users.phone })
    .from(collectedProducts)
    .innerJoin(users, eq(users.id, collectedProducts.userId))
    .where(and(eq(collectedProducts.bossId, bossId), userId ? eq(collectedProducts.userId, userId) : undefined))
    .orderBy(desc(collectedProducts.collectedAt), desc(collectedProducts.id))
    .limit(limit);
