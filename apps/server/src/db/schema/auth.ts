import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Opaque 7-day tokens: only their SHA-256 is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** SMS codes: hashed, bound to phone + purpose, single use, 5-minute life, 5 wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    phone: text().notNull(),
    purpose: text()
      .notNull()
      .$type<'login' | 'register' | 'findPass' | 'bindPhone' | 'manager' | 'deleteAccount' | 'admin'>(),
    codeHash: text('code_hash').notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text(),
  },
  (t) => [index('sms_codes_lookup_idx').on(t.phone, t.purpose, t.createdAt)],
);

/** A pending WeChat QR login: the browser holds loginId + pollKey; only the pollKey hash is kept. */
export const wechatLogins = pgTable('wechat_logins', {
  id: text().primaryKey(),
  pollKeyHash: text('poll_key_hash').notNull(),
  status: text().notNull().$type<'pending' | 'confirmed' | 'consumed'>().default('pending'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  needPhone: boolean('need_phone').notNull().default(false),
  /** Set when a logged-in user binds WeChat instead of logging in with it. */
  bindUserId: integer('bind_user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Every auth event (success and failure) and, later, every staff/shop/binding action. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    bossId: integer('boss_id'),
    event: text().notNull(),
    ok: boolean().notNull(),
    phone: text(),
    ip: text(),
    detail: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_boss_idx').on(t.bossId, t.at), index('audit_log_user_idx').on(t.userId, t.at)],
);
