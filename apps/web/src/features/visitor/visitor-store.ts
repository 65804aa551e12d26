import { create } from 'zustand';

const PREVIEW_SEEN_KEY = 'ksa:visitorPreviewSeen';

type TVisitorUiState = {
  /** The "请登录或注册后使用该功能" prompt raised by a blocked action or request. */
  isPromptOpen: boolean;
  showPrompt: () => void;
  closePrompt: () => void;
  /** The preview notice shows once per browser session, and again after a logout. */
  isPreviewSeen: boolean;
  markPreviewSeen: () => void;
};

const readSeen = () => typeof sessionStorage !== 'undefined' && sessionStorage.getItem(PREVIEW_SEEN_KEY) === '1';

export const useVisitorUi = create<TVisitorUiState>((set) => ({
  isPromptOpen: false,
  showPrompt: () => set({ isPromptOpen: true }),
  closePrompt: () => set({ isPromptOpen: false }),
  isPreviewSeen: readSeen(),
  markPreviewSeen: () => {
    sessionStorage.setItem(PREVIEW_SEEN_KEY, '1');
    set({ isPreviewSeen: true });
  },
}));

export const resetVisitorPreview = () => {
  sessionStorage.removeItem(PREVIEW_SEEN_KEY);
  useVisitorUi.setState({ isPreviewSeen: false });
};
