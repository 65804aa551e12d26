import type { Db } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { maskPhone } from '../../lib/secrets.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';
import { findGroupNames } from '../shop-groups/shop-groups.repo.js';
import { describeOperation } from './op-log.describe.js';
import { countOperations, findOperations } from './op-log.repo.js';

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

/**
 * One line of the BOSS's operation log, kept in the audit table so there is one trail, not two.
 * `db` is the transaction of the write it records, so the write never commits without its line.
 */
export const recordOperation = (db: Db, op: TOperation) =>
  audit(db, {
    event: `op.${op.action}`,
    ok: true,
    userId: op.auth.userId,
    bossId: op.auth.bossId,
    detail: { ...op.detail, ...(op.shopId === undefined ? {} : { shopId: op.shopId }) },
  });

export const listOperations = async (deps: TDeps, auth: TAuth, pageIndex: number, pageSize: number) => {
  const total = await countOperations(deps.db, auth);
  const rows = await findOperations(deps.db, auth, pageSize, (pageIndex - 1) * pageSize);
  // Group events carry only ids; today's name is the best a 'set shops' line can show.
  const groupIds = [...new Set(rows.map((r) => Number(r.log.detail?.groupId)).filter(Number.isSafeInteger))];
  const groups = groupIds.length ? await findGroupNames(deps.db, auth, groupIds) : [];
  const groupNames = new Map(groups.map((g) => [g.id, g.name]));
  return {
    total,
    list: rows.map(({ log, phone, nickName }) => ({
      operator: maskPhone(phone) ?? (nickName || '—'),
      detail: describeOperation(log.event, log.detail ?? {}, groupNames),
      shopName: typeof log.detail?.shopName === 'string' ? log.detail.shopName : '',
      at: log.at.toISOString(),
    })),
  };
};
