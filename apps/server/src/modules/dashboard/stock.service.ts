import type { TDeps } from '../../deps.js';
import type { TMoney } from './money.js';
import { findCostCoverageRow, findDeadStockRow, findFinanceRows, findStockValueRow } from './stock.repo.js';

/** Available warehouse stock and its value at the cost valid on the snapshot day. */
export const stockValue = async (deps: Pick<TDeps, 'db'>, ids: number[]) => {
  if (!ids.length) {
    return { asOf: null, units: 0, costTotal: 0, costedUnits: 0 };
  }
  const r = await findStockValueRow(deps.db, ids);
  return {
    asOf: r?.d ?? null,
    units: Number(r?.u ?? 0),
    costTotal: Number(r?.v ?? 0),
    costedUnits: Number(r?.cu ?? 0),
  };
};

/**
 * Dead stock (data-and-tools §5): SKCs on shelf on the snapshot day that sold ≤ 19 units in the 30 days
 * ending that day; value = their available stock × cost.
 */
export const deadStock = async (deps: Pick<TDeps, 'db'>, ids: number[]) => {
  if (!ids.length) {
    return { asOf: null, totaNum: 0, totalValue: 0, units: 0, costedUnits: 0 };
  }
  const r = await findDeadStockRow(deps.db, ids);
  return {
    asOf: r?.d ?? null,
    totaNum: Number(r?.n ?? 0),
    totalValue: Number(r?.v ?? 0),
    units: Number(r?.du ?? 0),
    costedUnits: Number(r?.dcu ?? 0),
  };
};

/**
 * The latest finance snapshot of each shop (balance or amount pending), each converted from the
 * currency it was reported in at the rate of the latest snapshot's day, then summed.
 */
export const finance = async (
  deps: Pick<TDeps, 'db'>,
  ids: number[],
  field: 'balance_cents' | 'pending_cents',
  m: TMoney,
) => {
  if (!ids.length) {
    return { amountCents: 0, at: null, ...m.meta({ json: null, rateDay: null }) };
  }
  const list = await findFinanceRows(deps.db, ids, field);
  const at =
    list
      .map((r) => new Date(r.at).toISOString())
      .sort()
      .at(-1) ?? null;
  const own = [...new Set(list.map((r) => r.currency))];
  const currency = own.length === 1 && own[0] === m.currency ? m.currency : null;
  if (currency || !list.length) {
    return { amountCents: list.reduce((s, r) => s + Number(r.v), 0), at, currency: m.currency, rateDay: null };
  }
  const rate = await m.at((at ?? new Date().toISOString()).slice(0, 10));
  const amountCents = list.reduce((s, r) => s + rate.convert(Number(r.v), r.currency), 0);
  return { amountCents, at, currency: m.currency, rateDay: rate.rateDay };
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
