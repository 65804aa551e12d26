import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { devices } from './devices.js';
import { users } from './users.js';

type TSku = { skuId: string; name: string; price: number; stock: number | null; image: string | null };

/** The seller's collection box (采集箱): products the plugin collected from source sites. */
export const collectedProducts = pgTable(
  'collected_products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bossId: integer('boss_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    site: text().notNull(),
    sourceId: text('source_id').notNull(),
    sourceUrl: text('source_url').notNull(),
    title: text().notNull(),
    currency: text().notNull(),
    images: jsonb().$type<string[]>().notNull(),
    skus: jsonb().$type<TSku[]>().notNull(),
    attributes: jsonb().$type<{ name: string; value: string }[]>().notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Collecting the same product again refreshes it instead of adding a duplicate.
    uniqueIndex('collected_products_uq').on(t.bossId, t.site, t.sourceId),
    index('collected_products_boss_idx').on(t.bossId, t.collectedAt),
  ],
);
