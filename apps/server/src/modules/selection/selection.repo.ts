import { and, asc, count, eq, lt, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectionProducts, selectionSearches } from '../../db/schema/index.js';

export type TSelectionProductInsert = typeof selectionProducts.$inferInsert;
export type TSelectionProduct = typeof selectionProducts.$inferSelect;

/** Writes one category's list as synced now (a listing seen again is refreshed in place). */
export const upsertProducts = async (db: Db, rows: TSelectionProductInsert[], syncedAt: Date) => {
  if (rows.length === 0) {
    return;
  }
  await db
    .insert(selectionProducts)
    .values(rows.map((r) => ({ ...r, syncedAt })))
    .onConflictDoUpdate({
      target: [selectionProducts.platform, selectionProducts.goodsId],
      set: {
        categoryId: sql`excluded.category_id`,
        categoryPath: sql`excluded.category_path`,
        listRank: sql`excluded.list_rank`,
        title: sql`excluded.title`,
        image: sql`excluded.image`,
        priceMinor: sql`excluded.price_minor`,
        currency: sql`excluded.currency`,
        reviewCount: sql`excluded.review_count`,
        rating: sql`excluded.rating`,
        competingListings: sql`excluded.competing_listings`,
        weightGrams: sql`excluded.weight_grams`,
        dailySales: sql`excluded.daily_sales`,
        salesTo: sql`excluded.sales_to`,
        sourcePriceFen: sql`excluded.source_price_fen`,
        source: sql`excluded.source`,
        syncedAt: sql`excluded.synced_at`,
      },
    });
};

/** Listings that fell off a platform's lists since the sync started. */
export const deleteStaleProducts = (db: Db, platform: string, before: Date) =>
  db
    .delete(selectionProducts)
    .where(and(eq(selectionProducts.platform, platform), lt(selectionProducts.syncedAt, before)));

export const findProducts = (db: Db, f: { platform?: string; categoryId?: number }) =>
  db
    .select()
    .from(selectionProducts)
    .where(
      and(
        f.platform ? eq(selectionProducts.platform, f.platform) : undefined,
        f.categoryId ? eq(selectionProducts.categoryId, f.categoryId) : undefined,
      ),
    );

export const getProduct = async (db: Db, platform: string, goodsId: string) =>
  (
    await db
      .select()
      .from(selectionProducts)
      .where(and(eq(selectionProducts.platform, platform), eq(selectionProducts.goodsId, goodsId)))
  )[0];

export const findSyncState = async (db: Db) =>
  (
    await db
      .select({ syncedAt: max(selectionProducts.syncedAt), salesTo: max(selectionProducts.salesTo) })
      .from(selectionProducts)
  )[0];

export const findCategories = (db: Db) =>
  db
    .select({
      platform: selectionProducts.platform,
      categoryId: selectionProducts.categoryId,
      path: selectionProducts.categoryPath,
      count: count(),
    })
    .from(selectionProducts)
    .groupBy(selectionProducts.platform, selectionProducts.categoryId, selectionProducts.categoryPath)
    .orderBy(asc(selectionProducts.platform), asc(selectionProducts.categoryId));

export const findSearches = (db: Db, userId: number) =>
  db.select().from(selectionSearches).where(eq(selectionSearches.userId, userId)).orderBy(asc(selectionSearches.name));

export const countSearches = async (db: Db, userId: number) =>
  (await db.select({ n: count() }).from(selectionSearches).where(eq(selectionSearches.userId, userId)))[0]?.n ?? 0;

export const getSearchByName = async (db: Db, userId: number, name: string, exceptId?: number) =>
  (
    await db
      .select({ id: selectionSearches.id })
      .from(selectionSearches)
      .where(
        and(
          eq(selectionSearches.userId, userId),
          eq(selectionSearches.name, name),
          exceptId ? ne(selectionSearches.id, exceptId) : undefined,
        ),
      )
  )[0];

export const insertSearch = async (db: Db, userId: number, name: string, filters: Record<string, unknown>, at: Date) =>
  (
    await db
      .insert(selectionSearches)
      .values({ userId, name, filters, updatedAt: at })
      .onConflictDoUpdate({
        target: [selectionSearches.userId, selectionSearches.name],
        set: { filters, updatedAt: at },
      })
      .returning({ id: selectionSearches.id })
  )[0]!.id;

export const updateSearch = async (
  db: Db,
  userId: number,
  id: number,
  name: string,
  filters: Record<string, unknown>,
  at: Date,
) =>
  (
    await db
      .update(selectionSearches)
      .set({ name, filters, updatedAt: at })
      .where(and(eq(selectionSearches.id, id), eq(selectionSearches.userId, userId)))
      .returning({ id: selectionSearches.id })
  )[0]?.id;

export const deleteSearch = async (db: Db, userId: number, id: number) =>
  (
    await db
      .delete(selectionSearches)
      .where(and(eq(selectionSearches.id, id), eq(selectionSearches.userId, userId)))
      .returning({ id: selectionSearches.id })
  ).length;
