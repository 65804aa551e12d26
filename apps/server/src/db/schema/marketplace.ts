import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A marketplace credential a BOSS bound: a Temu main account (seller-centre login), a Temu Open API
 * token for one mall, or a Shein authorization (openKeyId + secretKey). Secrets are AES-256-GCM
 * sealed with a key kept outside the database and never leave the server.
 */
export const marketplaceAccounts = pgTable(
  'marketplace_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bossId: integer('boss_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text().notNull().$type<'temu' | 'shein'>(),
    kind: text().notNull().$type<'temu_seller' | 'temu_open' | 'shein_open'>(),
    /** Temu main-account uid, Temu mallId (open token), or Shein supplierId. */
    externalId: text('external_id').notNull(),
    /** The Temu main account's phone, shown in the bind/unbind tables (not secret). */
    phone: text(),
    region: text(),
    secretSealed: text('secret_sealed').notNull(),
    sessionSealed: text('session_sealed'),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    status: text().notNull().$type<'active' | 'needs_relogin' | 'revoked'>().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mk_accounts_uq').on(t.platform, t.kind, t.externalId),
    index('mk_accounts_boss_idx').on(t.bossId),
  ],
);

/** A shop (mall). Ids start above 100 because 100 means 'all shops' in the spec. */
export const shops = pgTable(
  'shops',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    bossId: integer('boss_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => marketplaceAccounts.id, { onDelete: 'set null' }),
    /** A Temu Open API token bound to the same mall, when the seller pasted one. */
    openAccountId: integer('open_account_id').references(() => marketplaceAccounts.id, { onDelete: 'set null' }),
    platform: text().notNull().$type<'temu' | 'shein'>(),
    externalId: text('external_id').notNull(),
    name: text().notNull(),
    semiManaged: boolean('semi_managed').notNull().default(false),
    currency: text().notNull().default('CNY'),
    openedDay: date('opened_day', { mode: 'string' }),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One shop belongs to one BOSS: binding it again elsewhere answers 'shop already bound'.
    uniqueIndex('shops_external_uq').on(t.platform, t.externalId),
    index('shops_boss_idx').on(t.bossId),
  ],
);

/**
 * Between 'get code' and 'bind': the marketplace's login challenge for this phone. Only an HMAC of
 * phone + password is kept, to check the bind request uses the same credentials (spec §5).
 */
export const pendingBinds = pgTable(
  'pending_binds',
  {
    bossId: integer('boss_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    credHash: text('cred_hash').notNull(),
    challengeSealed: text('challenge_sealed').notNull(),
    isRebind: boolean('is_rebind').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('pending_binds_uq').on(t.bossId, t.phone)],
);

/** A Shein authorization in progress: the popup's state, so only our own callbacks bind, once. */
export const sheinAuthStates = pgTable('shein_auth_states', {
  state: text().primaryKey(),
  bossId: integer('boss_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  clientId: text('client_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Per-shop sync bookkeeping, shown next to each shop. */
export const shopSyncState = pgTable('shop_sync_state', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  status: text().notNull().$type<'queued' | 'running' | 'ok' | 'error' | 'needs_relogin'>().default('queued'),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastFullSyncAt: timestamp('last_full_sync_at', { withTimezone: true }),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastRefreshRequestAt: timestamp('last_refresh_request_at', { withTimezone: true }),
  rowsSynced: bigint('rows_synced', { mode: 'number' }).notNull().default(0),
  cursor: jsonb().$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  /** The server running this shop's sync ('running'), and until when its heartbeat holds the lease. */
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
});
