import type { TMarketWorld, TShop } from '../market/world-types.js';
import {
  LOGISTICS_COMPANIES,
  receiptOf,
  SHIP_STATUS,
  STOCK_STATUS,
  TRANSIT_MS,
  type TWorldShipOrder,
  type TWorldStockOrder,
  worldShipOrder,
  worldStockOrders,
} from './world-orders.js';

/**
 * What sandbox users did to stock orders (in memory, per world): the shipping orders they created, packed, sent
 * or cancelled. Everything else is the world's pure function; this only overlays it. Every action is idempotent:
 * repeating it with the same arguments changes nothing and answers the same, and only real changes are logged
 * (tests read the log to see that an action arrived exactly once).
 */
export class StockOrderRefusal extends Error {}

export type TAppliedAction = {
  at: number;
  shopId: number;
  action: 'create' | 'pack' | 'send' | 'cancel';
  deliveryOrderSn: string;
  detail: Record<string, unknown>;
};

type TState = { ships: Map<string, TWorldShipOrder>; log: TAppliedAction[]; seq: number };

const states = new WeakMap<TMarketWorld, TState>();

const stateOf = (world: TMarketWorld): TState => {
  let s = states.get(world);
  if (!s) {
    s = { ships: new Map(), log: [], seq: 0 };
    states.set(world, s);
  }
  return s;
};

/** A ship order's Temu status at `now` (the warehouse receives it TRANSIT_MS after it was sent). */
export const shipStatusOf = (o: TWorldShipOrder, now: number): number => {
  if (o.cancelled) {
    return SHIP_STATUS.cancelled;
  }
  if (o.sentAt === null) {
    return SHIP_STATUS.waitPack;
  }
  if (now < o.sentAt + TRANSIT_MS) {
    return SHIP_STATUS.waitReceive;
  }
  return SHIP_STATUS.inStock;
};

/** The sandbox user's ship orders get their receipt once the transit time has passed. */
const withReceipt = (world: TMarketWorld, o: TWorldShipOrder, stock: TWorldStockOrder | undefined, now: number) =>
  o.sentAt !== null && !o.cancelled && now >= o.sentAt + TRANSIT_MS && stock
    ? {
        ...o,
        receive: { receivedAt: o.sentAt + TRANSIT_MS, skus: receiptOf(world.seed, o.subPurchaseOrderSn, stock.skus) },
      }
    : o;

export type TLiveStockOrder = TWorldStockOrder & { shipOrder: (TWorldShipOrder & { shipStatus: number }) | null };

/** Stock orders with the sandbox's actions applied, newest first. */
export const liveStockOrders = (world: TMarketWorld, shop: TShop, now: number, since = 0): TLiveStockOrder[] => {
  const { ships } = stateOf(world);
  const active = new Map<string, TWorldShipOrder>();
  for (const s of ships.values()) {
    if (s.shopId === shop.shopId && (!s.cancelled || !active.has(s.subPurchaseOrderSn))) {
      active.set(s.subPurchaseOrderSn, s);
    }
  }
  return worldStockOrders(world, shop, now, since).map((o) => {
    const mine = active.get(o.subPurchaseOrderSn);
    const ship = mine ? withReceipt(world, mine, o, now) : worldShipOrder(world.seed, o, now);
    if (!mine || !ship) {
      return { ...o, shipOrder: ship ? { ...ship, shipStatus: shipStatusOf(ship, now) } : null };
    }
    const shipStatus = shipStatusOf(ship, now);
    const status =
      shipStatus === SHIP_STATUS.cancelled || shipStatus === SHIP_STATUS.waitPack
        ? STOCK_STATUS.waitDeliver
        : shipStatus === SHIP_STATUS.waitReceive
          ? STOCK_STATUS.delivered
          : STOCK_STATUS.inStock;
    return { ...o, status, shipOrder: { ...ship, shipStatus } };
  });
};

/** Every ship order of the shop (the world's and the sandbox's), newest first. */
export const liveShipOrders = (world: TMarketWorld, shop: TShop, now: number, since = 0) => {
  const stock = liveStockOrders(world, shop, now, since);
  const bySn = new Map(stock.map((o) => [o.subPurchaseOrderSn, o]));
  const rows = new Map<string, TWorldShipOrder & { shipStatus: number }>();
  for (const o of stock) {
    if (o.shipOrder) {
      rows.set(o.shipOrder.deliveryOrderSn, o.shipOrder);
    }
  }
  for (const s of stateOf(world).ships.values()) {
    if (s.shopId === shop.shopId && !rows.has(s.deliveryOrderSn) && s.createdAt >= since) {
      const full = withReceipt(world, s, bySn.get(s.subPurchaseOrderSn), now);
      rows.set(s.deliveryOrderSn, { ...full, shipStatus: shipStatusOf(full, now) });
    }
  }
  return [...rows.values()].sort(
    (a, b) => b.createdAt - a.createdAt || a.deliveryOrderSn.localeCompare(b.deliveryOrderSn),
  );
};

/** Stock-order numbers carry their order day (WB20250301…): the earliest one bounds the window to generate. */
export const sinceOfSns = (sns: Iterable<string>): number => {
  let min = Number.POSITIVE_INFINITY;
  for (const sn of sns) {
    const m = /^[A-Z]{2}(\d{4})(\d{2})(\d{2})/.exec(sn);
    if (m) {
      min = Math.min(min, Date.parse(`${m[1]}-${m[2]}-${m[3]}T00:00:00+08:00`));
    }
  }
  return Number.isFinite(min) ? min : 0;
};

const ownShip = (world: TMarketWorld, shop: TShop, deliveryOrderSn: string): TWorldShipOrder => {
  const s = stateOf(world).ships.get(deliveryOrderSn);
  if (!s || s.shopId !== shop.shopId) {
    throw new StockOrderRefusal(`发货单不存在: ${deliveryOrderSn}`);
  }
  return s;
};

const record = (world: TMarketWorld, entry: TAppliedAction) => {
  stateOf(world).log.push(entry);
};

/**
 * Creates one shipping order per stock order (Temu splits a batch the same way). A stock order that already has an
 * active shipping order answers that one: creating twice creates nothing.
 */
export const createShipOrders = (
  world: TMarketWorld,
  shop: TShop,
  now: number,
  input: { orders: { subPurchaseOrderSn: string; packageCount: number }[] },
): { subPurchaseOrderSn: string; deliveryOrderSn: string }[] => {
  const state = stateOf(world);
  const sns = input.orders.map((o) => o.subPurchaseOrderSn);
  const stock = new Map(liveStockOrders(world, shop, now, sinceOfSns(sns)).map((o) => [o.subPurchaseOrderSn, o]));
  // Check everything before changing anything: a batch is created whole or not at all.
  const plan = input.orders.map(({ subPurchaseOrderSn: sn, packageCount }) => {
    const o = stock.get(sn);
    if (!o) {
      throw new StockOrderRefusal(`备货单不存在: ${sn}`);
    }
    if (o.shipOrder && o.shipOrder.shipStatus !== SHIP_STATUS.cancelled) {
      return { sn, packageCount, existing: o.shipOrder.deliveryOrderSn };
    }
    if (o.status !== STOCK_STATUS.waitDeliver) {
      throw new StockOrderRefusal(`备货单状态不允许创建发货单: ${sn} (${o.status})`);
    }
    return { sn, packageCount, existing: null };
  });
  return plan.map(({ sn, packageCount, existing }) => {
    if (existing) {
      return { subPurchaseOrderSn: sn, deliveryOrderSn: existing };
    }
    state.seq += 1;
    const deliveryOrderSn = `FH${sn.slice(2)}S${state.seq}`;
    state.ships.set(deliveryOrderSn, {
      shopId: shop.shopId,
      deliveryOrderSn,
      subPurchaseOrderSn: sn,
      createdAt: now,
      packageCount,
      packed: false,
      expressCompanyId: null,
      expressDeliverySn: null,
      sentAt: null,
      receive: null,
      cancelled: false,
    });
    record(world, {
      at: now,
      shopId: shop.shopId,
      action: 'create',
      deliveryOrderSn,
      detail: { subPurchaseOrderSn: sn },
    });
    return { subPurchaseOrderSn: sn, deliveryOrderSn };
  });
};

/** Confirms the packages (box count) of a shipping order that has not left yet. */
export const packShipOrder = (
  world: TMarketWorld,
  shop: TShop,
  now: number,
  input: { deliveryOrderSn: string; packageCount: number },
) => {
  const s = ownShip(world, shop, input.deliveryOrderSn);
  if (s.cancelled) {
    throw new StockOrderRefusal('发货单已取消');
  }
  if (s.packed && s.packageCount === input.packageCount) {
    return { deliveryOrderSn: s.deliveryOrderSn, packageCount: s.packageCount };
  }
  if (s.sentAt !== null) {
    throw new StockOrderRefusal('发货单已发货，不能修改包裹');
  }
  s.packed = true;
  s.packageCount = input.packageCount;
  record(world, {
    at: now,
    shopId: shop.shopId,
    action: 'pack',
    deliveryOrderSn: s.deliveryOrderSn,
    detail: { packageCount: input.packageCount },
  });
  return { deliveryOrderSn: s.deliveryOrderSn, packageCount: s.packageCount };
};

/** Fills the logistics (company and tracking number) and sends a packed shipping order. */
export const sendShipOrder = (
  world: TMarketWorld,
  shop: TShop,
  now: number,
  input: { deliveryOrderSn: string; expressCompanyId: number; expressDeliverySn: string },
) => {
  const s = ownShip(world, shop, input.deliveryOrderSn);
  if (!LOGISTICS_COMPANIES.some((c) => c.expressCompanyId === input.expressCompanyId)) {
    throw new StockOrderRefusal(`物流公司不存在: ${input.expressCompanyId}`);
  }
  if (s.sentAt !== null) {
    if (s.expressCompanyId === input.expressCompanyId && s.expressDeliverySn === input.expressDeliverySn) {
      return { deliveryOrderSn: s.deliveryOrderSn, sentAt: s.sentAt };
    }
    throw new StockOrderRefusal('发货单已发货，物流信息不能修改');
  }
  if (s.cancelled) {
    throw new StockOrderRefusal('发货单已取消');
  }
  if (!s.packed) {
    throw new StockOrderRefusal('发货单未确认装箱');
  }
  s.expressCompanyId = input.expressCompanyId;
  s.expressDeliverySn = input.expressDeliverySn;
  s.sentAt = now;
  record(world, {
    at: now,
    shopId: shop.shopId,
    action: 'send',
    deliveryOrderSn: s.deliveryOrderSn,
    detail: { ...input },
  });
  return { deliveryOrderSn: s.deliveryOrderSn, sentAt: s.sentAt };
};

/** Cancels a shipping order that has not been sent; its stock order goes back to 待发货. */
export const cancelShipOrder = (world: TMarketWorld, shop: TShop, now: number, input: { deliveryOrderSn: string }) => {
  const s = ownShip(world, shop, input.deliveryOrderSn);
  if (s.cancelled) {
    return { deliveryOrderSn: s.deliveryOrderSn, cancelled: true };
  }
  if (s.sentAt !== null) {
    throw new StockOrderRefusal('发货单已发货，不能取消');
  }
  s.cancelled = true;
  record(world, { at: now, shopId: shop.shopId, action: 'cancel', deliveryOrderSn: s.deliveryOrderSn, detail: {} });
  return { deliveryOrderSn: s.deliveryOrderSn, cancelled: true };
};

/** Applied actions (real changes only), for tests and the sandbox's page. */
export const appliedActions = (world: TMarketWorld, shopId?: number): TAppliedAction[] =>
  stateOf(world).log.filter((a) => shopId === undefined || a.shopId === shopId);
