import { STOCK_ORDER_HANDLERS } from '../stock-orders/temu-handlers.js';
import type { TOpenHandler } from './call-context.js';
import { goodsList } from './goods-list.js';
import { goodsSalesV2 } from './goods-sales.js';
import { accessTokenInfo, mallInfo } from './mall-info.js';
import { orderList } from './orders.js';
import { returnPackages } from './returns.js';
import type { TTemuOpenType } from './type-names.js';

/** Routing by `type`, the way the real single-URL gateway dispatches. */
export const TEMU_OPEN_HANDLERS: Readonly<Record<TTemuOpenType, TOpenHandler>> = {
  'bg.open.accesstoken.info.get': accessTokenInfo,
  'bg.mall.info.get': mallInfo,
  'bg.goods.salesv2.get': goodsSalesV2,
  'bg.glo.goods.list.get': goodsList,
  'temu.goods.list.get': goodsList,
  'bg.refund.returnpackagelist.get': returnPackages,
  'bg.order.list.v2.get': orderList,
  ...STOCK_ORDER_HANDLERS,
};
