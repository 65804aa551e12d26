import { Limits } from '@ksa/contract';
import { and, eq, sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import { skuCosts, skus } from '../../db/schema/index.js';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { idsOf, resolveShopScope } from '../access/shop-access.js';
import { sumDaily } from '../dashboard/sales.service.js';
import { inShops } from '../dashboard/scope.js';
import { costCoverage } from '../dashboard/stock.service.js';
import { recordOperation } from '../op-log/op-log.service.js';
import { addDays, bjDay } from '../sync/days.js';
import { refreshShopDaily } from '../sync/writers.js';

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
  await resolveShopScope(deps, auth, { shopId: b.shopId }, { activeOnly: 'refuse' });
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
  // Profit of the days this cost now covers changes: re-cost them in the daily aggregate.
  await refreshShopDaily(deps.db, b.shopId, effectiveFrom, bjDay(deps.clock.now()));
  await recordOperation(deps, {
    auth,
    action: 'cost.set',
    shopId: b.shopId,
    detail: { skuId: b.skuId, effectiveFrom },
  });
  return { effectiveFrom, costCents };
};

/**
 * Sales, units, cost and profit of shops over [from, to] from the daily aggregate (each SKU-day was
 * costed with the cost valid that day). Profit counts only units whose cost is known; coverage says
 * how many those are, so a missing cost never passes for profit.
 */
export const costedTotals = async (deps: Pick<TDeps, 'db'>, shopIds: number[], from: string, to: string) => {
  if (!shopIds.length) {
    return { salesCents: 0, units: 0, costCents: 0, profitCents: 0, costCoverage: 1 };
  }
  const [r] = await rows<{ sales: string; units: string; cost: string; costed_sales: string; costed_units: string }>(
    deps.db,
    sql`select coalesce(sum(sales_cents), 0) as sales, coalesce(sum(units), 0) as units,
               coalesce(sum(cost_cents), 0) as cost, coalesce(sum(costed_sales_cents), 0) as costed_sales,
               coalesce(sum(costed_units), 0) as costed_units
          from shop_daily
         where shop_id in (${sql.join(
           shopIds.map((id) => sql`${id}`),
           sql`, `,
         )}) and day between ${from} and ${to}`,
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
/** The shops a product list covers: one active shop, or all shops (100) / a group of both platforms. */
const productShops = async (deps: TDeps, auth: TAuth, q: { shopId: number; shopIds?: number[] }) => {
  if (q.shopIds || q.shopId === Limits.allShopsId) {
    const scope = q.shopIds ? { shopIds: q.shopIds } : { shopId: q.shopId };
    const [temu, shein] = await Promise.all([
      resolveShopScope(deps, auth, scope, { platform: 'temu', activeOnly: 'omit' }),
      resolveShopScope(deps, auth, scope, { platform: 'shein', activeOnly: 'omit' }),
    ]);
    return idsOf([...temu, ...shein]);
  }
  await resolveShopScope(deps, auth, { shopId: q.shopId }, { activeOnly: 'refuse' });
  return [q.shopId];
};

export const productInfoList = async (
  deps: TDeps,
  auth: TAuth,
  q: { shopId: number; shopIds?: number[]; keyword?: string; pageIndex: number; pageSize: number },
) => {
  const ids = await productShops(deps, auth, q);
  if (!ids.length) {
    return { total: 0, salesTotal: 0, costIsNullTotal: 0, skuTotal: 0, list: [] };
  }
  const today = bjDay(deps.clock.now());
  const to = addDays(today, -1);
  const from = addDays(to, -29);
  const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`${inShops(ids, sql.raw('s.shop_id'))} ${
    like
      ? sql`and (coalesce(k.custom_name, k.name) ilike ${like} or s.sku_id ilike ${like} or s.ext_code ilike ${like}
                 or s.skc_id ilike ${like})`
      : sql``
  }`;
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(
    deps.db,
    sql`select count(*)::int n from skus s join skcs k on k.shop_id = s.shop_id and k.skc_id = s.skc_id where ${where}`,
  );
  const list = await rows<{
    shop_id: number;
    sku_id: string;
    skc_id: string;
    name: string;
    original: string;
    image_url: string | null;
    class_name: string;
    ext_code: string | null;
    price_cents: string;
    units: string;
    sales: string;
    cost: string | null;
  }>(
    deps.db,
    sql`select s.shop_id, s.sku_id, s.skc_id, coalesce(k.custom_name, k.name) as name, k.name as original, k.image_url,
               s.class_name, s.ext_code, s.price_cents, coalesce(d.units, 0) as units, coalesce(d.sales, 0) as sales,
               (select c.cost_cents from sku_costs c where c.shop_id = s.shop_id and c.sku_id = s.sku_id
                  and c.effective_from <= ${today} order by c.effective_from desc limit 1) as cost
          from skus s
          join skcs k on k.shop_id = s.shop_id and k.skc_id = s.skc_id
          left join (select shop_id, sku_id, sum(units) units, sum(sales_cents) sales from sku_daily_sales
                      where ${inShops(ids)} and day between ${from} and ${to}
                      group by shop_id, sku_id) d on d.shop_id = s.shop_id and d.sku_id = s.sku_id
         where ${where}
         order by coalesce(d.units, 0) desc, s.shop_id, s.sku_id
         limit ${q.pageSize} offset ${(q.pageIndex - 1) * q.pageSize}`,
  );
  const [sums, coverage] = await Promise.all([sumDaily(deps, ids, from, to), costCoverage(deps, ids, today)]);
  return {
    total: Number(n),
    salesTotal: sums.sales,
    costIsNullTotal: coverage.noCost,
    skuTotal: coverage.hasCost + coverage.noCost,
    list: list.map((r) => ({
      mallId: Number(r.shop_id),
      skuId: r.sku_id,
      skcId: r.skc_id,
      productName: r.name,
      originalName: r.original,
      imageUrl: r.image_url,
      className: r.class_name,
      extCode: r.ext_code,
      priceCents: Number(r.price_cents),
      units30: Number(r.units),
      salesCents30: Number(r.sales),
      costCents: r.cost === null ? null : Number(r.cost),
    })),
  };
};

/**
 * Imports many SKU costs at once: every shop must be visible and active, unknown SKUs are skipped and
 * counted; each shop's daily aggregate is re-costed once, from its earliest effective day.
 */
export const importSkuCosts = async (
  deps: TDeps,
  auth: TAuth,
  list: { shopId: number; skuId: string; cost: string; effectiveFrom?: string }[],
) => {
  const today = bjDay(deps.clock.now());
  const shopIds = [...new Set(list.map((r) => r.shopId))];
  await resolveShopScope(deps, auth, { shopIds }, { activeOnly: 'refuse' });
  const known = new Set(
    (
      await rows<{ k: string }>(
        deps.db,
        sql`select shop_id || ':' || sku_id as k from skus where shop_id = any(${sql.param(shopIds)}::int[])`,
      )
    ).map((r) => r.k),
  );
  const accepted = list
    .filter((r) => known.has(`${r.shopId}:${r.skuId}`))
    .map((r) => ({
      shopId: r.shopId,
      skuId: r.skuId,
      effectiveFrom: r.effectiveFrom ?? today,
      costCents: yuanToCents(r.cost),
    }));
  // The last row wins when the same SKU and day appear twice.
  const unique = [...new Map(accepted.map((r) => [`${r.shopId}:${r.skuId}:${r.effectiveFrom}`, r])).values()];
  const now = deps.clock.now();
  if (unique.length) {
    await deps.db.execute(sql`
      insert into sku_costs (shop_id, sku_id, effective_from, cost_cents, set_at)
      select s, k, e, c, ${now} from unnest(${sql.param(unique.map((r) => r.shopId))}::int[],
        ${sql.param(unique.map((r) => r.skuId))}::text[], ${sql.param(unique.map((r) => r.effectiveFrom))}::date[],
        ${sql.param(unique.map((r) => r.costCents))}::bigint[]) as t(s, k, e, c)
      on conflict (shop_id, sku_id, effective_from) do update set cost_cents = excluded.cost_cents, set_at = excluded.set_at`);
  }
  for (const shopId of shopIds) {
    const days = unique.filter((r) => r.shopId === shopId).map((r) => r.effectiveFrom);
    if (days.length) {
      await refreshShopDaily(deps.db, shopId, days.sort()[0]!, today);
    }
  }
  await recordOperation(deps, { auth, action: 'cost.import', detail: { rows: unique.length, shopIds } });
  return { imported: unique.length, skipped: list.length - accepted.length };
};
