import type { TOpenHandler } from '../temu-open/call-context.js';
import { TEMU_CODES, TemuOpenError } from '../temu-open/envelope.js';
import { intParam, listParam, optionalNumber, page, type TParams } from '../temu-open/params.js';
import { cancelShipOrder, liveShipOrders, liveStockOrders, StockOrderRefusal, sinceOfSns } from './state.js';
import {
  createShipOrder,
  editPackages,
  mallAddressList,
  packingSend,
  receiveAddresses,
  thirdPartyLogistics,
} from './temu-ship-handlers.js';
import { stagingAdd } from './temu-staging.js';
import type { STOCK_ORDER_TYPES } from './type-names.js';
import { LOGISTICS_COMPANIES } from './world-orders.js';

const bad = (message: string) => new TemuOpenError(TEMU_CODES.paramInvalid, message);

const text = (params: TParams, name: string): string => {
  const v = params[name];
  if (typeof v !== 'string' || v.trim() === '' || v.length > 64) {
    throw bad(`${name} 不能为空`);
  }
  return v.trim();
};

const refusals =
  (fn: TOpenHandler): TOpenHandler =>
  (call) => {
    try {
      return fn(call);
    } catch (error) {
      throw error instanceof StockOrderRefusal ? bad(error.message) : error;
    }
  };

/** bg.purchaseorderv2.get: 备货单 with statusList (0 待接单 … 7 已入库, 8 作废, 10 已取消), urgency and warehouse. */
const purchaseOrders: TOpenHandler = ({ world, shop, params, now }) => {
  const pageNo = intParam(params, 'pageNo', 1, 1, 1_000_000);
  const pageSize = intParam(params, 'pageSize', 10, 1, 100);
  const from = optionalNumber(params, 'purchaseTimeFrom');
  const to = optionalNumber(params, 'purchaseTimeTo');
  const statuses = listParam(params, 'statusList');
  const sns = listParam(params, 'subPurchaseOrderSnList');
  const since = from ?? (sns ? sinceOfSns(sns) : 0);
  const rows = liveStockOrders(world, shop, now, since)
    .filter((o) => (from === null || o.purchaseTime >= from) && (to === null || o.purchaseTime <= to))
    .filter((o) => (!statuses || statuses.has(String(o.status))) && (!sns || sns.has(o.subPurchaseOrderSn)));
  return {
    total: rows.length,
    subOrderForSupplierList: page(rows, pageNo, pageSize).map((o) => ({
      subPurchaseOrderSn: o.subPurchaseOrderSn,
      originalPurchaseOrderSn: o.originalPurchaseOrderSn,
      productId: o.productId,
      productSkcId: o.productSkcId,
      productName: o.productName,
      productSkcPicture: o.productSkcPicture,
      category: o.category,
      status: o.status,
      // 1 急采 (urgent), 0 普通备货
      urgencyType: o.urgent ? 1 : 0,
      purchaseTime: o.purchaseTime,
      expectLatestArrivalTimeOrDefault: o.expectLatestArrivalDay,
      receiveWarehouseInfo: {
        warehouseId: o.warehouse.warehouseId,
        warehouseName: o.warehouse.name,
        address: o.warehouse.address,
      },
      deliverInfo: o.shipOrder
        ? { deliveryOrderSn: o.shipOrder.deliveryOrderSn, deliverTime: o.shipOrder.sentAt }
        : null,
      skuQuantityDetailList: o.skus.map((s) => ({ ...s, className: s.className })),
      skuQuantityTotalInfo: { purchaseQuantity: o.skus.reduce((sum, s) => sum + s.purchaseQuantity, 0) },
    })),
  };
};

/** bg.shiporderv2.get: shipping orders (pageSize ≤ 20 as reported), with packages, logistics and the receipt. */
const shipOrders: TOpenHandler = ({ world, shop, params, now }) => {
  const pageNo = intParam(params, 'pageNo', 1, 1, 1_000_000);
  const pageSize = intParam(params, 'pageSize', 10, 1, 20);
  const sns = listParam(params, 'subPurchaseOrderSnList');
  const statuses = listParam(params, 'statusList');
  // Without stock-order numbers the list covers the last 60 days (a shipping order's useful life).
  const since = sns ? sinceOfSns(sns) : now - 60 * 86_400_000;
  const rows = liveShipOrders(world, shop, now, since).filter(
    (s) => (!sns || sns.has(s.subPurchaseOrderSn)) && (!statuses || statuses.has(String(s.shipStatus))),
  );
  return {
    total: rows.length,
    list: page(rows, pageNo, pageSize).map((s) => ({
      deliveryOrderSn: s.deliveryOrderSn,
      subPurchaseOrderSn: s.subPurchaseOrderSn,
      status: s.shipStatus,
      packed: s.packed,
      deliverPackageNum: s.packageCount,
      expressCompanyId: s.expressCompanyId,
      // 快递公司名称 is `expressCompany` in 查询发货单v2.
      expressCompany:
        LOGISTICS_COMPANIES.find((c) => c.expressCompanyId === s.expressCompanyId)?.expressCompanyName ?? null,
      expressDeliverySn: s.expressDeliverySn,
      createTime: s.createdAt,
      deliverTime: s.sentAt,
      receiveTime: s.receive?.receivedAt ?? null,
      receiveSkuList: s.receive?.skus ?? [],
    })),
  };
};

export const STOCK_ORDER_HANDLERS: Record<(typeof STOCK_ORDER_TYPES)[number], TOpenHandler> = {
  'bg.purchaseorderv2.get': purchaseOrders,
  'bg.shiporderv2.get': shipOrders,
  'bg.shiporder.receiveaddressv2.get': refusals(receiveAddresses),
  'bg.mall.address.get': mallAddressList,
  'bg.shiporder.logistics.get': thirdPartyLogistics,
  'bg.shiporder.staging.add': refusals(stagingAdd),
  'bg.shiporderv3.create': refusals(createShipOrder),
  'bg.shiporder.package.edit': refusals(editPackages),
  'bg.shiporder.packing.send': refusals(packingSend),
  'bg.shiporder.cancel': refusals(({ world, shop, params, now }) =>
    cancelShipOrder(world, shop, now, { deliveryOrderSn: text(params, 'deliveryOrderSn') }),
  ),
  // 快递公司查询 answers result.shipList[{shipId, shipName}].
  'bg.logistics.company.get': () => ({
    shipList: LOGISTICS_COMPANIES.map((c) => ({ shipId: c.expressCompanyId, shipName: c.expressCompanyName })),
  }),
};
