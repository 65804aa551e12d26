import type { TMkSkuDay } from '../marketplace-types.js';
import { centsOfUnits, list, num, obj, pick, str, type TJson } from '../temu/market-read.js';

const centsOf = (row: TJson): number =>
  row.salesCents !== undefined ? Math.round(num(row.salesCents)) : centsOfUnits(pick(row, 'salesAmount', 'saleAmount'));

/** query-sku-sales: per SKU per day; a row without a date is taken as the window's first day. */
export const mapSkuSales = (info: unknown, windowFrom: string): TMkSkuDay[] =>
  list(Array.isArray(info) ? info : pick(obj(info), 'list', 'data', 'skuSalesList')).map((row) => ({
    skcId: str(pick(row, 'skcId', 'skcName')),
    skuId: str(pick(row, 'skuCode', 'skuId')),
    day: str(pick(row, 'day', 'date', 'saleDate'), windowFrom).slice(0, 10),
    units: num(pick(row, 'units', 'salesVolume', 'saleNum')),
    salesCents: centsOf(row),
  }));
