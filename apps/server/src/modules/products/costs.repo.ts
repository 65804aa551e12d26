import { and, eq, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.js';
import { skus } from '../../db/schema/index.js';
import { inShops } from '../../db/scope.js';

export type TCostRow = { shopId: number; skuId: string; effectiveFrom: string; costCents: number };

export const skuExists = async (db: Db, shopId: number, skuId: string) =>
  (
    await db
      .select({ id: skus.skuId })
      .from(skus)
      .where(and(eq(skus.shopId, shopId), eq(skus.skuId, skuId)))
  ).length > 0;

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

/** For each (SKU, day) of one shop, the cost valid on that day (null: none), in the order asked. */
export const findCostsOn = async (db: Db, shopId: number, list: { skuId: string; effectiveFrom: string }[]) =>
  (
    await rows<{ cost: string | null }>(
      db,
      sql`select (select k.cost_cents from sku_costs k
                    where k.shop_id = ${shopId} and k.sku_id = e.sku and k.effective_from <= e.d
                    order by k.effective_from desc limit 1) as cost
            from unnest(${sql.param(list.map((r) => r.skuId))}::text[],
                        ${sql.param(list.map((r) => r.effectiveFrom))}::date[]) with ordinality as e(sku, d, i)
           order by e.i`,
    )
  ).map((r) => (r.cost === null ? null : Number(r.cost)));

/** Costs from their days on, in one statement (rows unique per shop, SKU and day; the same day is replaced). */
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
