import type { FastifyPluginAsync } from 'fastify';
import { ok, SheinError } from '../shein/errors.js';
import { scopeShops } from '../shein/order-routes.js';
import { bodyOf, formatBjTime, optionalNumber, pageOf, parseBjTime, parsePaging } from '../shein/params.js';
import { callerOf, type TSheinDeps } from '../shein/shein-deps.js';
import { liveStockOrders } from './state.js';
import { STOCK_STATUS } from './world-orders.js';

export const PURCHASE_ORDER_PAGE_SIZE_MAX = 200;

/**
 * Shein's purchase-order statuses. The research names only the call (GET /open-api/order/purchase-order-infos,
 * `info.list`, `info.count`); these codes are the sandbox's reading of the seller centre's tabs:
 * 1 待发货, 2 已发货, 3 已收货, 4 已上架(入库), 5 已作废.
 */
export const SHEIN_PO_STATUS = { waitDeliver: 1, delivered: 2, received: 3, inStock: 4, voided: 5 } as const;

const sheinStatusOf = (temuLike: number): number => {
  switch (temuLike) {
    case STOCK_STATUS.waitAccept:
    case STOCK_STATUS.waitDeliver:
      return SHEIN_PO_STATUS.waitDeliver;
    case STOCK_STATUS.delivered:
      return SHEIN_PO_STATUS.delivered;
    case STOCK_STATUS.received:
    case STOCK_STATUS.checked:
      return SHEIN_PO_STATUS.received;
    case STOCK_STATUS.inStock:
      return SHEIN_PO_STATUS.inStock;
    default:
      return SHEIN_PO_STATUS.voided;
  }
};

/** Full-managed purchase orders (备货单) of the caller's stores, from the same world as Temu's. */
export const sheinPurchaseOrderRoutes =
  (deps: TSheinDeps): FastifyPluginAsync =>
  async (app) => {
    app.get('/open-api/order/purchase-order-infos', async (req) => {
      // A GET carries its numbers as query strings; Shein's paging helpers take numbers.
      const query = Object.fromEntries(
        Object.entries(bodyOf(req.query)).map(([k, v]) => [
          k,
          typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v,
        ]),
      );
      const paging = parsePaging(query, 'pageNumber', PURCHASE_ORDER_PAGE_SIZE_MAX);
      const status = optionalNumber(query, 'status');
      if (status !== undefined && !Object.values(SHEIN_PO_STATUS).includes(status as 1)) {
        throw new SheinError('paramInvalid', 'status must be 1-5');
      }
      const now = deps.now();
      // addTimeStart (UTC+8 'yyyy-MM-dd HH:mm:ss') bounds the window; without it, the last 60 days.
      const since = typeof query.addTimeStart === 'string' ? parseBjTime(query, 'addTimeStart') : now - 60 * 86_400_000;
      const rows = scopeShops(deps, callerOf(req), query).flatMap((shopId) => {
        const shop = deps.world.shop(shopId);
        return shop ? liveStockOrders(deps.world, shop, now, since) : [];
      });
      const list = rows
        .map((o) => ({ o, status: sheinStatusOf(o.status) }))
        .filter((r) => status === undefined || r.status === status)
        .sort(
          (a, b) => b.o.purchaseTime - a.o.purchaseTime || a.o.subPurchaseOrderSn.localeCompare(b.o.subPurchaseOrderSn),
        );
      return ok({
        count: list.length,
        list: pageOf(list, paging).map(({ o, status: st }) => ({
          orderNo: o.subPurchaseOrderSn,
          storeId: o.shopId,
          status: st,
          // 1 急采, 0 普通
          urgentType: o.urgent ? 1 : 0,
          addTime: formatBjTime(o.purchaseTime),
          requestDeliveryTime: `${o.expectLatestArrivalDay} 23:59:59`,
          warehouseName: o.warehouse.name,
          deliveryNo: o.shipOrder?.deliveryOrderSn ?? null,
          expressNo: o.shipOrder?.expressDeliverySn ?? null,
          orderExtends: o.skus.map((s) => ({
            skc: String(o.productSkcId),
            skuCode: String(s.productSkuId),
            supplierSku: s.extCode,
            suffixZh: s.className,
            orderQuantity: s.purchaseQuantity,
            receiptQuantity:
              o.shipOrder?.receive?.skus.find((r) => r.productSkuId === s.productSkuId)?.receivedQuantity ?? 0,
          })),
        })),
      });
    });
  };
