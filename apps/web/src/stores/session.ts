import type { TUserInfo } from '@ksa/contract';
import { Limits } from '@ksa/contract';
import { create } from 'zustand';
import { deleteCookie, StorageKeys, setCookie } from '../lib/storage';

type TSessionState = {
  /** The stored token: a real user's, or the visitor demo token. */
  token: string | null;
  user: TUserInfo | null;
  isVisitor: boolean;
  isBoss: boolean;
  setToken: (token: string, opts: { isVisitor: boolean }) => void;
  setUser: (user: TUserInfo | null) => void;
  /** Set by a successful login; the shell shows the important-notice modal once and resets it. */
  justLoggedIn: boolean;
  loginSuccess: (token: string) => void;
  ackLogin: () => void;
  /** Logout / 401: tokens, user and shop state removed (spec §4 Logout). */
  clear: () => void;
};

const initialToken = typeof localStorage === 'undefined' ? null : localStorage.getItem(StorageKeys.token);
const initialVisitor =
  typeof localStorage === 'undefined' ? false : localStorage.getItem(StorageKeys.isVisitor) === '1';

export const useSession = create<TSessionState>((set) => ({
  token: initialToken,
  user: null,
  isVisitor: initialVisitor,
  isBoss: initialVisitor,
  setToken: (token, { isVisitor }) => {
    localStorage.setItem(StorageKeys.token, token);
    localStorage.setItem(StorageKeys.isVisitor, isVisitor ? '1' : '0');
    setCookie(StorageKeys.token, token, Limits.tokenDays);
    set({ token, isVisitor, isBoss: isVisitor, user: null });
  },
  justLoggedIn: false,
  loginSuccess: (token) => {
    getSession().setToken(token, { isVisitor: false });
    set({ justLoggedIn: true });
  },
  ackLogin: () => set({ justLoggedIn: false }),
  setUser: (user) => {
    if (user) {
      localStorage.setItem(StorageKeys.lastRole, user.role);
    }
    set((s) => ({ user, isBoss: s.isVisitor || user?.role === 'boss' }));
  },
  clear: () => {
    localStorage.removeItem(StorageKeys.token);
    localStorage.removeItem(StorageKeys.isVisitor);
    localStorage.removeItem(StorageKeys.lastRole);
    localStorage.removeItem(StorageKeys.customCookie);
    localStorage.removeItem(StorageKeys.customCookieMallId);
    deleteCookie(StorageKeys.token);
    deleteCookie(StorageKeys.customCookieMallId);
    set({ token: null, user: null, isVisitor: false, isBoss: false });
  },
}));

/** Non-React access for the HTTP client. */
export const getSession = () => useSession.getState();
