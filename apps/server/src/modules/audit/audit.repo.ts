import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type TAuditRow = typeof auditLog.$inferInsert;

/** Appends one audit row; `db` may be a transaction, so the row commits or rolls back with its write. */
export const insertAuditRow = async (db: Db, row: TAuditRow) => {
  await db.insert(auditLog).values(row);
};
