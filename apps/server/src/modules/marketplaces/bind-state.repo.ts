import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { marketplaceAccounts, pendingBinds, sheinAuthStates } from '../../db/schema/index.js';
import { forBoss } from '../../db/scope.js';

type TOwner = { bossId: number };

/** The Temu main account with this phone, whoever's it is (a phone binds to one tenant). */
export const findTemuSellerByPhone = async (db: Db, phone: string) =>
  (
    await db
      .select()
      .from(marketplaceAccounts)
      .where(
        and(
          eq(marketplaceAccounts.platform, 'temu'),
          eq(marketplaceAccounts.kind, 'temu_seller'),
          eq(marketplaceAccounts.phone, phone),
        ),
      )
      .limit(1)
  )[0] ?? null;

/** Remembers a Temu login challenge until the code is entered (one per tenant and phone). */
export const upsertPendingBind = (db: Db, values: typeof pendingBinds.$inferInsert) =>
  db
    .insert(pendingBinds)
    .values(values)
    .onConflictDoUpdate({ target: [pendingBinds.bossId, pendingBinds.phone], set: values });

export const getPendingBind = async (db: Db, owner: TOwner, phone: string, now: Date) =>
  (
    await db
      .select()
      .from(pendingBinds)
      .where(and(forBoss(pendingBinds, owner), eq(pendingBinds.phone, phone), gt(pendingBinds.expiresAt, now)))
      .limit(1)
  )[0] ?? null;

export const deletePendingBind = (db: Db, owner: TOwner, phone: string) =>
  db.delete(pendingBinds).where(and(forBoss(pendingBinds, owner), eq(pendingBinds.phone, phone)));

export const insertSheinAuthState = (db: Db, values: typeof sheinAuthStates.$inferInsert) =>
  db.insert(sheinAuthStates).values(values);

export const deleteUserSheinAuthStates = (db: Db, userId: number) =>
  db.delete(sheinAuthStates).where(eq(sheinAuthStates.userId, userId));

/** Consumes an unexpired authorization state (a replayed callback finds nothing); null if none. */
export const takeSheinAuthState = async (db: Db, state: string, now: Date) =>
  (
    await db
      .delete(sheinAuthStates)
      .where(and(eq(sheinAuthStates.state, state), gt(sheinAuthStates.expiresAt, now)))
      .returning()
  )[0] ?? null;
