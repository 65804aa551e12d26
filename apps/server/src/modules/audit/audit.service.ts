import type { Db } from '../../db/client.js';
import { maskPhone } from '../../lib/secrets.js';
import { insertAuditRow } from './audit.repo.js';

export type TAuditEvent = {
  event: string;
  ok: boolean;
  userId?: number | null;
  bossId?: number | null;
  phone?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
};

/**
 * Appends one row; phones are masked, and callers never pass secrets in detail. Pass the transaction
 * of the write it records (`tx`), so a change is never committed without its row.
 */
export const audit = async (db: Db, e: TAuditEvent) => {
  await insertAuditRow(db, {
    event: e.event,
    ok: e.ok,
    userId: e.userId ?? null,
    bossId: e.bossId ?? null,
    phone: maskPhone(e.phone),
    ip: e.ip ?? null,
    detail: e.detail ?? null,
  });
};
