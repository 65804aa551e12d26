import { and, eq, sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import { skuCosts, skus } from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { recordOperation } from '../op-log/op-log.service.js';
import { requireActiveShops } from '../shop-tabs/shop-expiry.service.js';
import { bjDay } from '../sync/days.js';

/** Yuan text with at most 2 decimals → cents, without floating-point rounding. */
export const yuanToCents = (yuan: string) => {
  const [i, f = ''] = yuan.split('.');
  return Number(i) * 100 + Number(f.padEnd(2, '0'));
};

/** Sets a SKU's cost from a day on (default today); an entry for the same day is replaced. */
export const setSkuCost = async (
  deps: TDeps,
  auth: TAuth,
  b: { shopId: number; skuId: string; cost: string; effectiveFrom?: string },
) => {
  await requireActiveShops(deps, auth, [b.shopId]);
  const [sku] = await deps.db
    .select({ id: skus.skuId })
    .from(skus)
    .where(and(eq(skus.shopId, b.shopId), eq(skus.skuId, b.skuId)));
  if (!sku) {
    throw new AppError('NOT_FOUND');
  }
  const effectiveFrom = b.effectiveFrom ?? bjDay(deps.clock.now());
  const costCents = yuanToCents(b.cost);
  await deps.db
    .insert(skuCosts)
    .values({ shopId: b.shopId, skuId: b.skuId, effectiveFrom, costCents, setAt: deps.clock.now() })
    .onConflictDoUpdate({
      target: [skuCosts.shopId, skuCosts.skuId, skuCosts.effectiveFrom],
      set: { costCents, setAt: deps.clock.now() },
    });
  await recordOperation(deps, {
    auth,
    action: 'cost.set',
    shopId: b.shopId,
    detail: { skuId: b.skuId, effectiveFrom },
  });
  return { effectiveFrom, costCents };
};

/**
 * Sales, units, cost and profit of shops over [from, to], each SKU-day costed with the cost valid on
 * that day. Profit counts only units whose cost is known; coverage says how many those are.
 */
export const costedTotals = async (deps: TDeps, shopIds: number[], from: string, to: string) => {
  const [r] = await rows<{ sales: string; units: string; cost: string; costed_sales: string; costed_units: string }>(
    deps.db,
    sql`select coalesce(sum(d.sales_cents), 0) as sales,
               coalesce(sum(d.units), 0) as units,
               coalesce(sum(d.units * c.cost_cents), 0) as cost,
               coalesce(sum(case when c.cost_cents is null then 0 else d.sales_cents end), 0) as costed_sales,
               coalesce(sum(case when c.cost_cents is null then 0 else d.units end), 0) as costed_units
          from sku_daily_sales d
          left join lateral (
            select k.cost_cents from sku_costs k
             where k.shop_id = d.shop_id and k.sku_id = d.sku_id and k.effective_from <= d.day
             order by k.effective_from desc limit 1) c on true
         where d.shop_id in (${sql.join(
           shopIds.map((id) => sql`${id}`),
           sql`, `,
         )}) and d.day between ${from} and ${to}`,
  );
  const units = Number(r?.units ?? 0);
  const cost = Number(r?.cost ?? 0);
  return {
    salesCents: Number(r?.sales ?? 0),
    units,
    costCents: cost,
    profitCents: Number(r?.costed_sales ?? 0) - cost,
    costCoverage: units ? Number(r?.costed_units ?? 0) / units : 1,
  };
};
