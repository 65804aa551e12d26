import type { TOrderLine } from '../market/world-types.js';
import { DAY_MS } from './beijing-time.js';
import type { TOpenHandler } from './call-context.js';
import { TEMU_CODES, TemuOpenError } from './envelope.js';
import { intParam, optionalNumber, page, paramError } from './params.js';

/** Order status by age, US order-API numbering: 2 UN_SHIPPING, 4 SHIPPED, 5 DELIVERED. */
const statusAt = (atMs: number, now: number): number => {
  const age = now - atMs;
  if (age < 2 * DAY_MS) {
    return 2;
  }
  return age < 7 * DAY_MS ? 4 : 5;
};

const DEFAULT_WINDOW_S = 30 * 86_400;

/**
 * bg.order.list.v2.get: semi-managed shops only (full-managed shops sell through Temu's own orders).
 * Order lines of the world are grouped by order number into parent orders; times are Unix seconds.
 * Amounts are a sandbox extension (the real list has none) so tests can reconcile sales.
 */
export const orderList: TOpenHandler = ({ world, shop, params, now }) => {
  if (!shop.semiManaged) {
    throw new TemuOpenError(TEMU_CODES.tokenLacksApi, '全托管店铺无权调用该接口');
  }
  const pageNumber = intParam(params, 'pageNumber', 1, 1, 1_000_000);
  const pageSize = intParam(params, 'pageSize', 10, 1, 100);
  const before = optionalNumber(params, 'createBefore') ?? Math.floor(now / 1000);
  const after = optionalNumber(params, 'createAfter') ?? before - DEFAULT_WINDOW_S;
  if (after > before) {
    throw paramError('createAfter 不能晚于 createBefore');
  }
  const byOrder = new Map<string, TOrderLine[]>();
  for (const line of world.orders(shop.shopId, new Date(after * 1000), new Date(before * 1000))) {
    byOrder.set(line.orderNo, [...(byOrder.get(line.orderNo) ?? []), line]);
  }
  const skcOf = new Map(world.skcs(shop.shopId).map((s) => [s.skcId, s]));
  const parents = [...byOrder.entries()]
    .map(([orderNo, lines]) => ({ orderNo, lines, atMs: Math.min(...lines.map((l) => Date.parse(l.at))) }))
    .sort((a, b) => b.atMs - a.atMs || a.orderNo.localeCompare(b.orderNo));

  const pageItems = page(parents, pageNumber, pageSize).map(({ orderNo, lines, atMs }) => ({
    parentOrderMap: {
      // The world's order number verbatim, so tests can reconcile; lines get -1, -2… like Temu's orderSn.
      parentOrderSn: orderNo,
      parentOrderStatus: statusAt(atMs, now),
      parentOrderTime: Math.floor(atMs / 1000),
    },
    orderList: lines.map((line, i) => ({
      orderSn: `${orderNo}-${i + 1}`,
      goodsId: skcOf.get(line.skcId)?.productId ?? 0,
      productSkcId: line.skcId,
      skuId: line.skuId,
      goodsName: skcOf.get(line.skcId)?.name ?? '',
      quantity: line.units,
      orderStatus: statusAt(atMs, now),
      salesCents: line.salesCents,
    })),
  }));

  return { totalItemNum: parents.length, pageItems };
};
