import type { TStock } from '../market/world-types.js';
import { beijingDayOf } from './beijing-time.js';
import type { TOpenHandler } from './call-context.js';
import { intParam, listParam, page } from './params.js';
import { saleVolumesBySku, sumVolumes, volumesOf } from './sales-windows.js';

type TInventory = {
  warehouseInventoryNum: number;
  waitReceiveNum: number;
  waitDeliveryInventoryNum: number;
  waitOnShelfNum: number;
  unavailableWarehouseInventoryNum: number;
};

const inventoryOf = (s: TStock | undefined): TInventory => ({
  warehouseInventoryNum: s?.warehouse ?? 0,
  waitReceiveNum: s?.waitReceive ?? 0,
  waitDeliveryInventoryNum: s?.waitDelivery ?? 0,
  // The world has no 待上架 stage; Temu reports 0 for most SKUs too.
  waitOnShelfNum: 0,
  unavailableWarehouseInventoryNum: s?.unavailable ?? 0,
});

const sumInventory = (list: TInventory[]): TInventory => {
  const total = inventoryOf(undefined);
  for (const i of list) {
    for (const key of Object.keys(total) as (keyof TInventory)[]) {
      total[key] += i[key];
    }
  }
  return total;
};

/** bg.goods.salesv2.get: one row per SKC (not per order), SKU counters nested; supplier prices in 分 (cents). */
export const goodsSalesV2: TOpenHandler = ({ world, shop, params, now }) => {
  const pageNo = intParam(params, 'pageNo', 1, 1, 1_000_000);
  const pageSize = intParam(params, 'pageSize', 10, 1, 500);
  const skcFilter = listParam(params, 'productSkcIdList');
  const extFilter = listParam(params, 'skcExtCodeList');
  const today = beijingDayOf(now);
  const skcs = world
    .skcs(shop.shopId)
    .filter((skc) => skc.createdDay <= today)
    .filter((skc) => !skcFilter || skcFilter.has(String(skc.skcId)))
    .filter((skc) => !extFilter || extFilter.has(skc.skcExtCode));
  const rows = page(skcs, pageNo, pageSize);
  const volumes = rows.length > 0 ? saleVolumesBySku(world, shop.shopId, now) : new Map();
  const stock = new Map(world.stock(shop.shopId, today, new Date(now)).map((s) => [s.skuId, s]));

  const subOrderList = rows.map((skc) => {
    const skuQuantityDetailList = skc.skus.map((sku) => {
      const inventoryNumInfo = inventoryOf(stock.get(sku.skuId));
      const v = volumesOf(volumes, sku.skuId);
      const lackQuantity = Math.max(0, v.lastSevenDaysSaleVolume - inventoryNumInfo.warehouseInventoryNum);
      return {
        productSkuId: sku.skuId,
        skuExtCode: sku.extCode,
        className: sku.className,
        supplierPrice: sku.priceCents,
        ...v,
        inventoryNumInfo,
        lackQuantity,
        adviceQuantity: Math.max(0, v.lastThirtyDaysSaleVolume - inventoryNumInfo.warehouseInventoryNum),
      };
    });
    return {
      productId: skc.productId,
      productSkcId: skc.skcId,
      skcExtCode: skc.skcExtCode,
      productName: skc.name,
      category: skc.category,
      productSkcPicture: skc.imageUrl,
      // The SKC row shows the lowest SKU price, as the seller centre list does.
      supplierPrice: skc.skus.length > 0 ? Math.min(...skc.skus.map((s) => s.priceCents)) : 0,
      ...sumVolumes(skuQuantityDetailList),
      inventoryNumInfo: sumInventory(skuQuantityDetailList.map((s) => s.inventoryNumInfo)),
      lackQuantity: skuQuantityDetailList.reduce((n, s) => n + s.lackQuantity, 0),
      adviceQuantity: skuQuantityDetailList.reduce((n, s) => n + s.adviceQuantity, 0),
      skuQuantityDetailList,
    };
  });

  return { total: skcs.length, subOrderList };
};
