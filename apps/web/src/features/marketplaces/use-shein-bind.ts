import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgFromWire, msgOf } from '../../lib/error-text';
import { useRealtime } from '../realtime';
import { shopKeys } from '../shops';
import { cancelSheinAuth, fetchSheinAuthUrl, marketplaceKeys } from './api';
import { useMarketplaceUi } from './marketplace-store';
import { popupGeometry, tabClientId, toSheinBindMessage } from './shein-popup';
import { useMsgText } from './use-msg-text';

export type TSheinBindState = 'idle' | 'opening' | 'waiting';

const WATCH_MS = 500;
/** The callback page may close the popup a moment before its MQTT result reaches us. */
const CLOSE_GRACE_MS = 2_000;

/**
 * Spec §4 Shein binding: a centred 1300x680 popup on SHEIN's authorisation page; the result comes
 * on shein_bind/{clientId}. Closing the popup without a result cancels the pending authorisation.
 */
export const useSheinBind = () => {
  const [state, setState] = useState<TSheinBindState>('idle');
  const popup = useRef<Window | null>(null);
  const hasResult = useRef(false);
  const watcher = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const { subscribe } = useRealtime();
  const queryClient = useQueryClient();
  const toast = useMsgText();
  const { t } = useTranslation('marketplaces');
  const toastRef = useRef(toast);
  toastRef.current = toast;

  const stopWatching = useCallback(() => clearInterval(watcher.current), []);

  // One result per authorisation, whichever way it comes first: the shein_bind topic, or the callback page handing
  // it to this window (a realtime message may come late on a busy connection, or never while it reconnects).
  const onResult = useCallback(
    (payload: unknown) => {
      const m = toSheinBindMessage(payload);
      if (!m || hasResult.current) {
        return;
      }
      hasResult.current = true;
      stopWatching();
      setState('idle');
      if (!m.ok) {
        toastRef.current.error(msgFromWire(m.msgId, undefined, m.msg));
        return;
      }
      popup.current?.close();
      toastRef.current.success(msgOf('AUTHORIZED_OK'));
      useMarketplaceUi.getState().setSheinBindOpen(false);
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.all });
    },
    [queryClient, stopWatching],
  );

  useEffect(() => subscribe(`shein_bind/${tabClientId}`, onResult), [subscribe, onResult]);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      // Only our own callback page, in the popup this tab opened.
      if (e.origin !== window.location.origin || !popup.current || e.source !== popup.current) {
        return;
      }
      if ((e.data as { type?: unknown } | null)?.type === 'ksa:shein-bind') {
        onResult(e.data);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onResult]);

  useEffect(() => stopWatching, [stopWatching]);

  const watchClose = (w: Window) => {
    stopWatching();
    watcher.current = setInterval(() => {
      if (!w.closed) {
        return;
      }
      stopWatching();
      setTimeout(() => {
        if (!hasResult.current) {
          void cancelSheinAuth().catch(() => {});
          setState('idle');
        }
      }, CLOSE_GRACE_MS);
    }, WATCH_MS);
  };

  /** Must run inside the click: the popup is opened blank first so blockers see a user gesture. */
  const start = async () => {
    const w = window.open('', 'shein-auth', popupGeometry(window).features);
    if (!w) {
      toast.error(t('shein.popupBlocked'));
      return;
    }
    popup.current = w;
    hasResult.current = false;
    setState('opening');
    try {
      const url = await fetchSheinAuthUrl(tabClientId);
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
        throw new Error('no url');
      }
      w.location.href = url;
      setState('waiting');
      watchClose(w);
    } catch {
      w.close();
      setState('idle');
      toast.error(msgOf('AUTH_PAGE_FAILED'));
    }
  };

  const focusPopup = () => popup.current?.focus();

  return { state, start, focusPopup };
};
