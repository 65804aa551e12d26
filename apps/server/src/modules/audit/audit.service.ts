import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { maskPhone } from '../../lib/secrets.js';

export type TAuditEvent = {
  event: string;
  ok: boolean;
  userId?: number | null;
  bossId?: number | null;
  phone?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
};

/** Appends one row; phones are masked, and callers never pass secrets in detail. */
export const audit = async (db: Db, e: TAuditEvent) => {
  await db.insert(auditLog).values({
    event: e.event,
    ok: e.ok,
    userId: e.userId ?? null,
    bossId: e.bossId ?? null,
    phone: maskPhone(e.phone),
    ip: e.ip ?? null,
    detail: e.detail ?? null,
  });
};
