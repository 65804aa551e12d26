import type { TMkOrderLine } from '../marketplace-types.js';
import { isoOf, list, num, obj, pick, str, type TPage } from './market-read.js';
import { priceCentsOf } from './open-api-map-sales.js';

/**
 * bg.order.list.v2.get: pageItems[] = {parentOrderMap, orderList[]}, one order per SKU. The list carries no amounts
 * (those need bg.order.amount.query), so salesCents is 0 unless a price field happens to be present.
 */
export const mapOrdersPage = (result: unknown): TPage<TMkOrderLine> => {
  const r = obj(result);
  const rows = list(r.pageItems).flatMap((item) => {
    const parent = obj(item.parentOrderMap);
    const at = isoOf(pick(parent, 'parentOrderTime', 'createTime'));
    return list(item.orderList).map((order) => {
      const units = num(pick(order, 'quantity', 'goodsNumber'));
      return {
        // The customer's order is the parent; orderSn (parent-1, -2…) only numbers its lines, which skuId already tells apart.
        orderNo: str(parent.parentOrderSn) || str(order.orderSn),
        skcId: str(pick(order, 'productSkcId', 'skcId', 'goodsId')),
        skuId: str(pick(order, 'productSkuId', 'skuId')),
        units,
        salesCents: priceCentsOf(pick(order, 'salesCents', 'goodsPriceCents')),
        at: isoOf(pick(order, 'orderCreateTime', 'createTime')) || at,
      };
    });
  });
  // totalItemNum counts parent orders while rows are order lines, so paging relies on short pages.
  return { total: rows.length > 0 ? 0 : num(r.totalItemNum), rows };
};
