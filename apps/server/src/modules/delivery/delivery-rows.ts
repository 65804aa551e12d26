import { DeliveryStatus, type TDeliveryListRequest, type TDeliveryRow } from '@ksa/contract';
import type { TShipRow, TStockRow } from './delivery.repo.js';
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

const bjDayOf = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);

/** Filters other than status (the status badges count under them). */
export const matchesFilters = (r: TDeliveryRow, q: TDeliveryListRequest, today: string): boolean => {
  const tab = q.tab ?? 1;
  if (tab === 2 && !r.ship) {
    return false;
  }
  if (tab === 3 && !r.ship?.receivedAt) {
    return false;
  }
  if (q.shipType !== undefined && q.shipType !== 2 && r.shipType !== q.shipType) {
    return false;
  }
  const day = bjDayOf(r.purchaseAt);
  if ((q.startDate && day < q.startDate) || (q.endDate && day > q.endDate)) {
    return false;
  }
  if (q.dueByToday && !(r.status === DeliveryStatus.packPending || r.status === DeliveryStatus.shipPending)) {
    return false;
  }
  if (q.dueByToday && r.requiredDay > today) {
    return false;
  }
  const k = q.keyword?.trim().toLowerCase();
  if (k) {
    const hay = [r.orderSn, r.skcId, r.ship?.deliverySn ?? '', ...r.skus.flatMap((s) => [s.skuId, s.extCode])];
    return hay.some((h) => h.toLowerCase().includes(k));
  }
  return true;
};
