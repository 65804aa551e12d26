import { list, num, obj, pagesOf, str, type TPage } from './market-read.js';
import type { TMkShipOrder, TMkStockOrder } from './market-stock-orders.js';
import type { TTemuOpenApi, TTemuRegion } from './open-api-client.js';

/** bg.purchaseorderv2.get pages of 100; bg.shiporderv2.get is reported to allow 20 at most. */
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
    expressCompany: str(s.expressCompanyName) || null,
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
  const call = (type: string, params: Record<string, unknown> = {}) => api.call(region, type, token, params as never);
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
    /** Creates (or, when one is already active, answers) the shipping order of each stock order. */
    createShipOrders: async (stockOrderSns: string[], packageCount: number) =>
      list(
        obj(
          await call('bg.shiporderv2.create', {
            subPurchaseOrderSnList: stockOrderSns,
            deliverPackageNum: packageCount,
          }),
        ).deliveryOrderList,
      ).map((r) => ({ stockOrderSn: str(r.subPurchaseOrderSn), deliverySn: str(r.deliveryOrderSn) })),
    confirmPacking: (deliverySn: string, packageCount: number) =>
      call('bg.shiporder.package.edit', { deliveryOrderSn: deliverySn, deliverPackageNum: packageCount }),
    send: (deliverySn: string, expressCompanyId: number, trackingNo: string) =>
      call('bg.shiporder.packing.send', {
        deliveryOrderSn: deliverySn,
        expressCompanyId,
        expressDeliverySn: trackingNo,
      }),
    cancel: (deliverySn: string) => call('bg.shiporder.cancel', { deliveryOrderSn: deliverySn }),
    logisticsCompanies: async () =>
      list(obj(await call('bg.logistics.company.get')).shipLogisticsCompanyList).map((c) => ({
        id: num(c.expressCompanyId),
        name: str(c.expressCompanyName),
      })),
  };
};

export type TTemuStockOrders = ReturnType<typeof temuStockOrders>;
