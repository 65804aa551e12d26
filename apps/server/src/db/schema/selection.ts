import { bigint, date, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export type TSelectionSource = {
  site: string;
  offerId: string;
  url: string;
  title: string;
  images: string[];
  skus: { skuId: string; name: string; price: number; stock: number | null; image: string | null }[];
};

/** Marketplace-wide best-sellers from the market-data API (not tenant data: every seller sees the same market). */
export const selectionProducts = pgTable(
  'selection_products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    platform: text().notNull(),
    goodsId: text('goods_id').notNull(),
    categoryId: integer('category_id').notNull(),
    categoryPath: text('category_path').notNull(),
    listRank: integer('list_rank').notNull(),
    title: text().notNull(),
    image: text().notNull(),
    /** Shelf price in minor units of `currency`. */
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text().notNull(),
    reviewCount: integer('review_count').notNull(),
    /** Average stars; null while the product has no reviews (a listing without reviews has no rating). */
    rating: real(),
    competingListings: integer('competing_listings').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    /** Units per day, oldest first, the last one on salesTo. */
    dailySales: jsonb('daily_sales').$type<number[]>().notNull(),
    salesTo: date('sales_to', { mode: 'string' }).notNull(),
    /** The source offer's lowest SKU price, fen. */
    sourcePriceFen: bigint('source_price_fen', { mode: 'number' }).notNull(),
    source: jsonb().$type<TSelectionSource>().notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('selection_products_uq').on(t.platform, t.goodsId),
    index('selection_products_cat_idx').on(t.platform, t.categoryId),
  ],
);

/** A user's saved filter sets for the selection tool. */
export const selectionSearches = pgTable(
  'selection_searches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    filters: jsonb().$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('selection_searches_uq').on(t.userId, t.name)],
);
