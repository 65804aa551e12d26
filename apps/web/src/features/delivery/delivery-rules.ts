import type { TDeliveryListRequest, TDeliveryRow, TDeliveryStatus } from '@ksa/contract';

export type TDeliveryAction = 'create' | 'pack' | 'logistics' | 'cancel' | 'shipType' | 'print';
/** Why an action is disabled: a key of delivery's `why` texts; null when it is enabled. */
export type TWhy = 'select' | 'readonly' | 'create' | 'pack' | 'logistics' | 'cancel' | null;

/** The selected rows each marketplace action applies to (only rows we can act on: Temu with an Open API token). */
export const rowsFor = (selected: TDeliveryRow[]) => {
  const actionable = selected.filter((r) => r.actionable);
  return {
    create: actionable.filter((r) => r.status === 1 && (!r.ship || r.ship.marketStatus === 5)),
    pack: actionable.filter((r) => r.status === 1 && r.ship && r.ship.marketStatus === 0),
    logistics: actionable.filter((r) => r.status === 2 && r.ship),
    cancel: actionable.filter((r) => r.ship && r.ship.marketStatus === 0 && r.status !== 3),
  };
};

/**
 * Every disabled action says why (issue 23): nothing selected; only rows that are read here (Shein purchase
 * orders, Temu shops without an Open API token); or no selected row in the state the action needs.
 */
export const whyDisabled = (selected: TDeliveryRow[], action: TDeliveryAction): TWhy => {
  if (!selected.length) {
    return 'select';
  }
  if (action === 'shipType' || action === 'print') {
    return null;
  }
  if (!selected.some((r) => r.actionable)) {
    return 'readonly';
  }
  return rowsFor(selected)[action].length ? null : action;
};

/** The page's filter state as the list call's request (empty filters are left out, the keyword trimmed). */
export const listRequestOf = (f: {
  tab: 1 | 2 | 3;
  shipType: 0 | 1 | 2;
  status: TDeliveryStatus | undefined;
  shopIds: number[];
  startDate: string | null;
  endDate: string | null;
  keyword: string;
}): TDeliveryListRequest => ({
  tab: f.tab,
  shipType: f.shipType,
  ...(f.status ? { status: f.status } : {}),
  ...(f.shopIds.length ? { shopIds: f.shopIds } : {}),
  ...(f.startDate ? { startDate: f.startDate } : {}),
  ...(f.endDate ? { endDate: f.endDate } : {}),
  ...(f.keyword.trim() ? { keyword: f.keyword.trim() } : {}),
});

/**
 * One tracking number typed for several shipping orders: each gets it with its own last four digits appended, so
 * the marketplace (which refuses a number used twice) takes every one; a single order takes it as typed.
 */
export const trackingNoFor = (typed: string, deliverySn: string, orderCount: number) =>
  orderCount > 1 ? `${typed}-${deliverySn.slice(-4)}` : typed;

/** The shipping orders of the selection, for their labels (rows without one have none to print). */
export const shipOrderRefs = (selected: TDeliveryRow[]) =>
  selected.flatMap((r) => (r.ship ? [{ shopId: r.shopId, deliverySn: r.ship.deliverySn }] : []));

/** A batch's progress in whole percent (an empty batch is not divided by). */
export const batchPercent = (done: number, total: number) => Math.round((done / Math.max(1, total)) * 100);
