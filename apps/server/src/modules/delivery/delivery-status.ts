import { DeliveryStatus, type TDeliveryStatus } from '@ksa/contract';

/**
 * The spec's four delivery statuses (data-and-tools §9) from the marketplaces' own codes. A delivery-centre row
 * is a stock order together with its latest shipping order.
 *
 * | our status          | Temu 备货单 (bg.purchaseorderv2.get)         | Temu 发货单 (bg.shiporderv2.get)        | Shein 备货单 |
 * |---------------------|----------------------------------------------|-----------------------------------------|--------------|
 * | 1 仓库打包待确认     | 0 待接单, 1 已接单待发货 (no shipping order,   | 0 待装箱发货, packages not confirmed     | 1 待发货     |
 * |                     | or its shipping order was cancelled)         |                                         |              |
 * | 2 仓库发货待确认     | 1 已接单待发货                                | 0 待装箱发货, packages confirmed          | –            |
 * | 3 仓库已发货         | 2 已送货, 3 已收货, 6 已验收, 7 已入库          | 1 待仓库收货, 2 已收货, 3 已入库, 6 部分收货 | 2, 3, 4      |
 * | 4 发货单已取消       | 4 已拒收, 5 全部退回, 8 作废, 9 已超时, 10 已取消 | (5 已取消 alone sends the order back to 1) | 5 已作废     |
 *
 * A cancelled shipping order frees its stock order to be shipped again, so it is status 4 only while the stock
 * order itself is void; a stock order the marketplace voided or cancelled is 4 whatever its shipping orders.
 */
const TEMU_STOCK_SHIPPED = new Set([2, 3, 6, 7]);
const TEMU_STOCK_CANCELLED = new Set([4, 5, 8, 9, 10]);
const TEMU_SHIP_SENT = new Set([1, 2, 3, 6]);
export const TEMU_SHIP_CANCELLED = 5;

export type TStatusInput = {
  platform: 'temu' | 'shein';
  stockStatus: number;
  ship: { marketStatus: number; packed: boolean } | null;
};

export const deliveryStatusOf = ({ platform, stockStatus, ship }: TStatusInput): TDeliveryStatus => {
  if (platform === 'shein') {
    if (stockStatus === 5) {
      return DeliveryStatus.cancelled;
    }
    return stockStatus === 1 ? DeliveryStatus.packPending : DeliveryStatus.shipped;
  }
  if (TEMU_STOCK_CANCELLED.has(stockStatus)) {
    return DeliveryStatus.cancelled;
  }
  if (TEMU_STOCK_SHIPPED.has(stockStatus) || (ship && TEMU_SHIP_SENT.has(ship.marketStatus))) {
    return DeliveryStatus.shipped;
  }
  if (ship && ship.marketStatus === 0 && ship.packed) {
    return DeliveryStatus.shipPending;
  }
  return DeliveryStatus.packPending;
};

/** Open orders (still to pack or ship) past their required arrival day are overdue; on it, due today. */
export const dueOf = (status: TDeliveryStatus, requiredDay: string, today: string): 'overdue' | 'today' | null => {
  if (status !== DeliveryStatus.packPending && status !== DeliveryStatus.shipPending) {
    return null;
  }
  if (requiredDay < today) {
    return 'overdue';
  }
  return requiredDay === today ? 'today' : null;
};
