import { create } from 'zustand';

export type TDownloadKind = 'helper' | 'plugin';

type THelperLinkState = {
  /** unknown until the first attempt ends; lost after an open connection closed. */
  status: 'unknown' | 'connected' | 'down';
  uid: string | null;
  registered: boolean;
  /** The version the running helper reports over its websocket (null until its first status). */
  version: string | null;
  /** The reinstall prompt: the helper is older than this server accepts. */
  outdatedOpen: boolean;
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
  version: null,
  outdatedOpen: false,
  notStartedOpen: false,
  notInstalledOpen: false,
  softwareOpen: false,
  devicesOpen: false,
  download: null,
  set: (p) => set(p),
}));
