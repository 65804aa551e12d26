import { create } from 'zustand';

export type TBindTab = 'phone' | 'wechat';

type TBindPhoneModalState = {
  isOpen: boolean;
  tab: TBindTab;
  open: (tab?: TBindTab) => void;
  close: () => void;
  setTab: (tab: TBindTab) => void;
};

/** Spec §4: a BOSS without a phone or WeChat id is asked to bind one. */
export const useBindPhoneModal = create<TBindPhoneModalState>((set) => ({
  isOpen: false,
  tab: 'phone',
  open: (tab = 'phone') => set({ isOpen: true, tab }),
  close: () => set({ isOpen: false }),
  setTab: (tab) => set({ tab }),
}));
