import { COST_CURRENCY, Last10m } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { bjDay } from '../../lib/days.js';
import type { TMoney } from './money.js';
import { countProductSales, findLast10mRows, findProductCountRows, findProductSalesPage } from './shein.repo.js';

type TDb = Pick<TDeps, 'db' | 'clock'>;

/**
 * The 'last 10 minutes' figures: order lines placed in the 10 minutes before each shop's last successful
 * sync (the moment its orders are known up to; with a sync every few minutes that is 'now' give or take
 * the interval). Profit subtracts each line's units × the SKU's cost valid today (lines without a cost
 * count as zero profit, like the daily aggregate). `to` is the latest of those syncs.
 */
export const last10m = async (deps: TDb, ids: number[], m: TMoney) => {
  const now = deps.clock.now();
  const windowMs = Last10m.minutes * 60_000;
  const empty = { from: new Date(now.getTime() - windowMs).toISOString(), to: now.toISOString() };
  if (!ids.length) {
    return { ...empty, units: 0, salesCents: 0, profitCents: 0, currency: m.currency, rateDay: null };
  }
  const today = bjDay(now);
  const [list, rate] = await Promise.all([findLast10mRows(deps.db, ids, today), m.at(today)]);
  const at = list.find((r) => r.at)?.at;
  const to = at ? new Date(at) : null;
  let units = 0;
  let salesCents = 0;
  let profitCents = 0;
  for (const r of list) {
    const own = m.shopCurrency.get(Number(r.shop_id)) ?? m.currency;
    units += Number(r.u);
    salesCents += rate.convert(Number(r.s), own);
    profitCents += rate.convert(Number(r.cs), own) - rate.convert(Number(r.c), COST_CURRENCY);
  }
  return {
    ...(to ? { from: new Date(to.getTime() - windowMs).toISOString(), to: to.toISOString() } : empty),
    units,
    salesCents,
    profitCents,
    currency: m.currency,
    rateDay: rate.rateDay,
  };
};

/** spuQuery (by SKC) or skuQuery (by SKU): one shop's products over a range, searched, 10 a page. */
export const productSalesQuery = async (
  deps: Pick<TDeps, 'db'>,
  shopId: number,
  q: { keyword?: string; startTime: string; endTime: string; pageIndex: number },
  by: 'spu' | 'sku',
  /** One shop's own currency: its products' sales as the marketplace reported them. */
  currency: string,
) => {
  const n = await countProductSales(deps.db, shopId, q, by);
  const list = await findProductSalesPage(deps.db, shopId, q, by);
  return {
    total: Number(n),
    list: list.map((r) => ({
      skcId: r.skc_id,
      ...(r.sku_id ? { skuId: r.sku_id, className: r.class_name ?? '' } : {}),
      productName: r.name,
      imageUrl: r.image_url,
      units: Number(r.u),
      salesCents: Number(r.v),
      currency,
    })),
  };
};

/** Counts of one scope's product documents: SKCs and SKUs. */
export const productCount = async (deps: Pick<TDeps, 'db'>, ids: number[]) => {
  if (!ids.length) {
    return { skcCount: 0, skuCount: 0 };
  }
  const [r] = await findProductCountRows(deps.db, ids);
  return { skcCount: Number(r?.c ?? 0), skuCount: Number(r?.s ?? 0) };
};
