import { index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { collectedProducts } from './collection.js';
import { shops } from './marketplace.js';
import { users } from './users.js';

type TDraftSku = {
  skuId: string;
  specs: { name: string; value: string }[];
  /** Source price in yuan. */
  cost: number;
  price: number;
  stock: number | null;
};

/** AI listing drafts (智能翻译上品): one per collected product the BOSS's team prepares for a marketplace. */
export const aiDrafts = pgTable(
  'ai_drafts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bossId: integer('boss_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectedId: integer('collected_id').references(() => collectedProducts.id, { onDelete: 'set null' }),
    site: text().notNull(),
    sourceUrl: text('source_url').notNull(),
    sourceTitle: text('source_title').notNull(),
    lang: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    attributes: jsonb().$type<{ name: string; value: string }[]>().notNull(),
    skus: jsonb().$type<TDraftSku[]>().notNull(),
    images: jsonb().$type<{ source: string; translated: string | null }[]>().notNull(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    status: text().notNull().default('draft'),
    errorId: text('error_id'),
    errorMsg: text('error_msg'),
    productId: text('product_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_drafts_boss_idx').on(t.bossId, t.updatedAt)],
);

/** The BOSS's pricing rule for drafts: price = cost × (1 + margin%) + shipping. */
export const aiMarginRules = pgTable('ai_margin_rules', {
  bossId: integer('boss_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  marginPct: numeric('margin_pct', { precision: 8, scale: 2 }).notNull(),
  shipping: numeric({ precision: 10, scale: 2 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
