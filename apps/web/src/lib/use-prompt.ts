import { useCallback, useEffect } from 'react';
import { type TPromptId, usePromptQueue } from './prompt-queue';

/**
 * A prompt that opens by itself: while `isWanted`, it waits in the queue; `isShown` says it has the screen.
 * `close` gives the screen to the next one. Esc closes it wherever the focus is: it opened by itself, usually
 * while the focus is still on the page behind, where the dialog's own Esc handling does not hear the key.
 */
export const usePrompt = (id: TPromptId, isWanted: boolean, onEscape?: () => void) => {
  const isShown = usePromptQueue((s) => s.active === id);
  useEffect(() => {
    const q = usePromptQueue.getState();
    if (isWanted) {
      q.request(id);
    } else {
      q.withdraw(id);
    }
  }, [id, isWanted]);
  const close = useCallback(() => usePromptQueue.getState().finish(id), [id]);
  useEffect(() => {
    if (!isShown) {
      return;
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        (onEscape ?? (() => usePromptQueue.getState().finish(id)))();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [id, isShown, onEscape]);
  return { isShown, close };
};
