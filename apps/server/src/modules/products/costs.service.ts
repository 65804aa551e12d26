import { and, eq, sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import { skuCosts, skus } from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { recordOperation } from '../op-log/op-log.service.js';
import { requireActiveShops } from '../shop-tabs/shop-expiry.service.js';
import { addDays, bjDay } from '../sync/days.js';

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

/** SKUs of a shop with their last 30 days (to yesterday) and today's cost, newest sellers first. */
export const productInfoList = async (
  deps: TDeps,
  auth: TAuth,
  q: { shopId: number; keyword?: string; pageIndex: number; pageSize: number },
) => {
  await requireActiveShops(deps, auth, [q.shopId]);
  const today = bjDay(deps.clock.now());
  const to = addDays(today, -1);
  const from = addDays(to, -29);
  const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`s.shop_id = ${q.shopId} ${
    like
      ? sql`and (coalesce(k.custom_name, k.name) ilike ${like} or s.sku_id ilike ${like} or s.ext_code ilike ${like})`
      : sql``
  }`;
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(
    deps.db,
    sql`select count(*)::int n from skus s join skcs k on k.shop_id = s.shop_id and k.skc_id = s.skc_id where ${where}`,
  );
  const list = await rows<{
    sku_id: string;
    skc_id: string;
    name: string;
    class_name: string;
    ext_code: string | null;
    price_cents: string;
    units: string;
    sales: string;
    cost: string | null;
  }>(
    deps.db,
    sql`select s.sku_id, s.skc_id, coalesce(k.custom_name, k.name) as name, s.class_name, s.ext_code, s.price_cents,
               coalesce(d.units, 0) as units, coalesce(d.sales, 0) as sales,
               (select c.cost_cents from sku_costs c where c.shop_id = s.shop_id and c.sku_id = s.sku_id
                  and c.effective_from <= ${today} order by c.effective_from desc limit 1) as cost
          from skus s
          join skcs k on k.shop_id = s.shop_id and k.skc_id = s.skc_id
          left join (select sku_id, sum(units) units, sum(sales_cents) sales from sku_daily_sales
                      where shop_id = ${q.shopId} and day between ${from} and ${to} group by sku_id) d on d.sku_id = s.sku_id
         where ${where}
         order by coalesce(d.units, 0) desc, s.sku_id
         limit ${q.pageSize} offset ${(q.pageIndex - 1) * q.pageSize}`,
  );
  return {
    total: Number(n),
    list: list.map((r) => ({
      skuId: r.sku_id,
      skcId: r.skc_id,
      productName: r.name,
      className: r.class_name,
      extCode: r.ext_code,
      priceCents: Number(r.price_cents),
      units30: Number(r.units),
      salesCents30: Number(r.sales),
      costCents: r.cost === null ? null : Number(r.cost),
    })),
  };
};
