import { and, eq, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.js';
import { skuCosts, skus } from '../../db/schema/index.js';
import { inShops } from '../dashboard/scope.repo.js';

export type TCostRow = { shopId: number; skuId: string; effectiveFrom: string; costCents: number };

export const skuExists = async (db: Db, shopId: number, skuId: string) =>
  (
    await db
      .select({ id: skus.skuId })
      .from(skus)
      .where(and(eq(skus.shopId, shopId), eq(skus.skuId, skuId)))
  ).length > 0;

/** A SKU's cost from a day on; an entry for the same day is replaced. */
export const upsertSkuCost = (db: Db, r: TCostRow, at: Date) =>
  db
    .insert(skuCosts)
    .values({ ...r, setAt: at })
    .onConflictDoUpdate({
      target: [skuCosts.shopId, skuCosts.skuId, skuCosts.effectiveFrom],
      set: { costCents: r.costCents, setAt: at },
    });

/** 'shopId:skuId' of every SKU of these shops. */
export const findSkuKeys = async (db: Db, shopIds: number[]) =>
  new Set(
    (
      await rows<{ k: string }>(
        db,
        sql`select shop_id || ':' || sku_id as k from skus where shop_id = any(${sql.param(shopIds)}::int[])`,
      )
    ).map((r) => r.k),
  );

/** Many costs in one statement (rows unique per shop, SKU and day). */
export const upsertSkuCosts = (db: Db, list: TCostRow[], at: Date) =>
  db.execute(sql`
      insert into sku_costs (shop_id, sku_id, effective_from, cost_cents, set_at)
      select s, k, e, c, ${at} from unnest(${sql.param(list.map((r) => r.shopId))}::int[],
        ${sql.param(list.map((r) => r.skuId))}::text[], ${sql.param(list.map((r) => r.effectiveFrom))}::date[],
        ${sql.param(list.map((r) => r.costCents))}::bigint[]) as t(s, k, e, c)
      on conflict (shop_id, sku_id, effective_from) do update set cost_cents = excluded.cost_cents, set_at = excluded.set_at`);

/** Sums of the daily aggregate over [from, to] for non-empty shopIds (numbers arrive as text). */
export const sumCostedDaily = async (db: Db, shopIds: number[], from: string, to: string) =>
  (
    await rows<{ sales: string; units: string; cost: string; costed_sales: string; costed_units: string }>(
      db,
      sql`select coalesce(sum(sales_cents), 0) as sales, coalesce(sum(units), 0) as units,
               coalesce(sum(cost_cents), 0) as cost, coalesce(sum(costed_sales_cents), 0) as costed_sales,
               coalesce(sum(costed_units), 0) as costed_units
          from shop_daily
         where ${inShops(shopIds)} and day between ${from} and ${to}`,
    )
  )[0];
