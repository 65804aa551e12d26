import type { TAdminAuditRow } from '@ksa/contract';
import type { Db } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { maskPhone } from '../../lib/secrets.js';
import { findAdminAudit, insertAdminAudit } from './admin-audit.repo.js';

/** The admin acting (null: the command line). */
export type TAdminActor = { adminId: number; phone: string; ip: string | null } | null;

/**
 * One row of the admin audit log. Pass the transaction of the change it records, so a change never commits
 * without its row (and a row never without its change).
 */
export const adminAudit = (
  tx: Db,
  actor: TAdminActor,
  e: { action: string; target?: string; before?: Record<string, unknown>; after?: Record<string, unknown>; at: Date },
) =>
  insertAdminAudit(tx, {
    at: e.at,
    adminId: actor?.adminId ?? null,
    actor: actor ? (maskPhone(actor.phone) ?? `admin#${actor.adminId}`) : 'cli',
    action: e.action,
    target: e.target ?? null,
    before: e.before ?? null,
    after: e.after ?? null,
    ip: actor?.ip ?? null,
  });

export const listAdminAudit = async (deps: TDeps, pageIndex: number, pageSize: number) => {
  const { list, total } = await findAdminAudit(deps.db, (pageIndex - 1) * pageSize, pageSize);
  return {
    total,
    list: list.map(
      (r): TAdminAuditRow => ({
        id: r.id,
        at: r.at.toISOString(),
        actor: r.actor,
        action: r.action,
        target: r.target,
        before: r.before,
        after: r.after,
      }),
    ),
  };
};
