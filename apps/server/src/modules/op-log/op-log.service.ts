import { opLogZh, renderOpLogLine, type TOpLogEvent } from '@ksa/contract';
import type { Db } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { maskPhone } from '../../lib/secrets.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';
import { findGroupNames } from '../shop-groups/index.js';
import { describeOperation } from './op-log.describe.js';
import { countOperations, findOperations } from './op-log.repo.js';

/** The contract's op-log events written through recordOperation (the 'op.' ones). */
type TOpAction = TOpLogEvent extends infer E ? (E extends `op.${infer A}` ? A : never) : never;

export type TOperation = {
  /** Who did it (a payment callback has no session: the order's user and BOSS). */
  auth: Pick<TAuth, 'userId' | 'bossId'>;
  /** Becomes the audit event 'op.<action>', one of the contract's OpLogEvents (the log has a text for each). */
  action: TOpAction;
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
    list: rows.map(({ log, phone, nickName }) => {
      const text = describeOperation(log.event, log.detail ?? {}, groupNames);
      return {
        operator: maskPhone(phone) ?? (nickName || '—'),
        detail: renderOpLogLine(text, opLogZh),
        text,
        shopName: typeof log.detail?.shopName === 'string' ? log.detail.shopName : '',
        at: log.at.toISOString(),
      };
    }),
  };
};
