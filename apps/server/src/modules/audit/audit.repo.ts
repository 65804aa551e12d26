import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type TAuditRow = typeof auditLog.$inferInsert;

/** Appends one audit row; `db` may be a transaction, so the row commits or rolls back with its write. */
export const insertAuditRow = async (db: Db, row: TAuditRow) => {
  await db.insert(auditLog).values(row);
};

/** Appends one row and returns its id (an aggregated row whose count is raised later). */
export const insertAuditRowReturningId = async (db: Db, row: TAuditRow): Promise<number> =>
  (await db.insert(auditLog).values(row).returning({ id: auditLog.id }))[0]!.id;

/** Sets an aggregated row's count. */
export const setAuditCount = async (db: Db, id: number, count: number) => {
  await db
    .update(auditLog)
    .set({ detail: sql`jsonb_set(${auditLog.detail}, '{count}', to_jsonb(${count}::int))` })
    .where(eq(auditLog.id, id));
};
