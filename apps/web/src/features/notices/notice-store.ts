import { create } from 'zustand';

type TNoticeState = {
  /** i18n key of the feature name shown in the "即将上线" notice, or null when closed. */
  comingSoonKey: string | null;
  showComingSoon: (featureKey: string) => void;
  isAppDownloadOpen: boolean;
  setAppDownloadOpen: (isOpen: boolean) => void;
  isImportantOpen: boolean;
  setImportantOpen: (isOpen: boolean) => void;
};

/** Shell-level modals live in a store so a router rebuild (permissions changed) keeps them. */
export const useNotices = create<TNoticeState>((set) => ({
  comingSoonKey: null,
  showComingSoon: (comingSoonKey) => set({ comingSoonKey }),
  isAppDownloadOpen: false,
  setAppDownloadOpen: (isAppDownloadOpen) => set({ isAppDownloadOpen }),
  isImportantOpen: false,
  setImportantOpen: (isImportantOpen) => set({ isImportantOpen }),
}));
