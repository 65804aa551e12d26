import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { siteNotices } from '../../db/schema/index.js';

export type TNoticeRow = typeof siteNotices.$inferSelect;
export type TNoticeType = TNoticeRow['type'];

/** Newest first; ties (same second) by id so pages never repeat or skip a row. */
export const findNotices = async (db: Db, types: readonly TNoticeType[], offset: number, limit: number) => {
  const where = inArray(siteNotices.type, [...types]);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(siteNotices)
      .where(where)
      .orderBy(desc(siteNotices.publishedAt), desc(siteNotices.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(siteNotices).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
};

export const getNotice = async (db: Db, id: number): Promise<TNoticeRow | null> =>
  (await db.select().from(siteNotices).where(eq(siteNotices.id, id)).limit(1))[0] ?? null;

export const insertNotice = async (db: Db, values: typeof siteNotices.$inferInsert) =>
  (await db.insert(siteNotices).values(values).returning())[0]!;

/** Returns whether a row was deleted. */
export const deleteNotice = async (db: Db, id: number) =>
  (await db.delete(siteNotices).where(eq(siteNotices.id, id)).returning({ id: siteNotices.id })).length > 0;

export const countNotices = async (db: Db) => Number((await db.select({ n: count() }).from(siteNotices))[0]?.n ?? 0);

export const updateNoticeRow = async (db: Db, id: number, values: Partial<typeof siteNotices.$inferInsert>) =>
  (await db.update(siteNotices).set(values).where(eq(siteNotices.id, id)).returning())[0] ?? null;
