import { SoldOut, StockRisk } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { findInRiskProductsRows, findSoldOutRows } from './stock-signals.repo.js';

type TDb = Pick<TDeps, 'db'>;

/**
 * Stock risk (StockRisk): per SKC on shelf on the snapshot day, its available stock against its
 * average daily sales of the last 7 days. At risk = sells out within 7 days at that rate.
 */
export const inRiskProducts = async (deps: TDb, ids: number[]) => {
  if (!ids.length) {
    return { asOf: null, inRisk: 0, inStock: 0, list: [] };
  }
  const list = await findInRiskProductsRows(deps.db, ids);
  const items = list.map((r) => ({ r, stock: Number(r.stock), daily: Number(r.daily) }));
  // Compared unrounded: 6.96 days left is at risk even though it shows as 7.0.
  const risky = items
    .filter((i) => i.daily > 0 && i.stock / i.daily < StockRisk.coverDays)
    .sort((a, b) => a.stock / a.daily - b.stock / b.daily || b.daily - a.daily || a.r.skc_id.localeCompare(b.r.skc_id));
  return {
    asOf:
      list
        .map((r) => r.as_of)
        .sort()
        .at(-1) ?? null,
    inRisk: risky.length,
    inStock: items.filter((i) => i.stock > 0).length,
    list: risky.slice(0, 10).map(({ r, stock, daily }) => ({
      /** Unrounded, for merging shops' lists; not part of the reply. */
      exactDaysLeft: stock / daily,
      mallId: Number(r.shop_id),
      skcId: r.skc_id,
      productName: r.name,
      imageUrl: r.image_url,
      stock,
      dailyUnits: Math.round(daily * 100) / 100,
      daysLeft: Math.round((stock / daily) * 10) / 10,
    })),
  };
};

/**
 * Sold out (SoldOut): SKUs with no available stock on the snapshot day that sold in the 30 days to it;
 * the loss is what they would sell in the next 7 days at that rate, at today's supplier price.
 */
export const soldOutRows = async (deps: TDb, ids: number[]) => {
  const list = await findSoldOutRows(deps.db, ids);
  return list.map((r) => {
    const daily = Number(r.u30) / SoldOut.rateWindowDays;
    const lostUnits = Math.round(daily * SoldOut.lossDays);
    return {
      asOf: r.as_of,
      mallId: Number(r.shop_id),
      skcId: r.skc_id,
      skuId: r.sku_id,
      className: r.class_name,
      productName: r.name,
      imageUrl: r.image_url,
      dailyUnits: Math.round(daily * 100) / 100,
      lostUnits,
      lostSalesCents: lostUnits * Number(r.price_cents),
    };
  });
};
