import { hasherFor, intIn, pick, unit } from '../market/hash.js';
import type { TMarketWorld, TShop } from '../market/world-types.js';
import { addDays, beijingDayOf, beijingMidnight, DAY_MS, HOUR_MS } from '../temu-open/beijing-time.js';

/**
 * Stock orders (备货单) and the shipping orders (发货单) that answered them, as the marketplace's world has them
 * before anyone acts in the sandbox: a pure function of (seed, shop, now). Every 7 days after an SKC went on
 * sale the platform orders what sold in the 7 days before (so quantities reconcile with the world's sales);
 * how far each order got depends only on its age.
 */

/** Temu's 备货单 statuses (bg.purchaseorderv2.get statusList): the ones the world produces, and those actions reach. */
export const STOCK_STATUS = {
  waitAccept: 0, // 待接单
  waitDeliver: 1, // 已接单，待发货
  delivered: 2, // 已送货
  received: 3, // 已收货
  rejected: 4, // 已拒收
  returnedAll: 5, // 已验收，全部退回
  checked: 6, // 已验收
  inStock: 7, // 已入库
  voided: 8, // 作废
  overdue: 9, // 已超时
  cancelled: 10, // 已取消
} as const;

/** Temu's 发货单 statuses (bg.shiporderv2.get). */
export const SHIP_STATUS = {
  waitPack: 0, // 待装箱发货
  waitReceive: 1, // 待仓库收货
  received: 2, // 已收货
  inStock: 3, // 已入库
  cancelled: 5, // 已取消
  partReceived: 6, // 部分收货
} as const;

export const WAREHOUSES = [
  { warehouseId: 9001, name: '广州花都仓', address: '广东省广州市花都区狮岭镇 物流园 A2' },
  { warehouseId: 9002, name: '东莞虎门仓', address: '广东省东莞市虎门镇 跨境物流中心 3 号库' },
  { warehouseId: 9003, name: '义乌国际仓', address: '浙江省义乌市 国际陆港 B 区' },
  { warehouseId: 9004, name: '深圳龙华仓', address: '广东省深圳市龙华区 观澜街道 7 号库' },
] as const;

export const LOGISTICS_COMPANIES = [
  { expressCompanyId: 1, expressCompanyName: '顺丰速运' },
  { expressCompanyId: 2, expressCompanyName: '中通快递' },
  { expressCompanyId: 3, expressCompanyName: '圆通速递' },
  { expressCompanyId: 4, expressCompanyName: '京东物流' },
  { expressCompanyId: 5, expressCompanyName: '德邦快递' },
] as const;

const RESTOCK_EVERY_DAYS = 7;
/** Days the seller has to deliver: urgent orders (急采) 2, normal ones 5. */
export const DELIVER_WITHIN_DAYS = { urgent: 2, normal: 5 } as const;
/** The platform warehouse receives a package this long after it was sent. */
export const TRANSIT_MS = 2 * DAY_MS;
/** Orders are accepted (待接单 → 待发货) this long after they were placed. */
const ACCEPT_AFTER_MS = 6 * HOUR_MS;

// Our own salts (the market's stop at 15), so stock-order draws stay independent of every other figure.
const SALT = { urgent: 101, warehouse: 102, shipDelay: 103, box: 104, express: 105, reject: 106, voided: 107 } as const;

export type TStockOrderSku = { productSkuId: number; extCode: string; className: string; purchaseQuantity: number };

export type TWorldStockOrder = {
  shopId: number;
  subPurchaseOrderSn: string;
  originalPurchaseOrderSn: string;
  productId: number;
  productSkcId: number;
  productName: string;
  productSkcPicture: string;
  category: string;
  urgent: boolean;
  purchaseTime: number;
  /** Latest day (Beijing) the goods must reach the warehouse. */
  expectLatestArrivalDay: string;
  warehouse: (typeof WAREHOUSES)[number];
  skus: TStockOrderSku[];
  /** The world's own progress at `now` (before any sandbox action). */
  status: number;
};

export type TWorldShipOrder = {
  shopId: number;
  deliveryOrderSn: string;
  subPurchaseOrderSn: string;
  createdAt: number;
  packageCount: number;
  packed: boolean;
  expressCompanyId: number | null;
  expressDeliverySn: string | null;
  sentAt: number | null;
  /** Filled once the warehouse has received it (sentAt + TRANSIT_MS ≤ now). */
  receive: {
    receivedAt: number;
    skus: { productSkuId: number; receivedQuantity: number; rejectedQuantity: number }[];
  } | null;
  cancelled: boolean;
};

const compact = (day: string) => day.replaceAll('-', '');

/** Received and rejected units for one SKU line: about 1 in 20 lines has 1-2 units refused at inspection. */
export const receiptOf = (seed: number, sn: string, skus: TStockOrderSku[]) => {
  const h = hasherFor(seed);
  const key = Number(sn.replace(/\D/g, '').slice(-9));
  return skus.map((s) => {
    const hv = h(SALT.reject, key, s.productSkuId);
    const rejectedQuantity = unit(hv) < 0.05 ? Math.min(s.purchaseQuantity, intIn(hv >>> 8, 1, 2)) : 0;
    return { productSkuId: s.productSkuId, receivedQuantity: s.purchaseQuantity - rejectedQuantity, rejectedQuantity };
  });
};

/**
 * Stock orders of a shop placed in [since, now], newest first (since defaults to the world's first day; callers
 * pass a window so only the sales the window needs are read). Semi-managed shops get none (they ship to customers).
 */
export const worldStockOrders = (world: TMarketWorld, shop: TShop, now: number, since = 0): TWorldStockOrder[] => {
  if (shop.semiManaged) {
    return [];
  }
  const h = hasherFor(world.seed);
  const today = beijingDayOf(now);
  const sinceDay = since > 0 ? beijingDayOf(since) : world.firstDay;
  const readFrom = addDays(sinceDay, -RESTOCK_EVERY_DAYS - 1);
  const unitsBySkuDay = new Map<string, number>();
  for (const r of world.skuDays(
    shop.shopId,
    readFrom > world.firstDay ? readFrom : world.firstDay,
    today,
    new Date(now),
  )) {
    unitsBySkuDay.set(`${r.skuId}:${r.day}`, r.units);
  }
  const prefix = shop.platform === 'temu' ? 'WB' : 'SP';
  const out: TWorldStockOrder[] = [];
  for (const skc of world.skcs(shop.shopId)) {
    for (let n = 1; ; n += 1) {
      const orderDay = addDays(skc.createdDay, n * RESTOCK_EVERY_DAYS);
      const purchaseTime = beijingMidnight(orderDay) + 9 * HOUR_MS;
      if (purchaseTime > now || (skc.offShelfDay && orderDay > skc.offShelfDay)) {
        break;
      }
      if (purchaseTime < since) {
        continue;
      }
      const skus = skc.skus
        .map((sku) => {
          let purchaseQuantity = 0;
          for (let d = 1; d <= RESTOCK_EVERY_DAYS; d += 1) {
            purchaseQuantity += unitsBySkuDay.get(`${sku.skuId}:${addDays(orderDay, -d)}`) ?? 0;
          }
          return { productSkuId: sku.skuId, extCode: sku.extCode, className: sku.className, purchaseQuantity };
        })
        .filter((s) => s.purchaseQuantity > 0);
      if (skus.length === 0) {
        continue;
      }
      const dayNo = Number(compact(orderDay)) % 1_000_000;
      const urgent = unit(h(SALT.urgent, skc.skcId, dayNo)) < 0.25;
      const expectLatestArrivalDay = addDays(
        orderDay,
        urgent ? DELIVER_WITHIN_DAYS.urgent : DELIVER_WITHIN_DAYS.normal,
      );
      const order: TWorldStockOrder = {
        shopId: shop.shopId,
        subPurchaseOrderSn: `${prefix}${compact(orderDay)}${skc.skcId}`,
        originalPurchaseOrderSn: `${prefix}P${compact(orderDay)}${skc.skcId}`,
        productId: skc.productId,
        productSkcId: skc.skcId,
        productName: skc.name,
        productSkcPicture: skc.imageUrl,
        category: skc.category,
        urgent,
        purchaseTime,
        expectLatestArrivalDay,
        warehouse: pick(WAREHOUSES, h(SALT.warehouse, skc.skcId, dayNo)),
        skus,
        status: STOCK_STATUS.waitAccept,
      };
      order.status = worldStatusOf(world.seed, order, now);
      out.push(order);
    }
  }
  return out.sort((a, b) => b.purchaseTime - a.purchaseTime || a.productSkcId - b.productSkcId);
};

/**
 * When the world's seller ships an order (if it does): a few hours to two days after acceptance, so the
 * newest orders are still waiting for the sandbox's user. Orders older than 30 days have all been shipped.
 */
const worldSentAt = (seed: number, o: TWorldStockOrder): number | null => {
  const h = hasherFor(seed);
  const hv = h(SALT.shipDelay, o.productSkcId, Number(o.subPurchaseOrderSn.slice(2, 10)));
  return o.purchaseTime + ACCEPT_AFTER_MS + intIn(hv, 20, 60) * HOUR_MS;
};

const isVoided = (seed: number, o: TWorldStockOrder): boolean =>
  unit(hasherFor(seed)(SALT.voided, o.productSkcId, Number(o.subPurchaseOrderSn.slice(2, 10)))) < 0.03;

const worldStatusOf = (seed: number, o: TWorldStockOrder, now: number): number => {
  if (isVoided(seed, o)) {
    return STOCK_STATUS.voided;
  }
  if (now < o.purchaseTime + ACCEPT_AFTER_MS) {
    return STOCK_STATUS.waitAccept;
  }
  const sentAt = worldSentAt(seed, o);
  if (sentAt === null || now < sentAt) {
    return STOCK_STATUS.waitDeliver;
  }
  return now < sentAt + TRANSIT_MS ? STOCK_STATUS.delivered : STOCK_STATUS.inStock;
};

/** The world's shipping order for a stock order it shipped itself (one per stock order), or null. */
export const worldShipOrder = (seed: number, o: TWorldStockOrder, now: number): TWorldShipOrder | null => {
  if (
    o.status === STOCK_STATUS.waitAccept ||
    o.status === STOCK_STATUS.waitDeliver ||
    o.status === STOCK_STATUS.voided
  ) {
    return null;
  }
  const sentAt = worldSentAt(seed, o) as number;
  const h = hasherFor(seed);
  const key = Number(o.subPurchaseOrderSn.slice(2, 10));
  const units = o.skus.reduce((n, s) => n + s.purchaseQuantity, 0);
  const express = pick(LOGISTICS_COMPANIES, h(SALT.express, o.productSkcId, key));
  return {
    shopId: o.shopId,
    deliveryOrderSn: `FH${o.subPurchaseOrderSn.slice(2)}`,
    subPurchaseOrderSn: o.subPurchaseOrderSn,
    createdAt: sentAt - 2 * HOUR_MS,
    packageCount: Math.max(1, Math.ceil(units / (20 + (h(SALT.box, o.productSkcId, key) % 21)))),
    packed: true,
    expressCompanyId: express.expressCompanyId,
    expressDeliverySn: `SF${String(h(SALT.express, key, o.productSkcId)).padStart(10, '0')}`,
    sentAt,
    receive:
      now >= sentAt + TRANSIT_MS
        ? { receivedAt: sentAt + TRANSIT_MS, skus: receiptOf(seed, o.subPurchaseOrderSn, o.skus) }
        : null,
    cancelled: false,
  };
};
