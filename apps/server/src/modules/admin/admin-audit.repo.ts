import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminAuditLog } from '../../db/schema/index.js';

export type TAdminAuditInsert = typeof adminAuditLog.$inferInsert;

export const insertAdminAudit = (db: Db, row: TAdminAuditInsert) => db.insert(adminAuditLog).values(row);

export const findAdminAudit = async (db: Db, offset: number, limit: number) => {
  const list = await db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
    .offset(offset)
    .limit(limit);
  const total = Number((await db.select({ n: count() }).from(adminAuditLog))[0]?.n ?? 0);
  return { list, total };
};
