import { create } from 'zustand';
import { usePromptQueue } from '../../lib/prompt-queue';

export type TBindTab = 'phone' | 'wechat';

type TBindPhoneModalState = {
  isOpen: boolean;
  tab: TBindTab;
  /** Opened by itself (the once-per-session prompt), not asked for: offers 不再提示 and gives the queue back. */
  isPrompt: boolean;
  open: (tab?: TBindTab, opts?: { isPrompt?: boolean }) => void;
  close: () => void;
  /** Off the screen without counting as closed (a result page came): the prompt queue keeps its place. */
  hide: () => void;
  setTab: (tab: TBindTab) => void;
};

/** Spec §4: a BOSS without a phone or WeChat id is asked to bind one. */
export const useBindPhoneModal = create<TBindPhoneModalState>((set, get) => ({
  isOpen: false,
  tab: 'phone',
  isPrompt: false,
  open: (tab = 'phone', opts = {}) => set({ isOpen: true, tab, isPrompt: Boolean(opts.isPrompt) }),
  close: () => {
    const wasPrompt = get().isPrompt;
    set({ isOpen: false, isPrompt: false });
    if (wasPrompt) {
      usePromptQueue.getState().finish('bindAccount');
    }
  },
  hide: () => set({ isOpen: false, isPrompt: false }),
  setTab: (tab) => set({ tab }),
}));
