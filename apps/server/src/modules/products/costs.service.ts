import { isCostDay } from '@ksa/contract';
import type { Db } from '../../db/client.js';
import { shopNames } from '../../db/scope.js';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { bjDay } from '../../lib/days.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { resolveShopScope } from '../access/shop-access.js';
import { recordOperation } from '../op-log/op-log.service.js';
import { lockShopAggregates, recostShopDays } from '../sync/shop-daily.js';
import { findCostsOn, findSkuKeys, skuExists, sumCostedDaily, type TCostRow, upsertSkuCosts } from './costs.repo.js';

/** Yuan text with at most 2 decimals → cents, without floating-point rounding. */
export const yuanToCents = (yuan: string) => {
  const [i, f = ''] = yuan.split('.');
  return Number(i) * 100 + Number(f.padEnd(2, '0'));
};

/** One cost change as the operation log keeps it: the cost valid that day before (null: none) and after. */
export type TCostChange = { shopId: number; skuId: string; effectiveFrom: string; from: number | null; to: number };

/**
 * Writes cost entries and re-costs the history they govern, inside the caller's transaction: each
 * shop's aggregates are locked (in id order, so two writers never wait on each other in a circle), the
 * old values are read under the lock, then the entries land and every affected day of shop_daily is
 * recomputed. Returns the changes for the operation log.
 */
const writeCosts = async (tx: Db, list: TCostRow[], at: Date): Promise<TCostChange[]> => {
  const shopIds = [...new Set(list.map((r) => r.shopId))].sort((a, b) => a - b);
  const changes: TCostChange[] = [];
  for (const shopId of shopIds) {
    await lockShopAggregates(tx, shopId);
    const own = list.filter((r) => r.shopId === shopId);
    const before = await findCostsOn(tx, shopId, own);
    own.forEach((r, i) => {
      changes.push({
        shopId,
        skuId: r.skuId,
        effectiveFrom: r.effectiveFrom,
        from: before[i] ?? null,
        to: r.costCents,
      });
    });
  }
  await upsertSkuCosts(tx, list, at);
  for (const shopId of shopIds) {
    await recostShopDays(
      tx,
      shopId,
      list.filter((r) => r.shopId === shopId),
    );
  }
  return changes;
};

/**
 * Sets a SKU's cost from a day on (default today, never later): an entry for the same day is replaced,
 * and the days from it to the SKU's next later entry are re-costed. The cost, the re-costed daily
 * aggregate and the operation-log line (old value, new value, date) commit together.
 */
export const setSkuCost = async (
  deps: TDeps,
  auth: TAuth,
  b: { shopId: number; skuId: string; cost: string; effectiveFrom?: string },
) => {
  await resolveShopScope(deps, auth, { shopId: b.shopId }, { activeOnly: 'refuse' });
  const today = bjDay(deps.clock.now());
  const effectiveFrom = b.effectiveFrom ?? today;
  if (effectiveFrom > today) {
    throw new AppError('COST_DATE_INVALID');
  }
  if (!(await skuExists(deps.db, b.shopId, b.skuId))) {
    throw new AppError('NOT_FOUND');
  }
  const costCents = yuanToCents(b.cost);
  const shopName = (await shopNames(deps.db, [b.shopId])).get(b.shopId) ?? '';
  await deps.db.transaction(async (tx) => {
    const [change] = await writeCosts(
      tx,
      [{ shopId: b.shopId, skuId: b.skuId, effectiveFrom, costCents }],
      deps.clock.now(),
    );
    await recordOperation(tx, { auth, action: 'cost.set', shopId: b.shopId, detail: { ...change, shopName } });
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

type TImportRow = { shopId: number; skuId: string; cost: string; effectiveFrom?: string; row?: number };

/** The rows' days (default today); the first invalid or future one refuses the batch, naming its row. */
const daysOf = (list: TImportRow[], today: string) =>
  list.map((r, i) => {
    const day = r.effectiveFrom?.trim() || today;
    if (!isCostDay(day) || day > today) {
      throw new AppError('COST_IMPORT_DATE_INVALID', { row: r.row ?? i + 1, value: r.effectiveFrom ?? '' });
    }
    return day;
  });

/**
 * Sets many SKU costs at once, all or nothing: a bad date refuses the batch before anything is
 * written; every shop must be visible and active; rows naming a SKU the shop lacks are skipped and
 * counted. The costs, the re-costed history of every shop and the operation-log line (each change
 * with its old value, new value and date) commit together.
 */
export const importSkuCosts = async (deps: TDeps, auth: TAuth, b: { rows: TImportRow[]; source: 'sheet' | 'bulk' }) => {
  const today = bjDay(deps.clock.now());
  const days = daysOf(b.rows, today);
  const shopIds = [...new Set(b.rows.map((r) => r.shopId))];
  await resolveShopScope(deps, auth, { shopIds }, { activeOnly: 'refuse' });
  const known = await findSkuKeys(deps.db, shopIds);
  const accepted = b.rows
    .map((r, i) => ({ shopId: r.shopId, skuId: r.skuId, effectiveFrom: days[i]!, costCents: yuanToCents(r.cost) }))
    .filter((r) => known.has(`${r.shopId}:${r.skuId}`));
  // The last row wins when the same SKU and day appear twice.
  const unique = [...new Map(accepted.map((r) => [`${r.shopId}:${r.skuId}:${r.effectiveFrom}`, r])).values()];
  await deps.db.transaction(async (tx) => {
    const changes = unique.length ? await writeCosts(tx, unique, deps.clock.now()) : [];
    await recordOperation(tx, {
      auth,
      action: 'cost.import',
      detail: { source: b.source, rows: unique.length, shopIds, changes },
    });
  });
  return { imported: unique.length, skipped: b.rows.length - accepted.length };
};
