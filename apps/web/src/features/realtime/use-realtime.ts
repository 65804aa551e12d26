import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { RealtimeClient, type TRealtimeHandler } from '../../lib/realtime';
import { useSession } from '../../stores/session';

let queryClientRef: QueryClient | null = null;
let notifyLogout: () => void = () => {};

/** The app's single connection; its hooks reach the query cache and antd through the refs above. */
export const realtime = new RealtimeClient({
  // MQTT is a hint and messages may have been missed while offline: refetch what is shown.
  onReconnect: () => void queryClientRef?.invalidateQueries(),
  onLogout: () => {
    useSession.getState().clear();
    queryClientRef?.clear();
    notifyLogout();
  },
});

/** Mounted once in the app shell: connects for a real (non-visitor) user, disconnects otherwise. */
export function useRealtimeConnection() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const isVisitor = useSession((s) => s.isVisitor);
  useEffect(() => {
    queryClientRef = queryClient;
    notifyLogout = () => message.warning(t('session.loggedOutElsewhere'));
  }, [queryClient, message, t]);
  useEffect(() => {
    if (!token || isVisitor) {
      return;
    }
    void realtime.start();
    return () => realtime.stop();
  }, [token, isVisitor]);
}

/**
 * `subscribe(topicSuffix, handler)` below the user's own prefix (`u/{uid}/`), returning the
 * unsubscribe; `status` is the connection state.
 */
export function useRealtime() {
  const status = useSyncExternalStore(
    (cb) => realtime.onStatus(cb),
    () => realtime.status,
  );
  const subscribe = useCallback(
    (topicSuffix: string, handler: TRealtimeHandler) => realtime.subscribe(topicSuffix, handler),
    [],
  );
  return { status, subscribe };
}
