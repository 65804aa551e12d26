import { create } from 'zustand';

export type TDownloadKind = 'helper' | 'plugin';

type THelperLinkState = {
  /** unknown until the first attempt ends; lost after an open connection closed. */
  status: 'unknown' | 'connected' | 'down';
  uid: string | null;
  registered: boolean;
  notStartedOpen: boolean;
  notInstalledOpen: boolean;
  softwareOpen: boolean;
  devicesOpen: boolean;
  download: TDownloadKind | null;
  set: (p: Partial<Omit<THelperLinkState, 'set'>>) => void;
};

/** The helper link's state and its modals (opened from the shell, the user menu and the help pages). */
export const useHelperLink = create<THelperLinkState>((set) => ({
  status: 'unknown',
  uid: null,
  registered: false,
  notStartedOpen: false,
  notInstalledOpen: false,
  softwareOpen: false,
  devicesOpen: false,
  download: null,
  set: (p) => set(p),
}));
