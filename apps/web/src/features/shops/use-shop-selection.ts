import { Limits } from '@ksa/contract';
import { create } from 'zustand';

export const ALL_SHOPS_ID = Limits.allShopsId;

type TShopSelection = {
  /** The selected shop's mallId; 100 means all shops (spec §3). Stays 100 while a group is selected. */
  selectedId: number;
  /**
   * The selected shop group's groupId, or null. A group is selected on its own field (not as a
   * negative shop id) so code that only knows shops keeps sending a valid shop id.
   */
  selectedGroupId: number | null;
  select: (id: number) => void;
  selectGroup: (groupId: number) => void;
};

/**
 * The shop or group the dashboards show. In memory only for now: the 7-day cookie of spec §4
 * comes later on top of this store.
 */
export const useShopSelection = create<TShopSelection>((set) => ({
  selectedId: ALL_SHOPS_ID,
  selectedGroupId: null,
  select: (selectedId) => set({ selectedId, selectedGroupId: null }),
  selectGroup: (selectedGroupId) => set({ selectedId: ALL_SHOPS_ID, selectedGroupId }),
}));
