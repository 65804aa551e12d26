import type { TMkStockCounts } from '../marketplace-types.js';
import { list, num, obj, pick, str, type TJson, type TPage } from './market-read.js';

/** One SKC row of bg.goods.salesv2.get: a sales and stock snapshot (today/7d/30d/total), not orders. */
export type TTemuSalesRow = {
  productId: string;
  skcId: string;
  skcExtCode: string;
  name: string;
  category: string;
  todayUnits: number;
  last7Units: number;
  last30Units: number;
  totalUnits: number;
  skus: { skuId: string; extCode: string; className: string; priceCents: number; stock: TMkStockCounts }[];
};

// Per-SKU counters sit in inventoryNumInfo in some responses and flat on the row in others.
const countsOf = (row: TJson): TMkStockCounts => {
  const inv = { ...row, ...obj(row.inventoryNumInfo) };
  return {
    warehouse: num(pick(inv, 'warehouseInventoryNum')),
    waitReceive: num(pick(inv, 'waitReceiveNum')),
    waitDelivery: num(pick(inv, 'waitDeliveryInventoryNum')),
    unavailable: num(pick(inv, 'unavailableWarehouseInventoryNum')),
  };
};

// [?] Temu CN supplier prices are integer fen (cents); a decimal string would be yuan.
export const priceCentsOf = (value: unknown): number =>
  typeof value === 'string' && value.includes('.') ? Math.round(num(value) * 100) : Math.round(num(value));

const mapRow = (row: TJson): TTemuSalesRow => {
  const skcPrice = pick(row, 'supplierPrice', 'supplierPriceCents');
  return {
    productId: str(row.productId),
    skcId: str(row.productSkcId),
    skcExtCode: str(row.skcExtCode),
    name: str(row.productName),
    category: str(pick(row, 'category', 'leafCategoryName')),
    todayUnits: num(row.todaySaleVolume),
    last7Units: num(row.lastSevenDaysSaleVolume),
    last30Units: num(row.lastThirtyDaysSaleVolume),
    totalUnits: num(row.totalSaleVolume),
    skus: list(row.skuQuantityDetailList).map((sku) => ({
      skuId: str(sku.productSkuId),
      extCode: str(pick(sku, 'skuExtCode', 'extCode')),
      className: str(pick(sku, 'className', 'specName')),
      priceCents: priceCentsOf(pick(sku, 'supplierPrice', 'supplierPriceCents') ?? skcPrice),
      stock: countsOf(sku),
    })),
  };
};

export const mapSalesPage = (result: unknown): TPage<TTemuSalesRow> => {
  const r = obj(result);
  return { total: num(r.total), rows: list(r.subOrderList).map(mapRow) };
};
