import type { TDeps } from '../../deps.js';
import { findCostCoverageRow, findDeadStockRow, findFinanceRows, findStockValueRow } from './stock.repo.js';

/** Available warehouse stock and its value at the cost valid on the snapshot day. */
export const stockValue = async (deps: Pick<TDeps, 'db'>, ids: number[]) => {
  if (!ids.length) {
    return { asOf: null, units: 0, costTotal: 0 };
  }
  const r = await findStockValueRow(deps.db, ids);
  return { asOf: r?.d ?? null, units: Number(r?.u ?? 0), costTotal: Number(r?.v ?? 0) };
};

/**
 * Dead stock (data-and-tools §5): SKCs on shelf on the snapshot day that sold ≤ 19 units in the 30 days
 * ending that day; value = their available stock × cost.
 */
export const deadStock = async (deps: Pick<TDeps, 'db'>, ids: number[]) => {
  if (!ids.length) {
    return { asOf: null, totaNum: 0, totalValue: 0 };
  }
  const r = await findDeadStockRow(deps.db, ids);
  return { asOf: r?.d ?? null, totaNum: Number(r?.n ?? 0), totalValue: Number(r?.v ?? 0) };
};

/** The latest finance snapshot of each shop, summed (balance or amount pending). */
export const finance = async (deps: Pick<TDeps, 'db'>, ids: number[], field: 'balance_cents' | 'pending_cents') => {
  if (!ids.length) {
    return { amountCents: 0, currency: 'CNY', at: null };
  }
  const list = await findFinanceRows(deps.db, ids, field);
  const at =
    list
      .map((r) => new Date(r.at).toISOString())
      .sort()
      .at(-1) ?? null;
  return { amountCents: list.reduce((s, r) => s + Number(r.v), 0), currency: list[0]?.currency ?? 'CNY', at };
};

/** SKUs with and without a cost today: the cost coverage shown next to profit. */
export const costCoverage = async (deps: Pick<TDeps, 'db'>, ids: number[], today: string) => {
  if (!ids.length) {
    return { hasCost: 0, noCost: 0 };
  }
  const r = await findCostCoverageRow(deps.db, ids, today);
  const has = Number(r?.has ?? 0);
  return { hasCost: has, noCost: Number(r?.total ?? 0) - has };
};
