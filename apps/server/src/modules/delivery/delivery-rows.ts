import type { TDeliveryRow, ZDeliveryListRequestSchema } from '@ksa/contract';
import type { z } from 'zod';
import type { TShipRow, TStockRow } from './delivery.repo.js';
import type { TDeliveryListFilter } from './delivery-list.repo.js';
import { deliveryStatusOf, dueOf, TEMU_SHIP_CANCELLED } from './delivery-status.js';

type TShopInfo = { name: string; platform: 'temu' | 'shein'; actionable: boolean };

/** The shipping order a stock order is on now: the newest that is not cancelled, else the newest. */
const currentShip = (ships: TShipRow[]): TShipRow | null => {
  const live = ships.filter((s) => s.marketStatus !== TEMU_SHIP_CANCELLED);
  return (live.length ? live : ships).at(-1) ?? null;
};

export const toRow = (o: TStockRow, ships: TShipRow[], shop: TShopInfo, today: string): TDeliveryRow => {
  const ship = currentShip(ships);
  const active = ship && ship.marketStatus !== TEMU_SHIP_CANCELLED ? ship : null;
  const status = deliveryStatusOf({ platform: shop.platform, stockStatus: o.marketStatus, ship: active });
  return {
    shopId: o.shopId,
    shopName: shop.name,
    platform: shop.platform,
    orderSn: o.orderSn,
    skcId: o.skcId,
    productName: o.productName,
    picture: o.picture,
    urgent: o.urgent,
    warehouseName: o.warehouseName,
    purchaseAt: o.purchaseAt.toISOString(),
    requiredDay: o.requiredDay,
    due: dueOf(status, o.requiredDay, today),
    marketStatus: o.marketStatus,
    status,
    shipType: o.shipType,
    quantity: o.quantity,
    skus: o.skus,
    actionable: shop.actionable,
    ship: ship
      ? {
          deliverySn: ship.deliverySn,
          marketStatus: ship.marketStatus,
          packed: ship.packed,
          packageCount: ship.packageCount,
          expressCompany: ship.expressCompany,
          trackingNo: ship.trackingNo,
          createdAt: ship.createdAt.toISOString(),
          sentAt: ship.sentAt?.toISOString() ?? null,
          receivedAt: ship.receivedAt?.toISOString() ?? null,
          receivedQty: ship.receivedQty,
          rejectedQty: ship.rejectedQty,
          photoCount: ship.photos.length,
        }
      : null,
  };
};

const DAY_MS = 86_400_000;
/** The instant a Beijing day starts. */
const bjDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The request's filters other than status, in the repository's terms (Beijing days become instants). */
export const listFilterOf = (
  q: z.output<typeof ZDeliveryListRequestSchema>,
  shopIds: number[],
  today: string,
): TDeliveryListFilter => ({
  shopIds,
  tab: q.tab,
  shipType: q.shipType,
  ...(q.startDate ? { from: bjDayStart(q.startDate) } : {}),
  ...(q.endDate ? { to: new Date(bjDayStart(q.endDate).getTime() + DAY_MS) } : {}),
  ...(q.keyword?.trim() ? { keyword: q.keyword.trim() } : {}),
  ...(q.dueByToday ? { dueBy: today } : {}),
});
