import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { marketplaceAccounts, shops, staffTemuSubPending, staffTemuSubs } from '../../db/schema/index.js';

export type TStaffTemuSubRow = typeof staffTemuSubs.$inferSelect;

/** The BOSS's bound Temu main account with this uid (not revoked), or null. */
export const getTemuMainAccount = async (db: Db, bossId: number, mainUid: string) => {
  const [row] = await db
    .select()
    .from(marketplaceAccounts)
    .where(
      and(
        eq(marketplaceAccounts.bossId, bossId),
        eq(marketplaceAccounts.kind, 'temu_seller'),
        eq(marketplaceAccounts.externalId, mainUid),
        ne(marketplaceAccounts.status, 'revoked'),
      ),
    )
    .limit(1);
  return row ?? null;
};

/** Our shops of a main account among these mall ids. */
export const findAccountShopsByMall = (db: Db, bossId: number, accountId: number, mallIds: string[]) =>
  mallIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: shops.id, externalId: shops.externalId, name: shops.name })
        .from(shops)
        .where(and(eq(shops.bossId, bossId), eq(shops.accountId, accountId), inArray(shops.externalId, mallIds)));

export const findStaffSubs = (db: Db, bossId: number, userId: number) =>
  db
    .select()
    .from(staffTemuSubs)
    .where(and(eq(staffTemuSubs.bossId, bossId), eq(staffTemuSubs.userId, userId)))
    .orderBy(staffTemuSubs.id);

export const getSubBySubUid = async (db: Db, subUid: string) => {
  const [row] = await db.select().from(staffTemuSubs).where(eq(staffTemuSubs.subUid, subUid)).limit(1);
  return row ?? null;
};

export const getStaffSubForAccount = async (db: Db, userId: number, accountId: number) => {
  const [row] = await db
    .select()
    .from(staffTemuSubs)
    .where(and(eq(staffTemuSubs.userId, userId), eq(staffTemuSubs.accountId, accountId)))
    .limit(1);
  return row ?? null;
};

/** One sub-account per staff member and main account: binding another replaces it. */
export const upsertStaffSub = async (db: Db, v: typeof staffTemuSubs.$inferInsert) => {
  const [row] = await db
    .insert(staffTemuSubs)
    .values(v)
    .onConflictDoUpdate({
      target: [staffTemuSubs.userId, staffTemuSubs.accountId],
      set: {
        subUid: v.subUid,
        phone: v.phone,
        mallIds: v.mallIds,
        secretSealed: v.secretSealed,
        sessionSealed: v.sessionSealed,
        sessionExpiresAt: v.sessionExpiresAt,
        createdAt: v.createdAt,
      },
    })
    .returning();
  return row!;
};

export const deleteStaffSub = async (db: Db, bossId: number, userId: number, subUid: string) =>
  (
    await db
      .delete(staffTemuSubs)
      .where(and(eq(staffTemuSubs.bossId, bossId), eq(staffTemuSubs.userId, userId), eq(staffTemuSubs.subUid, subUid)))
      .returning({ id: staffTemuSubs.id })
  ).length;

export const storeSubSession = (db: Db, id: number, sessionSealed: string, expiresAt: Date) =>
  db.update(staffTemuSubs).set({ sessionSealed, sessionExpiresAt: expiresAt }).where(eq(staffTemuSubs.id, id));

export const upsertSubPending = (db: Db, v: typeof staffTemuSubPending.$inferInsert) =>
  db
    .insert(staffTemuSubPending)
    .values(v)
    .onConflictDoUpdate({
      target: [staffTemuSubPending.userId, staffTemuSubPending.subPhone],
      set: { credHash: v.credHash, challengeSealed: v.challengeSealed, expiresAt: v.expiresAt, bossId: v.bossId },
    });

export const getSubPending = async (db: Db, bossId: number, userId: number, subPhone: string, now: Date) => {
  const [row] = await db
    .select()
    .from(staffTemuSubPending)
    .where(
      and(
        eq(staffTemuSubPending.bossId, bossId),
        eq(staffTemuSubPending.userId, userId),
        eq(staffTemuSubPending.subPhone, subPhone),
        gt(staffTemuSubPending.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
};

export const deleteSubPending = (db: Db, userId: number, subPhone: string) =>
  db
    .delete(staffTemuSubPending)
    .where(and(eq(staffTemuSubPending.userId, userId), eq(staffTemuSubPending.subPhone, subPhone)));

export const getTemuMainAccountById = async (db: Db, bossId: number, accountId: number) => {
  const [row] = await db
    .select()
    .from(marketplaceAccounts)
    .where(and(eq(marketplaceAccounts.bossId, bossId), eq(marketplaceAccounts.id, accountId)))
    .limit(1);
  return row ?? null;
};
