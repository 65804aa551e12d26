import { create } from 'zustand';

type TStaffUi = {
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
};

/** The assignment modal is opened from the header menu and from help pages. */
export const useStaffUi = create<TStaffUi>((set) => ({
  isOpen: false,
  setOpen: (isOpen) => set({ isOpen }),
}));
