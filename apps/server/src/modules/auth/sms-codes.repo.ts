import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { smsCodes } from '../../db/schema/index.js';

type TCodeKey = { phone: string; purpose: (typeof smsCodes.$inferSelect)['purpose'] };

/** Ends every live code of the phone and purpose (a new code replaces earlier ones). */
export const consumeLiveCodes = (db: Db, k: TCodeKey, now: Date) =>
  db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.phone, k.phone), eq(smsCodes.purpose, k.purpose), isNull(smsCodes.consumedAt)));

export const insertCode = async (
  db: Db,
  row: TCodeKey & { codeHash: string; createdAt: Date; expiresAt: Date; ip: string | null },
) => {
  const [r] = await db.insert(smsCodes).values(row).returning({ id: smsCodes.id });

  return r!.id;
};

export const findLatestLiveCode = async (db: Db, k: TCodeKey) =>
  (
    await db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, k.phone), eq(smsCodes.purpose, k.purpose), isNull(smsCodes.consumedAt)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1)
  )[0];

export const consumeCode = (db: Db, id: number, now: Date) =>
  db.update(smsCodes).set({ consumedAt: now }).where(eq(smsCodes.id, id));

/** Counts a wrong try; returns the attempts so far. */
export const countWrongTry = async (db: Db, id: number) => {
  const [after] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id))
    .returning({ attempts: smsCodes.attempts });

  return after?.attempts ?? 0;
};

/** Consumes the code only if still live: of two concurrent uses, one wins. */
export const consumeCodeOnce = async (db: Db, id: number, now: Date) =>
  (
    await db
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
      .returning({ id: smsCodes.id })
  ).length > 0;
