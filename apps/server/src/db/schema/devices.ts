import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A desktop helper or browser plugin installation. Its token is its own (only the SHA-256 is stored), accepted
 * only by the device calls, and ends when the BOSS or the user signs the device out; the user's sessions are
 * untouched by it, and a device token never works as a session.
 */
export const devices = pgTable(
  'devices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The tenant (the BOSS), so the BOSS's device list and getBossHasAtLeastOneDevice read one index. */
    bossId: integer('boss_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull().$type<'helper' | 'extension'>(),
    name: text().notNull(),
    platform: text().notNull().default(''),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('devices_boss_idx').on(t.bossId), index('devices_user_idx').on(t.userId)],
);
