import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { marketplaceAccounts, shopDisplayNames, shops, shopTabState, shopTodos } from '../../db/schema/index.js';

/** These shops with one user's tab state, the tenant's display name and the main account's kind. */
export const findTabRows = (db: Db, userId: number, shopIds: number[]) =>
  db
    .select({
      shop: shops,
      sort: shopTabState.sort,
      hidden: shopTabState.hidden,
      custom: shopDisplayNames.displayName,
      account: { kind: marketplaceAccounts.kind, externalId: marketplaceAccounts.externalId },
      todo: { abnormal: shopTodos.abnormal, returnsPending: shopTodos.returnsPending },
    })
    .from(shops)
    .leftJoin(shopTabState, and(eq(shopTabState.shopId, shops.id), eq(shopTabState.userId, userId)))
    .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
    .leftJoin(marketplaceAccounts, eq(marketplaceAccounts.id, shops.accountId))
    .leftJoin(shopTodos, eq(shopTodos.shopId, shops.id))
    .where(inArray(shops.id, shopIds));

/** One statement for every shop of every list: atomic without an explicit transaction. */
export const upsertTabSorts = (db: Db, userId: number, sorts: [number, number | null][], at: Date) =>
  db
    .insert(shopTabState)
    .values(sorts.map(([shopId, sort]) => ({ userId, shopId, sort, updatedAt: at })))
    .onConflictDoUpdate({
      target: [shopTabState.userId, shopTabState.shopId],
      set: { sort: sql`excluded.sort`, updatedAt: at },
    });

/** Serialises one user's tab writes until the transaction ends. */
export const lockUserTabs = (tx: Db, userId: number) => tx.execute(sql`select pg_advisory_xact_lock(${userId})`);

export const setTabsHidden = (db: Db, userId: number, shopIds: number[], hidden: boolean, at: Date) =>
  hidden
    ? db
        .insert(shopTabState)
        .values(shopIds.map((shopId) => ({ userId, shopId, hidden: true, updatedAt: at })))
        .onConflictDoUpdate({
          target: [shopTabState.userId, shopTabState.shopId],
          set: { hidden: true, updatedAt: at },
        })
    : db
        .update(shopTabState)
        .set({ hidden: false, updatedAt: at })
        .where(and(eq(shopTabState.userId, userId), inArray(shopTabState.shopId, shopIds)));

/** How many of these shops the user has not hidden. */
export const countShownTabs = async (db: Db, userId: number, shopIds: number[]) => {
  const res = (await db.execute(
    sql`select count(*)::int as n from unnest(${sql.param(shopIds)}::int[]) as v(id) where not exists (select 1 from shop_tab_state t where t.user_id = ${userId} and t.shop_id = v.id and t.hidden)`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]?.n ?? 0;
};
