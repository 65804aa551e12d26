import type { TDeps } from '../../deps.js';
import type { TMkShipOrder, TMkStockOrder } from '../../integrations/temu/market-stock-orders.js';
import { receivedStockOrderSns, upsertShipOrders, upsertStockOrders } from './delivery.repo.js';
import { deliveryConnector } from './delivery-connector.js';

/** Stock orders older than this are settled; each sync re-reads the window so statuses move on. */
export const DELIVERY_WINDOW_DAYS = 21;
/** Temu stock-order codes that never have a shipping order: 0 待接单, 8 作废, 10 已取消. */
const NO_SHIP = new Set([0, 8, 10]);

/**
 * One shop's stock and shipping orders, read from the marketplace and upserted. Called by the shop sync (one line
 * in sync-runner) after the other streams, and by the delivery centre's refresh button. Returns rows written.
 */
export const syncShopDelivery = async (deps: TDeps, shopId: number): Promise<number> => {
  const conn = await deliveryConnector(deps, shopId);
  if (!conn) {
    return 0;
  }
  const now = deps.clock.now();
  const from = new Date(now.getTime() - DELIVERY_WINDOW_DAYS * 86_400_000);
  const stock: TMkStockOrder[] = [];
  for await (const page of conn.stockOrders(from)) {
    stock.push(...page);
  }
  // Shipping orders the warehouse has received do not change any more: only the others are asked for again.
  const settled = new Set(await receivedStockOrderSns(deps.db, shopId));
  const wanted = stock.filter((o) => !NO_SHIP.has(o.marketStatus) && !settled.has(o.orderSn)).map((o) => o.orderSn);
  const ships: TMkShipOrder[] = [];
  for await (const page of conn.shipOrders(wanted)) {
    ships.push(...page);
  }
  await deps.db.transaction(async (tx) => {
    await upsertStockOrders(tx, shopId, stock, now);
    await upsertShipOrders(tx, shopId, ships);
  });
  return stock.length + ships.length;
};
