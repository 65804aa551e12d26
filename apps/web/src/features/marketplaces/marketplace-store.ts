import { create } from 'zustand';
import type { TRebindNotice } from './types';

export type TTemuBindTab = 'login' | 'openApi';

type TMarketplaceUi = {
  isTemuBindOpen: boolean;
  /** Bumped on every opening so the form re-initialises even when it was already open. */
  openCount: number;
  temuBindTab: TTemuBindTab;
  /** Set in rebind mode: the dropped main account's phone, prefilled and locked. */
  rebindPhone: string | null;
  isSheinBindOpen: boolean;
  isUnbindOpen: boolean;
  /** The rebind-account warning on screen, if any. */
  rebindNotice: TRebindNotice | null;
  openTemuBind: (opts?: { rebindPhone?: string; tab?: TTemuBindTab }) => void;
  closeTemuBind: () => void;
  setTemuBindTab: (tab: TTemuBindTab) => void;
  setSheinBindOpen: (isOpen: boolean) => void;
  setUnbindOpen: (isOpen: boolean) => void;
  showRebindNotice: (notice: TRebindNotice | null) => void;
};

/**
 * The binding modals live in a store, not in component state, because the header menu, the shop
 * panel, the unbind table and MQTT messages all open them.
 */
export const useMarketplaceUi = create<TMarketplaceUi>((set) => ({
  isTemuBindOpen: false,
  openCount: 0,
  temuBindTab: 'login',
  rebindPhone: null,
  isSheinBindOpen: false,
  isUnbindOpen: false,
  rebindNotice: null,
  openTemuBind: (opts = {}) =>
    set((s) => ({
      isTemuBindOpen: true,
      openCount: s.openCount + 1,
      rebindPhone: opts.rebindPhone ?? null,
      temuBindTab: opts.tab ?? 'login',
    })),
  closeTemuBind: () => set({ isTemuBindOpen: false }),
  setTemuBindTab: (temuBindTab) => set({ temuBindTab }),
  setSheinBindOpen: (isSheinBindOpen) => set({ isSheinBindOpen }),
  setUnbindOpen: (isUnbindOpen) => set({ isUnbindOpen }),
  showRebindNotice: (rebindNotice) => set({ rebindNotice }),
}));

/** Opens the right binding flow for a dropped account: Temu re-login, or Shein re-authorisation. */
export const openRebind = (notice: Pick<TRebindNotice, 'phone' | 'platform'>) => {
  const ui = useMarketplaceUi.getState();
  ui.showRebindNotice(null);
  if (notice.platform === 'shein') {
    ui.setSheinBindOpen(true);
    return;
  }
  ui.openTemuBind({ rebindPhone: notice.phone });
};
