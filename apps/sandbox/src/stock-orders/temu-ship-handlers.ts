import type { TShop } from '../market/world-types.js';
import type { TOpenHandler } from '../temu-open/call-context.js';
import { TEMU_CODES, TemuOpenError } from '../temu-open/envelope.js';
import type { TParams } from '../temu-open/params.js';
import { mallAddresses, receiveAddressOf } from './addresses.js';
import {
  createShipOrders,
  liveShipOrders,
  liveStockOrders,
  packShipOrder,
  StockOrderRefusal,
  sendShipOrder,
  sinceOfSns,
  type TLiveStockOrder,
} from './state.js';
import { parsePackageEdit, parsePackingSend, parseShipOrderCreate, type TShipLines } from './temu-bodies.js';
import { isOnDesk } from './temu-staging.js';
import { LOGISTICS_COMPANIES, STOCK_STATUS } from './world-orders.js';

/**
 * The shipping writes and the look-ups their bodies need (备货及发货API组): the body's shape is checked first
 * (temu-bodies.ts), then what it says against the world — the stock order's SKUs and quantities, its receiving
 * sub-warehouse, the shop's delivery address, the carrier — and only then is anything changed.
 */
const refuse = (message: string): never => {
  throw new StockOrderRefusal(message);
};

const snsParam = (params: TParams): string[] => {
  const v = params.subPurchaseOrderSnList;
  if (!Array.isArray(v) || v.length === 0 || v.length > 50 || !v.every((s) => typeof s === 'string')) {
    throw new TemuOpenError(TEMU_CODES.paramInvalid, 'subPurchaseOrderSnList 必须是 1-50 个备货单号');
  }
  return [...new Set(v as string[])];
};

const stockOf = (world: Parameters<TOpenHandler>[0]['world'], shop: TShop, now: number, sns: string[]) => {
  const live = new Map(liveStockOrders(world, shop, now, sinceOfSns(sns)).map((o) => [o.subPurchaseOrderSn, o]));
  return (sn: string): TLiveStockOrder => live.get(sn) ?? refuse(`备货单不存在: ${sn}`);
};

/** The shipped SKUs must be the stock order's, none above its ordered quantity. */
const checkLines = (o: TLiveStockOrder, lines: TShipLines) => {
  for (const [sku, n] of lines.details) {
    const line =
      o.skus.find((s) => s.productSkuId === sku) ?? refuse(`skuId ${sku} 不属于备货单 ${o.subPurchaseOrderSn}`);
    if (n > line.purchaseQuantity) {
      refuse(`skuId ${sku} 发货数量 ${n} 超过下单数量 ${line.purchaseQuantity}`);
    }
  }
};

const checkAddress = (shop: TShop, id: number | null) => {
  if (id !== null && !mallAddresses(shop).some((a) => a.id === id)) {
    refuse(`发货地址不存在: ${id}`);
  }
};

/**
 * bg.shiporder.receiveaddressv2.get: the stock orders (all 待发货 and on the 发货台, bg.shiporder.staging.add)
 * grouped by receiving sub-warehouse. Sellers report the lookup refuses orders not added to the desk; the message is
 * the sandbox's, not a documented one.
 */
export const receiveAddresses: TOpenHandler = ({ world, shop, params, now }) => {
  const sns = snsParam(params);
  const stock = stockOf(world, shop, now, sns);
  const groups = new Map<number, { o: TLiveStockOrder; sns: string[] }>();
  for (const sn of sns) {
    const o = stock(sn);
    if (o.status !== STOCK_STATUS.waitDeliver) {
      refuse(`存在不可发货的订单: ${sn}`);
    }
    if (!isOnDesk(world, shop, sn)) {
      refuse(`备货单未加入发货台: ${sn}`);
    }
    const g = groups.get(o.warehouse.warehouseId) ?? { o, sns: [] };
    g.sns.push(sn);
    groups.set(o.warehouse.warehouseId, g);
  }
  return {
    subPurchaseReceiveAddressGroups: [...groups.entries()].map(([subWarehouseId, g]) => ({
      subWarehouseId,
      receiveAddressInfo: receiveAddressOf(g.o.warehouse),
      subPurchaseOrderSnList: g.sns,
    })),
  };
};

/** bg.shiporderv3.create: answers the 发货单号 created (or already active) in result.deliveryOrders. */
export const createShipOrder: TOpenHandler = ({ world, shop, params, now }) => {
  const groups = parseShipOrderCreate(params);
  const infos = groups.flatMap((g) => g.orders.map((o) => ({ ...o, subWarehouseId: g.subWarehouseId })));
  const stock = stockOf(
    world,
    shop,
    now,
    infos.map((i) => i.subPurchaseOrderSn),
  );
  for (const info of infos) {
    const o = stock(info.subPurchaseOrderSn);
    if (o.warehouse.warehouseId !== info.subWarehouseId) {
      refuse(`收货子仓与备货单不符: ${info.subPurchaseOrderSn}`);
    }
    checkLines(o, info);
    checkAddress(shop, info.deliveryAddressId);
  }
  const created = createShipOrders(world, shop, now, {
    orders: infos.map((i) => ({ subPurchaseOrderSn: i.subPurchaseOrderSn, packageCount: i.packages.length })),
  });
  const urgent = infos.some((i) => stock(i.subPurchaseOrderSn).urgent);
  return {
    deliveryOrders: created.map((c) => c.deliveryOrderSn),
    isUrgencyType: urgent,
    cancelUrgencyType: false,
    cancelUrgencyTypeSubPurchaseOrderSnList: [],
  };
};

/** bg.shiporder.package.edit: the packages of a shipping order that has not left. */
export const editPackages: TOpenHandler = ({ world, shop, params, now }) => {
  const body = parsePackageEdit(params);
  const ship =
    liveShipOrders(world, shop, now, sinceOfSns([body.deliveryOrderSn])).find(
      (s) => s.deliveryOrderSn === body.deliveryOrderSn,
    ) ?? refuse(`发货单不存在: ${body.deliveryOrderSn}`);
  checkLines(stockOf(world, shop, now, [ship.subPurchaseOrderSn])(ship.subPurchaseOrderSn), body);
  packShipOrder(world, shop, now, { deliveryOrderSn: body.deliveryOrderSn, packageCount: body.packages.length });
  return {};
};

/** bg.shiporder.packing.send: the sandbox carries out 自行委托第三方物流 (deliverMethod 3); answers the batch number. */
export const packingSend: TOpenHandler = ({ world, shop, params, now }) => {
  const body = parsePackingSend(params);
  checkAddress(shop, body.deliveryAddressId);
  const tp = body.thirdParty ?? refuse('沙盒只支持自行委托第三方物流发货 (deliverMethod=3)');
  const company =
    LOGISTICS_COMPANIES.find((c) => c.expressCompanyId === tp.expressCompanyId) ??
    refuse(`物流公司不存在: ${tp.expressCompanyId}`);
  if (company.expressCompanyName !== tp.expressCompanyName) {
    refuse(`快递公司名称与快递公司Id不符: ${tp.expressCompanyName}`);
  }
  for (const sn of body.deliveryOrderSnList) {
    sendShipOrder(world, shop, now, {
      deliveryOrderSn: sn,
      expressCompanyId: tp.expressCompanyId,
      expressDeliverySn: tp.expressDeliverySn,
    });
  }
  return { expressBatchSn: `EB${(body.deliveryOrderSnList[0] ?? '').slice(2)}` };
};

/** bg.mall.address.get: the shop's delivery addresses (result is the list itself). */
export const mallAddressList: TOpenHandler = ({ shop }) => mallAddresses(shop);

/** bg.shiporder.logistics.get: companies for 自行委托第三方物流 (result is the list itself). */
export const thirdPartyLogistics: TOpenHandler = () =>
  LOGISTICS_COMPANIES.map((c) => ({ expressCompanyId: c.expressCompanyId, expressCompanyName: c.expressCompanyName }));
