import type { TMkStock } from '../marketplace-types.js';
import { num, pick, str, type TJson } from './market-read.js';

/** GET stock row; the snapshot day comes from the row when present, else from the caller's clock. */
export const mapStockRow =
  (today: string) =>
  (row: TJson): TMkStock => ({
    skuId: str(pick(row, 'skuId', 'productSkuId')),
    warehouse: num(pick(row, 'warehouse', 'warehouseInventoryNum')),
    waitReceive: num(pick(row, 'waitReceive', 'waitReceiveNum')),
    waitDelivery: num(pick(row, 'waitDelivery', 'waitDeliveryInventoryNum')),
    unavailable: num(pick(row, 'unavailable', 'unavailableWarehouseInventoryNum')),
    day: str(row.day) || today,
  });
