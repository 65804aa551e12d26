import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './marketplace.js';
import { users } from './users.js';

/**
 * One user's view of one shop: its place in its list (temu/shein × full/semi) and whether its tab is
 * closed. Per user, because a BOSS and each staff member arrange their own panel (spec §2, §4).
 * No row means 'never arranged': shown, after the arranged ones.
 */
export const shopTabState = pgTable(
  'shop_tab_state',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    sort: integer(),
    hidden: boolean().notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index('shop_tab_state_shop_idx').on(t.shopId)],
);

/**
 * The BOSS's rename of a shop, the name the whole tenant sees. A one-to-one side table rather than a
 * column on shops so a rebind, which rewrites shops.name from the marketplace, never touches it.
 */
export const shopDisplayNames = pgTable(
  'shop_display_names',
  {
    shopId: integer('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    bossId: integer('boss_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Two concurrent renames to the same custom name cannot both win.
  (t) => [uniqueIndex('shop_display_names_uq').on(t.bossId, t.displayName)],
);
