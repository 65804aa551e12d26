import { date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { devices } from './devices.js';
import { shops } from './marketplace.js';
import { users } from './users.js';

/**
 * 流量分析 per shop and Beijing day, as the browser plugin read it in a seller's logged-in seller-centre tab (the
 * open APIs and our sync have no traffic). A later report of the same day replaces it; collected_at says when.
 */
export const shopTrafficDaily = pgTable(
  'shop_traffic_daily',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    exposure: integer().notNull(),
    clicks: integer().notNull(),
    visitors: integer().notNull(),
    addToCart: integer('add_to_cart').notNull(),
    buyers: integer().notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
    /** Who sent it: the user and the plugin installation (kept for the record when either goes). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day] })],
);
