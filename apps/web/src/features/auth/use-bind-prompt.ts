import { useEffect } from 'react';
import { isNeverAgain, markShownThisSession, wasShownThisSession } from '../../lib/prompt-memory';
import { usePrompt } from '../../lib/use-prompt';
import { useSession } from '../../stores/session';
import { bindPromptTab } from './bind-prompt';
import { useBindPhoneModal } from './use-bind-phone-modal';

export const BIND_PROMPT = 'bindAccount';
/**
 * The older per-tab mark: honoured (browser tests set it to keep the prompt out of their way) but no longer written,
 * since it outlived a new login in the same tab and kept that login's prompt away.
 */
const tabMarkKey = (uid: number) => `bindPrompted:${uid}`;

/**
 * Opens the bind modal for a BOSS without a phone or WeChat: once per login session at most (all its tabs), never
 * after 不再提示, never to staff, and in its turn in the prompt queue (never over a result page).
 */
export const useBindPrompt = () => {
  const user = useSession((s) => s.user);
  const isVisitor = useSession((s) => s.isVisitor);
  const token = useSession((s) => s.token);
  const tab = bindPromptTab(user, isVisitor);
  const uid = user?.uid ?? 0;
  const isWanted = Boolean(
    tab &&
      user &&
      token &&
      !sessionStorage.getItem(tabMarkKey(uid)) &&
      !wasShownThisSession(BIND_PROMPT, uid, token) &&
      !isNeverAgain(BIND_PROMPT, uid),
  );
  const { isShown } = usePrompt('bindAccount', isWanted, () => useBindPhoneModal.getState().close());

  useEffect(() => {
    const modal = useBindPhoneModal.getState();
    if (isShown && tab && token) {
      markShownThisSession(BIND_PROMPT, uid, token);
      modal.open(tab, { isPrompt: true });
    } else if (!isShown && modal.isPrompt && modal.isOpen) {
      modal.hide();
    }
  }, [isShown, tab, token, uid]);
};
