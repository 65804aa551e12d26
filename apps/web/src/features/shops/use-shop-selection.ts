import { Limits } from '@ksa/contract';
import { create } from 'zustand';

export const ALL_SHOPS_ID = Limits.allShopsId;

type TShopSelection = {
  /** The selected shop's mallId; 100 means all shops (spec §3). */
  selectedId: number;
  select: (id: number) => void;
};

/**
 * The shop the dashboards show. In memory only for now: the Shops issue adds groups, tabs and
 * the 7-day cookie of spec §4 on top of this store.
 */
export const useShopSelection = create<TShopSelection>((set) => ({
  selectedId: ALL_SHOPS_ID,
  select: (selectedId) => set({ selectedId }),
}));
