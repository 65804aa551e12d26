import { useEffect } from 'react';
import { useSession } from '../../stores/session';
import { useNotices } from '../notices';
import { bindPromptTab } from './bind-prompt';
import { useBindPhoneModal } from './use-bind-phone-modal';

const promptedKey = (uid: number) => `bindPrompted:${uid}`;

/** Opens the bind modal once per browser session for a BOSS without a phone or WeChat. */
export const useBindPrompt = () => {
  const user = useSession((s) => s.user);
  const isVisitor = useSession((s) => s.isVisitor);
  // Never stack on the important-notice modal a fresh login shows; prompt once it is closed. The notice is a lazy
  // chunk: until it has loaded and opened, the fresh login itself (justLoggedIn) says it is coming.
  const isNoticeShown = useNotices((s) => s.isImportantOpen);
  const isNoticeComing = useSession((s) => s.justLoggedIn);
  const isNoticeOpen = isNoticeShown || isNoticeComing;

  useEffect(() => {
    const tab = bindPromptTab(user, isVisitor);
    if (!tab || !user || isNoticeOpen || sessionStorage.getItem(promptedKey(user.uid))) {
      return;
    }
    sessionStorage.setItem(promptedKey(user.uid), '1');
    useBindPhoneModal.getState().open(tab);
  }, [user, isVisitor, isNoticeOpen]);
};
