import { addDays, beijingDayOf, beijingMidnight, DAY_MS, HOUR_MS } from './beijing-time.js';
import type { TOpenHandler } from './call-context.js';
import { intParam, listParam, optionalNumber, page } from './params.js';

/** Statuses we produce: 1 已接单待发货 for fresh orders, 7 已入库 once the goods would have arrived. */
const STATUS_WAIT_DELIVER = 1;
const STATUS_IN_STOCK = 7;
const RESTOCK_EVERY_DAYS = 7;
const IN_TRANSIT_MS = 3 * DAY_MS;

/**
 * bg.purchaseorderv2.get (full-managed 备货单). The world has no restock events, so they are derived: every
 * 7 days after an SKC was created the platform orders what sold in the 7 days before. Deterministic, and the
 * quantities reconcile with the world's daily sales.
 */
export const purchaseOrders: TOpenHandler = ({ world, shop, params, now }) => {
  const pageNo = intParam(params, 'pageNo', 1, 1, 1_000_000);
  const pageSize = intParam(params, 'pageSize', 10, 1, 100);
  const from = optionalNumber(params, 'purchaseTimeFrom');
  const to = optionalNumber(params, 'purchaseTimeTo');
  const statuses = listParam(params, 'statusList');
  if (shop.semiManaged) {
    return { total: 0, subOrderForSupplierList: [] };
  }
  const today = beijingDayOf(now);
  const unitsBySkuDay = new Map<string, number>();
  for (const r of world.skuDays(shop.shopId, world.firstDay, today, new Date(now))) {
    unitsBySkuDay.set(`${r.skuId}:${r.day}`, r.units);
  }

  const orders = world.skcs(shop.shopId).flatMap((skc) => {
    const out = [];
    for (let n = 1; ; n += 1) {
      const orderDay = addDays(skc.createdDay, n * RESTOCK_EVERY_DAYS);
      const purchaseTime = beijingMidnight(orderDay) + 9 * HOUR_MS;
      if (purchaseTime > now || (skc.offShelfDay && orderDay > skc.offShelfDay)) {
        break;
      }
      const skuQuantityDetailList = skc.skus
        .map((sku) => {
          let purchaseQuantity = 0;
          for (let d = 1; d <= RESTOCK_EVERY_DAYS; d += 1) {
            purchaseQuantity += unitsBySkuDay.get(`${sku.skuId}:${addDays(orderDay, -d)}`) ?? 0;
          }
          return { productSkuId: sku.skuId, extCode: sku.extCode, className: sku.className, purchaseQuantity };
        })
        .filter((s) => s.purchaseQuantity > 0);
      if (skuQuantityDetailList.length === 0) {
        continue;
      }
      const status = now - purchaseTime < IN_TRANSIT_MS ? STATUS_WAIT_DELIVER : STATUS_IN_STOCK;
      out.push({
        subPurchaseOrderSn: `WB${orderDay.replaceAll('-', '')}${skc.skcId}`,
        originalPurchaseOrderSn: `WP${orderDay.replaceAll('-', '')}${skc.skcId}`,
        productId: skc.productId,
        productSkcId: skc.skcId,
        productName: skc.name,
        productSkcPicture: skc.imageUrl,
        category: skc.category,
        status,
        purchaseTime,
        skuQuantityDetailList,
        skuQuantityTotalInfo: {
          purchaseQuantity: skuQuantityDetailList.reduce((sum, s) => sum + s.purchaseQuantity, 0),
        },
      });
    }
    return out;
  });

  const rows = orders
    .filter((o) => (from === null || o.purchaseTime >= from) && (to === null || o.purchaseTime <= to))
    .filter((o) => !statuses || statuses.has(String(o.status)))
    .sort((a, b) => b.purchaseTime - a.purchaseTime || a.productSkcId - b.productSkcId);

  return { total: rows.length, subOrderForSupplierList: page(rows, pageNo, pageSize) };
};
