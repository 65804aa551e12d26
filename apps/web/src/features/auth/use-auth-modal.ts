import { create } from 'zustand';

export type TAuthMode = 'login' | 'register' | 'forgotPassword';
export type TLoginTab = 'account' | 'phone';

type TAuthModalState = {
  isOpen: boolean;
  mode: TAuthMode;
  loginTab: TLoginTab;
  /** Phone carried back to the login form after register / reset ("立即登录"). */
  prefillPhone: string | null;
  open: (mode?: TAuthMode) => void;
  close: () => void;
  setMode: (mode: TAuthMode) => void;
  setLoginTab: (tab: TLoginTab) => void;
  /** Returns to login on the BOSS tab with the phone filled in. */
  backToLogin: (phone?: string) => void;
};

export const useAuthModal = create<TAuthModalState>((set) => ({
  isOpen: false,
  mode: 'login',
  loginTab: 'account',
  prefillPhone: null,
  open: (mode = 'login') => set({ isOpen: true, mode }),
  close: () => set({ isOpen: false, prefillPhone: null }),
  setMode: (mode) => set({ mode }),
  setLoginTab: (loginTab) => set({ loginTab }),
  backToLogin: (phone) => set({ mode: 'login', loginTab: 'account', prefillPhone: phone ?? null }),
}));
