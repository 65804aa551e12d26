import { sql } from 'drizzle-orm';
import { type Db, sharedRows } from '../../db/client.js';
import { shopStockSummary } from '../../db/schema/index.js';
import { inShops } from '../../db/scope.js';

/** Stores one shop's computed stock figures (replacing the previous ones). */
export const upsertStockSummary = (db: Db, row: typeof shopStockSummary.$inferInsert, computedAt: Date) => {
  const { shopId: _id, ...set } = row;
  return db
    .insert(shopStockSummary)
    .values({ ...row, computedAt })
    .onConflictDoUpdate({ target: shopStockSummary.shopId, set: { ...set, computedAt } });
};

/** The stored summaries of these shops (the lists are jsonb). */
export const findStockSummaryRows = (db: Db, ids: number[]) =>
  sharedRows<{
    shop_id: number;
    as_of: string | null;
    units: number;
    cost_total: string;
    costed_units: number;
    dead_count: number;
    dead_value: string;
    dead_units: number;
    dead_costed_units: number;
    in_risk: number;
    in_stock: number;
    risk_list: unknown;
    sold_out_list: unknown;
    skc_count: number;
    sku_count: number;
    on_shelf: number;
    first_order: number;
    has_cost: number;
    refunds_30d: number;
  }>(
    db,
    sql`select shop_id, to_char(as_of, 'YYYY-MM-DD') as_of, units, cost_total, costed_units, dead_count, dead_value,
               dead_units, dead_costed_units, in_risk, in_stock,
               risk_list, sold_out_list, skc_count, sku_count, on_shelf, first_order, has_cost, refunds_30d
          from shop_stock_summary where ${inShops(ids)}`,
  );
