import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiDrafts, aiMarginRules, collectedProducts, marketplaceAccounts, shops } from '../../db/schema/index.js';

export type TDraftRow = typeof aiDrafts.$inferSelect;
export type TDraftInsert = typeof aiDrafts.$inferInsert;
export type TDraftPatch = Partial<Omit<TDraftInsert, 'id' | 'bossId' | 'userId' | 'createdAt'>>;

const owned = (bossId: number, id: number) => and(eq(aiDrafts.bossId, bossId), eq(aiDrafts.id, id));

export const insertDraft = async (db: Db, row: TDraftInsert) => (await db.insert(aiDrafts).values(row).returning())[0]!;

export const getDraft = async (db: Db, bossId: number, id: number): Promise<TDraftRow | undefined> =>
  (await db.select().from(aiDrafts).where(owned(bossId, id)))[0];

/** A staff member's part of the tenant's drafts: those set to one of their shops, and their own with no shop yet. */
export type TDraftScope = { shopIds: number[]; userId: number } | null;

const inScope = (scope: TDraftScope) =>
  scope
    ? or(
        scope.shopIds.length ? inArray(aiDrafts.shopId, scope.shopIds) : undefined,
        and(isNull(aiDrafts.shopId), eq(aiDrafts.userId, scope.userId)),
      )
    : undefined;

export const findDrafts = async (
  db: Db,
  bossId: number,
  scope: TDraftScope,
  q: { status?: string; keyword?: string; offset: number; limit: number },
) => {
  const where: SQL | undefined = and(
    eq(aiDrafts.bossId, bossId),
    inScope(scope),
    q.status ? eq(aiDrafts.status, q.status) : undefined,
    q.keyword ? ilike(aiDrafts.title, `%${q.keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(aiDrafts).where(where);
  const list = await db
    .select()
    .from(aiDrafts)
    .where(where)
    .orderBy(desc(aiDrafts.updatedAt), desc(aiDrafts.id))
    .offset(q.offset)
    .limit(q.limit);
  return { total: Number(total?.n ?? 0), list };
};

export const updateDraft = async (db: Db, bossId: number, id: number, patch: TDraftPatch) =>
  (await db.update(aiDrafts).set(patch).where(owned(bossId, id)).returning())[0];

export const deleteDraft = (db: Db, bossId: number, id: number) => db.delete(aiDrafts).where(owned(bossId, id));

/** Marks the drafts publishing unless one already is; returns the ids it marked. */
export const markPublishing = async (db: Db, bossId: number, ids: number[], shopId: number, at: Date) =>
  (
    await db
      .update(aiDrafts)
      .set({ status: 'publishing', shopId, errorId: null, errorMsg: null, updatedAt: at })
      .where(and(eq(aiDrafts.bossId, bossId), inArray(aiDrafts.id, ids)))
      .returning({ id: aiDrafts.id })
  ).map((r) => r.id);

export const getCollectedOf = async (db: Db, bossId: number, id: number) =>
  (
    await db
      .select()
      .from(collectedProducts)
      .where(and(eq(collectedProducts.bossId, bossId), eq(collectedProducts.id, id)))
  )[0];

export const getMarginRule = async (db: Db, bossId: number) =>
  (await db.select().from(aiMarginRules).where(eq(aiMarginRules.bossId, bossId)))[0];

export const upsertMarginRule = (db: Db, bossId: number, marginPct: number, shipping: number, at: Date) =>
  db
    .insert(aiMarginRules)
    .values({ bossId, marginPct: String(marginPct), shipping: String(shipping), updatedAt: at })
    .onConflictDoUpdate({
      target: aiMarginRules.bossId,
      set: { marginPct: String(marginPct), shipping: String(shipping), updatedAt: at },
    });

/** The shop with the seller-centre account it was bound through (publishing needs its session). */
export const getShopAccount = async (db: Db, shopId: number) =>
  (
    await db
      .select({ shop: shops, account: marketplaceAccounts })
      .from(shops)
      .leftJoin(marketplaceAccounts, eq(marketplaceAccounts.id, shops.accountId))
      .where(eq(shops.id, shopId))
  )[0];
