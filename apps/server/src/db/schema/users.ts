import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Everyone who can log in: BOSSes and the staff they create. Passwords only as Argon2id hashes. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    phone: text(),
    passwordHash: text('password_hash'),
    nickName: text('nick_name').notNull().default(''),
    role: text().notNull().$type<'boss' | 'manager' | 'finance' | 'shipper' | 'operator'>(),
    /** The tenant: a BOSS's own id, or the BOSS who created this staff member. */
    bossId: integer('boss_id'),
    wechatOpenid: text('wechat_openid'),
    wechatUnionid: text('wechat_unionid'),
    isDemo: boolean('is_demo').notNull().default(false),
    isFirst: boolean('is_first').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The currency dashboards convert amounts into (ISO 4217, one of the contract's DisplayCurrencies). */
    displayCurrency: text('display_currency').notNull().default('CNY'),
  },
  (t) => [
    uniqueIndex('users_phone_uq').on(t.phone).where(sql`${t.phone} is not null`),
    uniqueIndex('users_wechat_openid_uq').on(t.wechatOpenid).where(sql`${t.wechatOpenid} is not null`),
    index('users_boss_idx').on(t.bossId),
  ],
);

/** A staff member's place in a BOSS's tenant and the optional permissions 1-4 granted to them. */
export const staffPermissions = pgTable(
  'staff_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionId: text('permission_id').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_permissions_uq').on(t.userId, t.permissionId)],
);
