import { Limits } from '@ksa/contract';
import { create } from 'zustand';

export const ALL_SHOPS_ID = Limits.allShopsId;
/** Spec §4: selecting a shop shows a loading state for 2 s. */
export const SELECT_LOADING_MS = 2_000;

type TShopSelection = {
  /** The selected shop's mallId; 100 means all shops (spec §3). Stays 100 while a group is selected. */
  selectedId: number;
  /**
   * The selected shop group's groupId, or null. A group is selected on its own field (not as a
   * negative shop id) so code that only knows shops keeps sending a valid shop id.
   */
  selectedGroupId: number | null;
  /** The info panel of the selected shop: clicking the selected shop again toggles it. */
  infoOpen: boolean;
  /** Until when the dashboards show their loading state after a switch (ms since epoch). */
  loadingUntil: number;
  select: (id: number) => void;
  selectGroup: (groupId: number) => void;
  closeInfo: () => void;
};

const switched = () => ({ infoOpen: false, loadingUntil: Date.now() + SELECT_LOADING_MS });

/** The shop or group the dashboards show, and the selected shop's info panel. */
export const useShopSelection = create<TShopSelection>((set, get) => ({
  selectedId: ALL_SHOPS_ID,
  selectedGroupId: null,
  infoOpen: false,
  loadingUntil: 0,
  select: (id) => {
    const s = get();
    if (id === s.selectedId && s.selectedGroupId === null) {
      if (id !== ALL_SHOPS_ID) {
        set({ infoOpen: !s.infoOpen });
      }
      return;
    }
    set({ selectedId: id, selectedGroupId: null, ...switched() });
  },
  selectGroup: (selectedGroupId) => {
    if (get().selectedGroupId !== selectedGroupId) {
      set({ selectedId: ALL_SHOPS_ID, selectedGroupId, ...switched() });
    }
  },
  closeInfo: () => set({ infoOpen: false }),
}));

type TGroupLike = { groupId: number; shopIds: number[] };

/**
 * Spec §4 validity: an unknown shop id falls back to all shops (100); a group is valid only if it
 * exists, has shops and all of them are shown. Returns the corrected selection, or null if valid.
 */
export const correctedSelection = (
  sel: Pick<TShopSelection, 'selectedId' | 'selectedGroupId'>,
  shownIds: readonly number[],
  groups: readonly TGroupLike[] | undefined,
): { selectedId: number; selectedGroupId: number | null } | null => {
  if (sel.selectedGroupId !== null) {
    if (!groups) {
      return null; // groups still loading
    }
    const g = groups.find((x) => x.groupId === sel.selectedGroupId);
    const shown = new Set(shownIds);
    return g && g.shopIds.length > 0 && g.shopIds.every((id) => shown.has(id))
      ? null
      : { selectedId: ALL_SHOPS_ID, selectedGroupId: null };
  }
  if (sel.selectedId !== ALL_SHOPS_ID && !shownIds.includes(sel.selectedId)) {
    return { selectedId: ALL_SHOPS_ID, selectedGroupId: null };
  }
  return null;
};

/** After hiding the selected shop: the previous shop, or the next when it was the first (spec §4). */
export const neighbourOf = (ids: readonly number[], id: number): number => {
  const i = ids.indexOf(id);
  if (i < 0 || ids.length < 2) {
    return ALL_SHOPS_ID;
  }
  return i > 0 ? ids[i - 1]! : ids[1]!;
};

/**
 * Route rules (spec §2 guards): /home and /account/manager reset to all shops; /aiProducts/edit and
 * /selectionTool need one shop, so all shops or a group switch to the first single shop.
 */
export const selectionForRoute = (
  pathname: string,
  sel: Pick<TShopSelection, 'selectedId' | 'selectedGroupId'>,
  shownIds: readonly number[],
): { selectedId: number; selectedGroupId: null } | null => {
  if (pathname === '/home' || pathname === '/account/manager') {
    return sel.selectedId === ALL_SHOPS_ID && sel.selectedGroupId === null
      ? null
      : { selectedId: ALL_SHOPS_ID, selectedGroupId: null };
  }
  if ((pathname === '/aiProducts/edit' || pathname === '/selectionTool') && shownIds.length > 0) {
    return sel.selectedId === ALL_SHOPS_ID || sel.selectedGroupId !== null
      ? { selectedId: shownIds[0]!, selectedGroupId: null }
      : null;
  }
  return null;
};

/** Group selection is ignored on the selection-tool page. */
export const groupSelectable = (pathname: string) => pathname !== '/selectionTool' && pathname !== '/selectionToolNew';
