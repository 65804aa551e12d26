import type { TSubmitOrderResult } from '@ksa/contract';
import { create } from 'zustand';

type TRenewalUi = {
  /** The renewal modal is open, with these shops ticked. */
  isOpen: boolean;
  shopIds: number[];
  /** The order being paid (QR or cashier shown, waiting for the result). */
  paying: TSubmitOrderResult | null;
  open: (shopIds?: number[]) => void;
  close: () => void;
  startPaying: (order: TSubmitOrderResult) => void;
  stopPaying: () => void;
};

/** Every 续费 entry (shop assignment table, expiry warning) opens the one renewal modal through here. */
export const useRenewalUi = create<TRenewalUi>((set) => ({
  isOpen: false,
  shopIds: [],
  paying: null,
  open: (shopIds = []) => set({ isOpen: true, shopIds }),
  close: () => set({ isOpen: false }),
  startPaying: (paying) => set({ paying, isOpen: false }),
  stopPaying: () => set({ paying: null }),
}));

/** Opens the renewal modal with these shops ticked. */
export const openRenewal = (shopIds: number[] = []) => useRenewalUi.getState().open(shopIds);
