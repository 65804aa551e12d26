import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { marketplaceAccounts, shops } from './marketplace.js';
import { users } from './users.js';

/**
 * Which staff member (manager, finance, operator) may see which shop. The one source of truth for
 * staff visibility: every list and single-shop access goes through it (visibleShopIds). Unbinding
 * a shop or deleting the staff member removes the rows (cascade).
 */
export const shopStaff = pgTable(
  'shop_staff',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId] }), index('shop_staff_user_idx').on(t.userId)],
);

/** An operator's main-account entities (spec §3 Operator: entity = main-account uids). */
export const operatorEntities = pgTable(
  'operator_entities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => marketplaceAccounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] })],
);
