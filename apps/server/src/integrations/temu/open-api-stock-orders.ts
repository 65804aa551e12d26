import { list, num, obj, pagesOf, str, type TPage } from './market-read.js';
import type { TMkShipOrder, TMkStockOrder } from './market-stock-orders.js';
import type { TTemuOpenApi, TTemuRegion } from './open-api-client.js';
import { paced, temuShipWrites } from './open-api-ship-writes.js';

/**
 * The calls' names and fields are those of Temu's Open Platform documentation, 备货及发货API组 (agentpartner.temu.com
 * document centre, the CN gateway; as mirrored 2026-06 in the temu-automation docs dump, cross-checked with
 * hiscaler/temu-go ship.order*.go): bg.purchaseorderv2.get 采购单查询v2, bg.shiporderv2.get 查询发货单v2,
 * bg.shiporderv3.create 创建发货单接口v3 (the v2 create is no longer listed), bg.shiporder.package.edit 发货包裹编辑,
 * bg.shiporder.packing.send 装箱发货接口, bg.shiporder.cancel 发货单取消, bg.logistics.company.get 快递公司查询.
 * The three writes build the documented bodies (open-api-ship-bodies.ts) after fetching what they need:
 * bg.shiporder.receiveaddressv2.get 大仓收货地址查询v2, bg.mall.address.get 卖家地址查询 and, for shipping by a
 * third-party carrier, bg.shiporder.logistics.get 自行委托三方物流公司查询 (open-api-ship-writes.ts).
 *
 * bg.purchaseorderv2.get pages of 100 (the document allows up to 500); bg.shiporderv2.get is reported to allow 20.
 */
const STOCK_PAGE = 100;
const SHIP_PAGE = 20;

const dateOf = (ms: unknown): Date | null => (num(ms, 0) > 0 ? new Date(num(ms)) : null);

const mapStockOrder = (row: unknown): TMkStockOrder => {
  const o = obj(row);
  const wh = obj(o.receiveWarehouseInfo);
  return {
    orderSn: str(o.subPurchaseOrderSn),
    skcId: str(o.productSkcId),
    productName: str(o.productName),
    picture: str(o.productSkcPicture) || null,
    urgent: num(o.urgencyType) === 1,
    warehouseName: str(wh.warehouseName),
    purchaseAt: new Date(num(o.purchaseTime)),
    requiredDay: str(o.expectLatestArrivalTimeOrDefault).slice(0, 10),
    marketStatus: num(o.status),
    skus: list(o.skuQuantityDetailList).map((s) => ({
      skuId: str(s.productSkuId),
      extCode: str(s.extCode),
      className: str(s.className),
      quantity: num(s.purchaseQuantity),
    })),
    deliverySn: str(obj(o.deliverInfo).deliveryOrderSn) || null,
  };
};

const mapShipOrder = (row: unknown): TMkShipOrder => {
  const s = obj(row);
  const receipt = list(s.receiveSkuList);
  return {
    deliverySn: str(s.deliveryOrderSn),
    stockOrderSn: str(s.subPurchaseOrderSn),
    marketStatus: num(s.status),
    packed: s.packed === true,
    packageCount: num(s.deliverPackageNum, 1),
    expressCompanyId: s.expressCompanyId == null ? null : num(s.expressCompanyId),
    expressCompany: str(s.expressCompany) || null,
    trackingNo: str(s.expressDeliverySn) || null,
    createdAt: new Date(num(s.createTime)),
    sentAt: dateOf(s.deliverTime),
    receivedAt: dateOf(s.receiveTime),
    receivedQty: receipt.reduce((n, r) => n + num(r.receivedQuantity), 0),
    rejectedQty: receipt.reduce((n, r) => n + num(r.rejectedQuantity), 0),
  };
};

/** The Temu Open API's stock-order and shipping-order calls for one shop's token. */
export const temuStockOrders = (api: TTemuOpenApi, token: string, region: TTemuRegion = 'CN') => {
  const call = paced((type, params = {}) => api.call(region, type, token, params as never));
  const writes = temuShipWrites(call);
  return {
    /** Stock orders placed since `from` (all pages). */
    async *stockOrders(from: Date): AsyncGenerator<TMkStockOrder[]> {
      yield* pagesOf(async (pageNo): Promise<TPage<TMkStockOrder>> => {
        const r = obj(
          await call('bg.purchaseorderv2.get', { pageNo, pageSize: STOCK_PAGE, purchaseTimeFrom: from.getTime() }),
        );
        return { total: num(r.total), rows: list(r.subOrderForSupplierList).map(mapStockOrder) };
      }, STOCK_PAGE);
    },
    /** Shipping orders of the given stock orders. */
    async *shipOrders(stockOrderSns: string[]): AsyncGenerator<TMkShipOrder[]> {
      for (let i = 0; i < stockOrderSns.length; i += 50) {
        const subPurchaseOrderSnList = stockOrderSns.slice(i, i + 50);
        yield* pagesOf(async (pageNo): Promise<TPage<TMkShipOrder>> => {
          const r = obj(await call('bg.shiporderv2.get', { pageNo, pageSize: SHIP_PAGE, subPurchaseOrderSnList }));
          return { total: num(r.total), rows: list(r.list).map(mapShipOrder) };
        }, SHIP_PAGE);
      }
    },
    ...writes,
    cancel: (deliverySn: string) => call('bg.shiporder.cancel', { deliveryOrderSn: deliverySn }),
    /** The companies `send` accepts: those for shipping by a third-party carrier (bg.shiporder.logistics.get). */
    logisticsCompanies: writes.thirdPartyCompanies,
  };
};

export type TTemuStockOrders = ReturnType<typeof temuStockOrders>;
