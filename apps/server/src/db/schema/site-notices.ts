import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** News, announcements and articles the operator publishes (npm run notice); public, not tenant-owned. */
export const siteNotices = pgTable(
  'site_notices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text().notNull().$type<'news' | 'announcement' | 'article'>(),
    title: text().notNull(),
    /** Plain text shown in lists; the first paragraph of the body when the operator gives none. */
    summary: text().notNull(),
    /** Markdown source; rendered and sanitised when read. */
    bodyMd: text('body_md').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_notices_type_published_idx').on(t.type, t.publishedAt)],
);
