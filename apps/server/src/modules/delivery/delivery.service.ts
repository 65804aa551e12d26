import type { TDeliveryRow, ZDeliveryListRequestSchema } from '@ksa/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { TDeps } from '../../deps.js';
import { MarketplaceError } from '../../integrations/marketplace-types.js';
import { AppError } from '../../lib/app-error.js';
import { bjDay } from '../../lib/days.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { visibleShopIds } from '../access/shop-access.js';
import { audit } from '../audit/audit.service.js';
import {
  findAction,
  insertAction,
  replaceStaffShops,
  setShipType,
  shipOrderBySn,
  shipOrdersByKeys,
  shipperByPhone,
  shopNames,
  staffShopIds,
  stockOrdersByKeys,
  updateShipOrder,
  upsertShipOrders,
} from './delivery.repo.js';
import { deliveryConnector, type TDeliveryConnector } from './delivery-connector.js';
import { countDeliveryByStatus, pageDeliveryKeys } from './delivery-list.repo.js';
import { listFilterOf, toRow } from './delivery-rows.js';
import { syncShopDelivery } from './delivery-sync.js';

/**
 * Visibility (the spec is silent; our rule): the BOSS sees every shop's warehouse work; a manager, finance or
 * operator sees it for the shops assigned to them; a shipper for the shops the BOSS assigned to that shipper
 * (setShipperShops, kept in the same shop_staff table). Everyone who sees a shop's orders may act on them except
 * the visitor (read-only by the catalogue). A shop outside the caller's scope answers 404, never 403.
 */
const requireShop = async (deps: TDeps, auth: TAuth, shopId: number) => {
  if (!(await visibleShopIds(deps, auth)).includes(shopId)) {
    throw new AppError('NOT_FOUND');
  }
};

export const listDelivery = async (deps: TDeps, auth: TAuth, input: z.output<typeof ZDeliveryListRequestSchema>) => {
  const visible = await visibleShopIds(deps, auth);
  // Naming a shop outside the caller's scope is a 404, as for every single-shop call.
  if (input.shopIds?.some((id) => !visible.includes(id))) {
    throw new AppError('NOT_FOUND');
  }
  const today = bjDay(deps.clock.now());
  const filter = listFilterOf(input, input.shopIds ?? visible, today);
  const start = (input.pageNo - 1) * input.pageSize;
  const [byStatus, keys] = await Promise.all([
    countDeliveryByStatus(deps.db, filter),
    pageDeliveryKeys(deps.db, filter, input.status, start, input.pageSize),
  ]);
  const counts: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const c of byStatus) {
    counts[c.status] = c.n;
  }
  const total = input.status ? (counts[input.status] ?? 0) : byStatus.reduce((n, c) => n + c.n, 0);
  return { total, counts, list: await pageRows(deps, keys, today) };
};

/** The page's rows, shaped from their stock orders and all their shipping orders, in the page's order. */
const pageRows = async (deps: TDeps, keys: { shop_id: number; order_sn: string }[], today: string) => {
  const shopIds = [...new Set(keys.map((k) => k.shop_id))];
  const [names, stock, ships] = await Promise.all([
    shopNames(deps.db, shopIds),
    stockOrdersByKeys(deps.db, keys),
    shipOrdersByKeys(deps.db, keys),
  ]);
  const shopInfo = new Map(
    names.map((n) => [n.id, { name: n.custom ?? n.name, platform: n.platform, actionable: n.platform === 'temu' }]),
  );
  const key = (shopId: number, sn: string) => `${shopId}:${sn}`;
  const stockByKey = new Map(stock.map((o) => [key(o.shopId, o.orderSn), o]));
  const shipsByOrder = new Map<string, typeof ships>();
  for (const s of ships) {
    const k = key(s.shopId, s.stockOrderSn);
    shipsByOrder.set(k, [...(shipsByOrder.get(k) ?? []), s]);
  }
  return keys.flatMap((k): TDeliveryRow[] => {
    const o = stockByKey.get(key(k.shop_id, k.order_sn));
    return o ? [toRow(o, shipsByOrder.get(key(o.shopId, o.orderSn)) ?? [], shopInfo.get(o.shopId)!, today)] : [];
  });
};

export const refreshDelivery = async (deps: TDeps, auth: TAuth, shopId: number) => {
  await requireShop(deps, auth, shopId);
  return { rows: await marketCall(() => syncShopDelivery(deps, shopId)) };
};

/** The shop's name as the BOSS sees it now, copied into the op-log line (it must read right after a rename). */
const shopNameOf = async (db: Db, shopId: number) => {
  const [n] = await shopNames(db, [shopId]);
  return n ? (n.custom ?? n.name) : '';
};

const marketCall = async <T>(fn: () => Promise<T>): Promise<T> => {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof MarketplaceError) {
      throw new AppError('DELIVERY_REFUSED', { reason: err.message.slice(0, 200) });
    }
    throw err;
  }
};

const actionableConnector = async (
  deps: TDeps,
  shopId: number,
): Promise<TDeliveryConnector & { temu: NonNullable<TDeliveryConnector['temu']> }> => {
  const conn = await deliveryConnector(deps, shopId);
  if (conn?.platform === 'shein') {
    throw new AppError('DELIVERY_READONLY_PLATFORM');
  }
  if (!conn?.temu) {
    throw new AppError('DELIVERY_NO_OPEN_API');
  }
  return conn as TDeliveryConnector & { temu: NonNullable<TDeliveryConnector['temu']> };
};

type TAction = 'create' | 'pack' | 'send' | 'cancel';
type TActionInput = { shopId: number; idemKey: string } & Record<string, unknown>;

/**
 * Every action goes the same way: a key seen before answers its first result (a different request under the
 * same key is a conflict); otherwise the marketplace is asked (its own calls are idempotent too, so a retry
 * after a crash between the call and our write is safe), the shipping orders it touched are re-read, and our
 * rows, the action's key and the operation-log line are written in one transaction.
 */
const runAction = async (
  deps: TDeps,
  auth: TAuth,
  action: TAction,
  input: TActionInput,
  perform: (conn: TDeliveryConnector & { temu: NonNullable<TDeliveryConnector['temu']> }) => Promise<{
    stockOrderSns: string[];
    result: Record<string, unknown>;
    afterWrite?: (db: Db) => Promise<unknown>;
  }>,
) => {
  await requireShop(deps, auth, input.shopId);
  const { idemKey, ...rest } = input;
  const request = JSON.stringify({ action, ...rest });
  const seen = await findAction(deps.db, auth.bossId, idemKey);
  if (seen) {
    if (seen.request !== request) {
      throw new AppError('DELIVERY_KEY_CONFLICT');
    }
    return { action, replayed: true, result: seen.result };
  }
  const conn = await actionableConnector(deps, input.shopId);
  const done = await marketCall(async () => {
    const out = await perform(conn);
    const ships = [];
    for await (const page of conn.shipOrders(out.stockOrderSns)) {
      ships.push(...page);
    }
    return { ...out, ships };
  });
  return deps.db.transaction(async (tx) => {
    const inserted = await insertAction(tx, {
      bossId: auth.bossId,
      userId: auth.userId,
      idemKey,
      action,
      request,
      result: done.result,
    });
    if (!inserted) {
      // The same key arrived twice at once: the first one wrote; this one answers what it wrote.
      const first = await findAction(tx, auth.bossId, idemKey);
      return { action, replayed: true, result: first?.result ?? done.result };
    }
    await upsertShipOrders(tx, input.shopId, done.ships);
    await done.afterWrite?.(tx);
    const touched = done.ships.find((s) => s.deliverySn === rest.deliverySn);
    await audit(tx, {
      event: `op.delivery.${action}`,
      ok: true,
      userId: auth.userId,
      bossId: auth.bossId,
      detail: {
        ...rest,
        shopId: input.shopId,
        shopName: await shopNameOf(tx, input.shopId),
        stockOrderSns: done.stockOrderSns,
        ...(touched?.expressCompany ? { expressCompany: touched.expressCompany } : {}),
        ...done.result,
      },
    });
    return { action, replayed: false, result: done.result };
  });
};

export const createShipOrder = (
  deps: TDeps,
  auth: TAuth,
  input: { shopId: number; orderSns: string[]; packageCount: number; idemKey: string },
) =>
  runAction(deps, auth, 'create', input, async (conn) => {
    const created = await conn.temu.createShipOrders(input.orderSns, input.packageCount);
    return { stockOrderSns: input.orderSns, result: { deliveryOrders: created } };
  });

const shipOf = async (deps: TDeps, shopId: number, deliverySn: string) => {
  const ship = await shipOrderBySn(deps.db, shopId, deliverySn);
  if (!ship) {
    throw new AppError('NOT_FOUND');
  }
  return ship;
};

export const confirmPacking = async (
  deps: TDeps,
  auth: TAuth,
  input: { shopId: number; deliverySn: string; packageCount: number; photos: string[]; idemKey: string },
) => {
  await requireShop(deps, auth, input.shopId);
  const ship = await shipOf(deps, input.shopId, input.deliverySn);
  const { photos, ...logged } = input;
  return runAction(deps, auth, 'pack', { ...logged, photoCount: photos.length }, async (conn) => {
    await conn.temu.confirmPacking(input.deliverySn, ship.stockOrderSn, input.packageCount);
    return {
      stockOrderSns: [ship.stockOrderSn],
      result: { deliverySn: input.deliverySn, packageCount: input.packageCount, photoCount: photos.length },
      afterWrite: (db) =>
        photos.length
          ? updateShipOrder(db, input.shopId, input.deliverySn, { photos: [...ship.photos, ...photos].slice(-12) })
          : Promise.resolve(),
    };
  });
};

export const fillLogistics = async (
  deps: TDeps,
  auth: TAuth,
  input: { shopId: number; deliverySn: string; expressCompanyId: number; trackingNo: string; idemKey: string },
) => {
  await requireShop(deps, auth, input.shopId);
  const ship = await shipOf(deps, input.shopId, input.deliverySn);
  return runAction(deps, auth, 'send', input, async (conn) => {
    await conn.temu.send(input.deliverySn, input.expressCompanyId, input.trackingNo, ship.packageCount);
    return {
      stockOrderSns: [ship.stockOrderSn],
      result: { deliverySn: input.deliverySn, expressCompanyId: input.expressCompanyId, trackingNo: input.trackingNo },
    };
  });
};

export const cancelShipOrder = async (
  deps: TDeps,
  auth: TAuth,
  input: { shopId: number; deliverySn: string; idemKey: string },
) => {
  await requireShop(deps, auth, input.shopId);
  const ship = await shipOf(deps, input.shopId, input.deliverySn);
  return runAction(deps, auth, 'cancel', input, async (conn) => {
    await conn.temu.cancel(input.deliverySn);
    return { stockOrderSns: [ship.stockOrderSn], result: { deliverySn: input.deliverySn, cancelled: true } };
  });
};

export const logisticsCompanies = async (deps: TDeps, auth: TAuth, shopId: number) => {
  await requireShop(deps, auth, shopId);
  const conn = await actionableConnector(deps, shopId);
  return marketCall(() => conn.temu.logisticsCompanies());
};

/** Our own field (自发/工厂直发): written here, with its op-log line, in one transaction. */
export const updateShipType = async (
  deps: TDeps,
  auth: TAuth,
  input: { shopId: number; orderSns: string[]; shipType: 0 | 1 },
) => {
  await requireShop(deps, auth, input.shopId);
  return deps.db.transaction(async (tx) => {
    const changed = await setShipType(tx, input.shopId, input.orderSns, input.shipType);
    if (changed.length !== new Set(input.orderSns).size) {
      throw new AppError('NOT_FOUND');
    }
    await audit(tx, {
      event: 'op.delivery.shipType',
      ok: true,
      userId: auth.userId,
      bossId: auth.bossId,
      detail: {
        shopId: input.shopId,
        shopName: await shopNameOf(tx, input.shopId),
        orderSns: input.orderSns,
        shipType: input.shipType,
      },
    });
    return { updated: changed.length };
  });
};

const shipperOf = async (deps: TDeps, auth: TAuth, phone: string) => {
  const shipper = await shipperByPhone(deps.db, auth.bossId, phone);
  if (!shipper) {
    throw new AppError('NOT_FOUND');
  }
  return shipper;
};

export const getShipperShops = async (deps: TDeps, auth: TAuth, phone: string) => ({
  shopIds: (await staffShopIds(deps.db, (await shipperOf(deps, auth, phone)).id)).sort((a, b) => a - b),
});

export const setShipperShops = async (deps: TDeps, auth: TAuth, phone: string, shopIds: number[]) => {
  const shipper = await shipperOf(deps, auth, phone);
  const own = await visibleShopIds(deps, auth);
  const wanted = [...new Set(shopIds)].sort((a, b) => a - b);
  if (wanted.some((id) => !own.includes(id))) {
    throw new AppError('NOT_FOUND');
  }
  await deps.db.transaction(async (tx) => {
    await replaceStaffShops(tx, shipper.id, wanted);
    await audit(tx, {
      event: 'op.delivery.shipperShops',
      ok: true,
      userId: auth.userId,
      bossId: auth.bossId,
      detail: { shipperId: shipper.id, phone, shopIds: wanted },
    });
  });
  return { shopIds: wanted };
};
