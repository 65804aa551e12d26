import { STOCK_ORDER_TYPES } from '../stock-orders/type-names.js';

/** Every API type the sandbox gateway serves; seeded tokens are authorised for all of them. */
export const TEMU_OPEN_TYPES = [
  'bg.open.accesstoken.info.get',
  'bg.mall.info.get',
  'bg.goods.salesv2.get',
  'bg.glo.goods.list.get',
  'temu.goods.list.get',
  'bg.refund.returnpackagelist.get',
  'bg.order.list.v2.get',
  ...STOCK_ORDER_TYPES,
] as const;

export type TTemuOpenType = (typeof TEMU_OPEN_TYPES)[number];

export const isTemuOpenType = (value: unknown): value is TTemuOpenType =>
  typeof value === 'string' && (TEMU_OPEN_TYPES as readonly string[]).includes(value);
