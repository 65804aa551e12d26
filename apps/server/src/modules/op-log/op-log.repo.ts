import { and, count, desc, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { forBoss } from '../../db/scope.js';

/** Shop operations plus the group and binding events their services write. */
const logOf = (owner: { bossId: number }) =>
  and(
    forBoss(auditLog, owner),
    eq(auditLog.ok, true),
    or(
      like(auditLog.event, 'op.%'),
      like(auditLog.event, 'group.%'),
      inArray(auditLog.event, [
        'bind.temu',
        'bind.temu.rebind',
        'bind.shein',
        'bind.temuOpenToken',
        'unbind.temu',
        'unbind.shein',
      ]),
    ),
  );

export const countOperations = async (db: Db, owner: { bossId: number }) => {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(logOf(owner));
  return Number(total);
};

/** One page of the log, newest first, with the operator's phone and nickname. */
export const findOperations = (db: Db, owner: { bossId: number }, limit: number, offset: number) =>
  db
    .select({ log: auditLog, phone: users.phone, nickName: users.nickName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(logOf(owner))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
