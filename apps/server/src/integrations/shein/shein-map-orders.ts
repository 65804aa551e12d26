import type { TMkOrderLine } from '../marketplace-types.js';
import { centsOfUnits, isoOf, list, num, obj, pick, str, type TJson } from '../temu/market-read.js';

// Line amounts: integer salesCents if given, else a decimal price × quantity in the order currency.
const centsOf = (line: TJson, units: number): number => {
  if (line.salesCents !== undefined) {
    return Math.round(num(line.salesCents));
  }
  const total = pick(line, 'amount', 'totalPrice', 'goodsTotalPrice');
  return total !== undefined ? centsOfUnits(total) : centsOfUnits(pick(line, 'price', 'sellerPrice')) * units;
};

/**
 * order-list (info.count, info.orderList[]) and order-detail (info.orderList[] with orderGoodsInfoList). A list
 * item without goods lines yields nothing; its number is in `bare` so the caller can fetch the detail.
 */
export const mapOrders = (info: unknown): { count: number; orders: number; bare: string[]; lines: TMkOrderLine[] } => {
  const i = obj(info);
  const orders = list(pick(i, 'orderList', 'list'));
  const lines = orders.flatMap((order) => {
    const orderNo = str(order.orderNo);
    const at = isoOf(pick(order, 'orderTime', 'createTime', 'at'));
    return list(pick(order, 'orderGoodsInfoList', 'goodsList', 'lines')).map((line) => {
      const units = num(pick(line, 'units', 'quantity', 'goodsQuantity'), 1);
      return {
        orderNo,
        skcId: str(pick(line, 'skcId', 'skcName')),
        skuId: str(pick(line, 'skuCode', 'skuId')),
        units,
        salesCents: centsOf(line, units),
        at: isoOf(pick(line, 'at')) || at,
      };
    });
  });
  const bare = orders.filter((o) => !pick(o, 'orderGoodsInfoList', 'goodsList', 'lines')).map((o) => str(o.orderNo));
  return { count: num(i.count), orders: orders.length, bare, lines };
};
