import { and, count, desc, eq, inArray, like, or } from 'drizzle-orm';
import { auditLog, shopGroups, users } from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';
import { maskPhone } from '../../lib/secrets.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';
import { describeOperation } from './op-log.describe.js';

export type TOperation = {
  auth: TAuth;
  /** Becomes the audit event 'op.<action>'. */
  action:
    | 'rename'
    | 'hide'
    | 'restore'
    | 'staff.assign'
    | 'staff.removeShops'
    | 'shipper.add'
    | 'shipper.password'
    | 'shipper.remove'
    | 'operator.save'
    | 'operator.remove'
    | 'cost.set'
    | 'cost.import'
    | 'product.rename';
  shopId?: number;
  /** Names are copied in at the time of the operation: the log must read right after later renames. */
  detail: Record<string, unknown>;
};

/** One line of the BOSS's operation log, kept in the audit table so there is one trail, not two. */
export const recordOperation = (deps: Pick<TDeps, 'db'>, op: TOperation) =>
  audit(deps.db, {
    event: `op.${op.action}`,
    ok: true,
    userId: op.auth.userId,
    bossId: op.auth.bossId,
    detail: { ...op.detail, ...(op.shopId === undefined ? {} : { shopId: op.shopId }) },
  });

/** Shop operations plus the group events shop-groups.service already writes. */
const logOf = (bossId: number) =>
  and(
    eq(auditLog.bossId, bossId),
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

export const listOperations = async (deps: TDeps, auth: TAuth, pageIndex: number, pageSize: number) => {
  const where = logOf(auth.bossId);
  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(auditLog).where(where);
  const rows = await deps.db
    .select({ log: auditLog, phone: users.phone, nickName: users.nickName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);
  // Group events carry only ids; today's name is the best a 'set shops' line can show.
  const groupIds = [...new Set(rows.map((r) => Number(r.log.detail?.groupId)).filter(Number.isSafeInteger))];
  const groups = groupIds.length
    ? await deps.db
        .select({ id: shopGroups.id, name: shopGroups.name })
        .from(shopGroups)
        .where(and(inArray(shopGroups.id, groupIds), eq(shopGroups.bossId, auth.bossId)))
    : [];
  const groupNames = new Map(groups.map((g) => [g.id, g.name]));
  return {
    total: Number(total),
    list: rows.map(({ log, phone, nickName }) => ({
      operator: maskPhone(phone) ?? (nickName || '—'),
      detail: describeOperation(log.event, log.detail ?? {}, groupNames),
      shopName: typeof log.detail?.shopName === 'string' ? log.detail.shopName : '',
      at: log.at.toISOString(),
    })),
  };
};
