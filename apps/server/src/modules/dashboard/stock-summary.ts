import { COST_CURRENCY } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import type { TMoney } from './money.js';
import { findTodoTotals } from './signals.repo.js';
import { supplierStatistics } from './signals.service.js';
import { costCoverage, deadStock, stockValue } from './stock.service.js';
import { inRiskProducts, soldOutRows } from './stock-signals.service.js';
import { findStockSummaryRows, upsertStockSummary } from './stock-summary.repo.js';

type TDb = Pick<TDeps, 'db'>;
type TRisk = Awaited<ReturnType<typeof inRiskProducts>>['list'][number];
type TSoldOut = Awaited<ReturnType<typeof soldOutRows>>[number];
type TSummary = {
  shopId: number;
  asOf: string | null;
  units: number;
  costTotal: number;
  costedUnits: number;
  deadCount: number;
  deadValue: number;
  deadUnits: number;
  deadCostedUnits: number;
  inRisk: number;
  inStock: number;
  riskList: TRisk[];
  soldOutList: TSoldOut[];
  skcCount: number;
  skuCount: number;
  onShelf: number;
  firstOrder: number;
  hasCost: number;
  refunds30d: number;
};

/** Computes one shop's stock figures at its latest snapshot (and its product counts as of `today`), and stores them. */
export const refreshStockSummary = async (deps: TDb, shopId: number, today: string): Promise<TSummary> => {
  const ids = [shopId];
  // One at a time: PGlite has one connection, and per shop these are small.
  const value = await stockValue(deps, ids);
  const dead = await deadStock(deps, ids);
  const risk = await inRiskProducts(deps, ids);
  const soldOut = await soldOutRows(deps, ids);
  const stats = await supplierStatistics(deps, ids, today);
  const coverage = await costCoverage(deps, ids, today);
  const row: TSummary = {
    shopId,
    asOf: value.asOf,
    units: value.units,
    costTotal: value.costTotal,
    costedUnits: value.costedUnits,
    deadCount: dead.totaNum,
    deadValue: dead.totalValue,
    deadUnits: dead.units,
    deadCostedUnits: dead.costedUnits,
    inRisk: risk.inRisk,
    inStock: risk.inStock,
    riskList: risk.list,
    soldOutList: soldOut,
    skcCount: stats.quantityOfGoods,
    skuCount: stats.specificationTotal,
    onShelf: stats.onShelf,
    firstOrder: stats.createdFirstOrderNum,
    hasCost: coverage.hasCost,
    refunds30d: stats.refundInfoNum,
  };
  await upsertStockSummary(deps.db, row, new Date());
  return row;
};

/** The summaries of these shops; a shop whose row was invalidated (or never made) is computed now. */
export const stockSummaries = async (deps: TDb, ids: number[], today: string): Promise<TSummary[]> => {
  if (!ids.length) {
    return [];
  }
  const found = await findStockSummaryRows(deps.db, ids);
  // A jsonb list may arrive parsed or as text, depending on the driver.
  const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const out: TSummary[] = found.map((r) => ({
    shopId: Number(r.shop_id),
    asOf: r.as_of,
    units: Number(r.units),
    costTotal: Number(r.cost_total),
    costedUnits: Number(r.costed_units),
    deadCount: Number(r.dead_count),
    deadValue: Number(r.dead_value),
    deadUnits: Number(r.dead_units),
    deadCostedUnits: Number(r.dead_costed_units),
    inRisk: Number(r.in_risk),
    inStock: Number(r.in_stock),
    riskList: json<TRisk[]>(r.risk_list),
    soldOutList: json<TSoldOut[]>(r.sold_out_list),
    skcCount: Number(r.skc_count),
    skuCount: Number(r.sku_count),
    onShelf: Number(r.on_shelf),
    firstOrder: Number(r.first_order),
    hasCost: Number(r.has_cost),
    refunds30d: Number(r.refunds_30d),
  }));
  const have = new Set(out.map((r) => r.shopId));
  for (const id of ids.filter((i) => !have.has(i))) {
    out.push(await refreshStockSummary(deps, id, today));
  }
  return out;
};

const latestOf = (list: TSummary[]) =>
  list
    .map((s) => s.asOf)
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1) ?? null;

/** Units with a cost over all units (1 when there are none): the one cost-coverage definition. */
export const coverageOf = (costed: number, all: number) => (all ? costed / all : 1);

/** Stock value: costs are in yuan, converted at today's rate into the display currency. */
export const stockValueOf = async (deps: TDb, ids: number[], today: string, m: TMoney) => {
  const [list, rate] = await Promise.all([stockSummaries(deps, ids, today), m.at(today)]);
  const units = list.reduce((a, s) => a + s.units, 0);
  return {
    asOf: latestOf(list),
    units,
    costTotal: rate.convert(
      list.reduce((a, s) => a + s.costTotal, 0),
      COST_CURRENCY,
    ),
    costCoverage: coverageOf(
      list.reduce((a, s) => a + s.costedUnits, 0),
      units,
    ),
    currency: m.currency,
    rateDay: rate.rateDay,
  };
};

export const deadStockOf = async (deps: TDb, ids: number[], today: string, m: TMoney) => {
  const [list, rate] = await Promise.all([stockSummaries(deps, ids, today), m.at(today)]);
  return {
    asOf: latestOf(list),
    totaNum: list.reduce((a, s) => a + s.deadCount, 0),
    totalValue: rate.convert(
      list.reduce((a, s) => a + s.deadValue, 0),
      COST_CURRENCY,
    ),
    costCoverage: coverageOf(
      list.reduce((a, s) => a + s.deadCostedUnits, 0),
      list.reduce((a, s) => a + s.deadUnits, 0),
    ),
    currency: m.currency,
    rateDay: rate.rateDay,
  };
};

/** Each shop keeps its ten first to sell out, so the ten first of all shops are among them. */
export const inRiskOf = async (deps: TDb, ids: number[], today: string) => {
  const list = await stockSummaries(deps, ids, today);
  const merged = list
    .flatMap((s) => s.riskList)
    .sort(
      (a, b) =>
        a.exactDaysLeft - b.exactDaysLeft ||
        b.dailyUnits - a.dailyUnits ||
        a.mallId - b.mallId ||
        a.skcId.localeCompare(b.skcId),
    )
    .slice(0, 10)
    .map(({ exactDaysLeft: _x, ...r }) => r);
  return {
    asOf: latestOf(list),
    inRisk: list.reduce((a, s) => a + s.inRisk, 0),
    inStock: list.reduce((a, s) => a + s.inStock, 0),
    list: merged,
  };
};

/** Each sold-out SKU's loss is at its own shop's price; the total converts at today's rate. */
export const soldOutLossOf = async (deps: TDb, ids: number[], today: string, m: TMoney) => {
  const [summaries, rate] = await Promise.all([stockSummaries(deps, ids, today), m.at(today)]);
  const all = summaries.flatMap((s) => s.soldOutList);
  // As of the summaries' computation, like the stock risk: a day with nothing sold out has a date too.
  return {
    asOf: latestOf(summaries),
    soldOutSkus: all.length,
    lostUnits: all.reduce((a, r) => a + r.lostUnits, 0),
    lostSalesCents: all.reduce(
      (a, r) => a + rate.convert(r.lostSalesCents, m.shopCurrency.get(r.mallId) ?? m.currency),
      0,
    ),
    currency: m.currency,
    rateDay: rate.rateDay,
  };
};

/** Sold-out SKUs by estimated loss (compared in the display currency), each in its shop's currency. */
export const soldOutPerformOf = async (deps: TDb, ids: number[], today: string, pageIndex: number, m: TMoney) => {
  const [summaries, rate] = await Promise.all([stockSummaries(deps, ids, today), m.at(today)]);
  const all = summaries.flatMap((s) => s.soldOutList);
  const own = (r: { mallId: number }) => m.shopCurrency.get(r.mallId) ?? m.currency;
  const key = (r: TSoldOut) => rate.convert(r.lostSalesCents, own(r));
  all.sort((a, b) => key(b) - key(a) || a.mallId - b.mallId || a.skuId.localeCompare(b.skuId));
  return {
    total: all.length,
    list: all.slice((pageIndex - 1) * 10, pageIndex * 10).map(({ asOf: _asOf, ...r }) => ({ ...r, currency: own(r) })),
  };
};

/**
 * Shop statistics (§3) from the summaries; refunds are the return packages of the 30 days to the computation.
 * 价格申报 is the marketplace's own count (the seller centre's to-do), as last synced; null when no shop of the
 * scope has one (a Shein shop, a shop not synced yet), so it is never shown as 0.
 */
export const statisticsOf = async (deps: TDb, ids: number[], today: string) => {
  const list = await stockSummaries(deps, ids, today);
  const [todo] = ids.length ? await findTodoTotals(deps.db, ids) : [];
  const sum = (f: (s: TSummary) => number) => list.reduce((a, s) => a + f(s), 0);
  return {
    quantityOfGoods: sum((s) => s.skcCount),
    onShelf: sum((s) => s.onShelf),
    createdFirstOrderNum: sum((s) => s.firstOrder),
    noCreatedFirstOrderNum: sum((s) => s.skcCount - s.firstOrder),
    refundInfoNum: sum((s) => s.refunds30d),
    specificationTotal: sum((s) => s.skuCount),
    priceDeclaring: Number(todo?.n ?? 0) > 0 ? Number(todo?.p ?? 0) : null,
  };
};

/** SKUs with and without a cost (cost coverage), from the summaries. */
export const costCoverageOf = async (deps: TDb, ids: number[], today: string) => {
  const list = await stockSummaries(deps, ids, today);
  const has = list.reduce((a, s) => a + s.hasCost, 0);
  return { hasCost: has, noCost: list.reduce((a, s) => a + s.skuCount, 0) - has };
};
