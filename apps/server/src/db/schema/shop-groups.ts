import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './marketplace.js';
import { users } from './users.js';

/** A BOSS's named set of shops, selectable like one shop on the dashboards. */
export const shopGroups = pgTable(
  'shop_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bossId: integer('boss_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shop_groups_name_uq').on(t.bossId, t.name), index('shop_groups_boss_idx').on(t.bossId)],
);

/** Unbinding a shop removes it from its groups (cascade). */
export const shopGroupMembers = pgTable(
  'shop_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => shopGroups.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.shopId] })],
);
