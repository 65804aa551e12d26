import type { TDeliveryRow } from '@ksa/contract';

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
