import type { TMkStock } from '../marketplace-types.js';
import { list, num, obj, pick, str, type TJson } from '../temu/market-read.js';

const countsOf = (row: TJson) => ({
  warehouse: num(pick(row, 'warehouse', 'usableInventory', 'inventoryQuantity', 'inventoryNum')),
  waitReceive: num(pick(row, 'waitReceive', 'waitReceiveInventory', 'inTransitInventory')),
  waitDelivery: num(pick(row, 'waitDelivery', 'waitDeliveryInventory', 'lockedInventory')),
  unavailable: num(pick(row, 'unavailable', 'unavailableInventory')),
});

/** stock-query: one row per SKU and warehouse; summed per SKU because the store keeps one row per SKU and day. */
export const mapStock = (info: unknown, day: string): TMkStock[] => {
  const rows = list(Array.isArray(info) ? info : pick(obj(info), 'stockList', 'list', 'data'));
  const bySku = new Map<string, TMkStock>();
  for (const row of rows) {
    const skuId = str(pick(row, 'skuCode', 'skuId'));
    const c = countsOf(row);
    const had = bySku.get(skuId);
    bySku.set(skuId, {
      skuId,
      day,
      warehouse: (had?.warehouse ?? 0) + c.warehouse,
      waitReceive: (had?.waitReceive ?? 0) + c.waitReceive,
      waitDelivery: (had?.waitDelivery ?? 0) + c.waitDelivery,
      unavailable: (had?.unavailable ?? 0) + c.unavailable,
    });
  }
  return [...bySku.values()];
};
