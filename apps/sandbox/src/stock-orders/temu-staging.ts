import type { TMarketWorld, TShop } from '../market/world-types.js';
import type { TOpenHandler } from '../temu-open/call-context.js';
import { TEMU_CODES, TemuOpenError } from '../temu-open/envelope.js';
import { liveStockOrders, sinceOfSns } from './state.js';
import { STOCK_STATUS } from './world-orders.js';

/**
 * 发货台 (the shipping desk): bg.shiporder.staging.add 加入发货台接口 puts stock orders on it, and
 * bg.shiporder.receiveaddressv2.get answers only for stock orders on it. In memory, per world, like state.ts.
 */
const desks = new WeakMap<TMarketWorld, Set<string>>();

const deskOf = (world: TMarketWorld): Set<string> => {
  let d = desks.get(world);
  if (!d) {
    d = new Set();
    desks.set(world, d);
  }
  return d;
};

export const isOnDesk = (world: TMarketWorld, shop: TShop, sn: string) => deskOf(world).has(`${shop.shopId}:${sn}`);

/** 发货地址类型: 1 内地 (废弃), 2 香港, 3 内地保税区, 4 内地非保税区. */
const ADDRESS_TYPES = [1, 2, 3, 4];

const bad = (message: string) => new TemuOpenError(TEMU_CODES.paramInvalid, message);

/** joinInfoList[{subPurchaseOrderSn STRING 是, deliveryAddressType INTEGER 是}], refused field by field. */
const parseJoinInfos = (params: Record<string, unknown>) => {
  const list = params.joinInfoList;
  if (list === undefined || list === null || (Array.isArray(list) && list.length === 0)) {
    throw bad('joinInfoList 不能为空');
  }
  if (!Array.isArray(list)) {
    throw bad('joinInfoList 参数类型错误, 应为 LIST');
  }
  return list.map((v, i) => {
    const p = `joinInfoList[${i}].`;
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
      throw bad(`joinInfoList[${i}] 参数类型错误, 应为 OBJECT`);
    }
    const { subPurchaseOrderSn: sn, deliveryAddressType: type } = v as Record<string, unknown>;
    if (sn === undefined || sn === null || sn === '') {
      throw bad(`${p}subPurchaseOrderSn 不能为空`);
    }
    if (typeof sn !== 'string') {
      throw bad(`${p}subPurchaseOrderSn 参数类型错误, 应为 STRING`);
    }
    if (type === undefined || type === null) {
      throw bad(`${p}deliveryAddressType 不能为空`);
    }
    if (typeof type !== 'number' || !Number.isSafeInteger(type)) {
      throw bad(`${p}deliveryAddressType 参数类型错误, 应为 INTEGER`);
    }
    if (!ADDRESS_TYPES.includes(type)) {
      throw bad(`${p}deliveryAddressType 无效的发货地址类型: ${type}`);
    }
    return sn;
  });
};

/**
 * bg.shiporder.staging.add: joins the 待发货 stock orders; the others are listed in joinErrorList (the call itself
 * succeeds). One already on the desk joins again without change. The document lists no error codes; the sandbox
 * answers its parameter code with the reason.
 */
export const stagingAdd: TOpenHandler = ({ world, shop, params, now }) => {
  const sns = [...new Set(parseJoinInfos(params))];
  const live = new Map(liveStockOrders(world, shop, now, sinceOfSns(sns)).map((o) => [o.subPurchaseOrderSn, o]));
  const joinErrorList = sns.flatMap((sn) => {
    const o = live.get(sn);
    const why = !o
      ? `备货单不存在: ${sn}`
      : o.status !== STOCK_STATUS.waitDeliver
        ? `备货单当前状态不可加入发货台: ${sn}`
        : null;
    return why
      ? [{ joinErrorSubPurchaseOrderSn: sn, errorCode: TEMU_CODES.paramInvalid, errorMsg: why, extraInfoMap: {} }]
      : [];
  });
  const failed = new Set(joinErrorList.map((e) => e.joinErrorSubPurchaseOrderSn));
  for (const sn of sns.filter((s) => !failed.has(s))) {
    deskOf(world).add(`${shop.shopId}:${sn}`);
  }
  return { existJoinErrorSubPurchase: joinErrorList.length > 0, joinErrorList };
};
