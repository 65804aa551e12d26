import type { TMarketWorld } from '../market/world-types.js';
import { addDays, beijingDayOf } from './beijing-time.js';

export type TSaleVolumes = {
  todaySaleVolume: number;
  lastSevenDaysSaleVolume: number;
  lastThirtyDaysSaleVolume: number;
  totalSaleVolume: number;
};

const zero = (): TSaleVolumes => ({
  todaySaleVolume: 0,
  lastSevenDaysSaleVolume: 0,
  lastThirtyDaysSaleVolume: 0,
  totalSaleVolume: 0,
});

/**
 * Units per SKU over Temu's salesv2 windows, Beijing calendar: today (so far), the 7 and 30 days ending today
 * (today included), and all history. One world query covers all windows so the figures are consistent.
 */
export const saleVolumesBySku = (world: TMarketWorld, shopId: number, now: number): Map<number, TSaleVolumes> => {
  const today = beijingDayOf(now);
  const from7 = addDays(today, -6);
  const from30 = addDays(today, -29);
  const bySku = new Map<number, TSaleVolumes>();
  for (const row of world.skuDays(shopId, world.firstDay, today, new Date(now))) {
    const v = bySku.get(row.skuId) ?? zero();
    v.totalSaleVolume += row.units;
    if (row.day >= from30) {
      v.lastThirtyDaysSaleVolume += row.units;
    }
    if (row.day >= from7) {
      v.lastSevenDaysSaleVolume += row.units;
    }
    if (row.day === today) {
      v.todaySaleVolume += row.units;
    }
    bySku.set(row.skuId, v);
  }

  return bySku;
};

export const sumVolumes = (list: TSaleVolumes[]): TSaleVolumes =>
  list.reduce(
    (acc, v) => ({
      todaySaleVolume: acc.todaySaleVolume + v.todaySaleVolume,
      lastSevenDaysSaleVolume: acc.lastSevenDaysSaleVolume + v.lastSevenDaysSaleVolume,
      lastThirtyDaysSaleVolume: acc.lastThirtyDaysSaleVolume + v.lastThirtyDaysSaleVolume,
      totalSaleVolume: acc.totalSaleVolume + v.totalSaleVolume,
    }),
    zero(),
  );

export const volumesOf = (map: Map<number, TSaleVolumes>, skuId: number): TSaleVolumes => map.get(skuId) ?? zero();
