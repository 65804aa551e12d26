import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * A Temu 子账号 the BOSS bound for one 店长/财务 (issue 24): its malls are a subset of the staff member's shops, so
 * its seller-centre session is what their devices get instead of the main account's. One per main account.
 */
export const staffTemuSubs = pgTable(
  'staff_temu_subs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bossId: integer('boss_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The main account (marketplace_accounts, temu_seller) the sub-account belongs to. */
    accountId: integer('account_id')
      .notNull()
      .references(() => marketplaceAccounts.id, { onDelete: 'cascade' }),
    subUid: text('sub_uid').notNull(),
    phone: text().notNull(),
    /** The sub-account's malls as Temu reported them at binding (mall ids). */
    mallIds: jsonb('mall_ids').$type<string[]>().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    sessionSealed: text('session_sealed'),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_temu_subs_user_account_uq').on(t.userId, t.accountId),
    uniqueIndex('staff_temu_subs_sub_uq').on(t.subUid),
    index('staff_temu_subs_boss_idx').on(t.bossId),
  ],
);

/** A sub-account login waiting for its SMS code: the challenge and a hash of the credentials it was asked with. */
export const staffTemuSubPending = pgTable(
  'staff_temu_sub_pending',
  {
    bossId: integer('boss_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subPhone: text('sub_phone').notNull(),
    credHash: text('cred_hash').notNull(),
    challengeSealed: text('challenge_sealed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subPhone] })],
);
