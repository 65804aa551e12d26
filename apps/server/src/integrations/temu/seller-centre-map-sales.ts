import type { TMkSkuDay } from '../marketplace-types.js';
import { num, pick, str, type TJson } from './market-read.js';

/** GET sales/daily row: one SKU on one Beijing day. */
export const mapSkuDayRow = (row: TJson): TMkSkuDay => ({
  skcId: str(pick(row, 'skcId', 'productSkcId')),
  skuId: str(pick(row, 'skuId', 'productSkuId')),
  day: str(pick(row, 'day', 'date')),
  units: num(pick(row, 'units', 'salesVolume')),
  salesCents: Math.round(num(pick(row, 'salesCents', 'salesAmountCents'))),
});
