import { create } from 'zustand';

type TStaffUi = {
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  isLogOpen: boolean;
  setLogOpen: (isOpen: boolean) => void;
};

/** The assignment modal and the operation log are opened from the header menu. */
export const useStaffUi = create<TStaffUi>((set) => ({
  isOpen: false,
  setOpen: (isOpen) => set({ isOpen }),
  isLogOpen: false,
  setLogOpen: (isLogOpen) => set({ isLogOpen }),
}));
