import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { resolveShopScope } from '../access/shop-access.js';
import { recordOperation } from '../op-log/op-log.service.js';
import { bjDay } from '../sync/days.js';
import { refreshShopDaily } from '../sync/writers.js';
import { findSkuKeys, skuExists, sumCostedDaily, upsertSkuCost, upsertSkuCosts } from './costs.repo.js';

/** Yuan text with at most 2 decimals → cents, without floating-point rounding. */
export const yuanToCents = (yuan: string) => {
  const [i, f = ''] = yuan.split('.');
  return Number(i) * 100 + Number(f.padEnd(2, '0'));
};

/**
 * Sets a SKU's cost from a day on (default today); an entry for the same day is replaced. The cost,
 * the re-costed daily aggregate and the operation-log line commit together.
 */
export const setSkuCost = async (
  deps: TDeps,
  auth: TAuth,
  b: { shopId: number; skuId: string; cost: string; effectiveFrom?: string },
) => {
  await resolveShopScope(deps, auth, { shopId: b.shopId }, { activeOnly: 'refuse' });
  if (!(await skuExists(deps.db, b.shopId, b.skuId))) {
    throw new AppError('NOT_FOUND');
  }
  const effectiveFrom = b.effectiveFrom ?? bjDay(deps.clock.now());
  const costCents = yuanToCents(b.cost);
  await deps.db.transaction(async (tx) => {
    await upsertSkuCost(tx, { shopId: b.shopId, skuId: b.skuId, effectiveFrom, costCents }, deps.clock.now());
    // Profit of the days this cost now covers changes: re-cost them in the daily aggregate.
    await refreshShopDaily(tx, b.shopId, effectiveFrom, bjDay(deps.clock.now()));
    await recordOperation(tx, {
      auth,
      action: 'cost.set',
      shopId: b.shopId,
      detail: { skuId: b.skuId, effectiveFrom },
    });
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
  const r = await sumCostedDaily(deps.db, shopIds, from, to);
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

/**
 * Imports many SKU costs at once: every shop must be visible and active, unknown SKUs are skipped and
 * counted; each shop's daily aggregate is re-costed once, from its earliest effective day. All of it
 * and the operation-log line commit together.
 */
export const importSkuCosts = async (
  deps: TDeps,
  auth: TAuth,
  list: { shopId: number; skuId: string; cost: string; effectiveFrom?: string }[],
) => {
  const today = bjDay(deps.clock.now());
  const shopIds = [...new Set(list.map((r) => r.shopId))];
  await resolveShopScope(deps, auth, { shopIds }, { activeOnly: 'refuse' });
  const known = await findSkuKeys(deps.db, shopIds);
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
  await deps.db.transaction(async (tx) => {
    if (unique.length) {
      await upsertSkuCosts(tx, unique, now);
    }
    for (const shopId of shopIds) {
      const days = unique.filter((r) => r.shopId === shopId).map((r) => r.effectiveFrom);
      if (days.length) {
        await refreshShopDaily(tx, shopId, days.sort()[0]!, today);
      }
    }
    await recordOperation(tx, { auth, action: 'cost.import', detail: { rows: unique.length, shopIds } });
  });
  return { imported: unique.length, skipped: list.length - accepted.length };
};
