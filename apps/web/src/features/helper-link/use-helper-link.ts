import { HELPER_INSTALL_CHECK_MS } from '@ksa/contract';
import { useEffect } from 'react';
import { StorageKeys } from '../../lib/storage';
import { getSession, useSession } from '../../stores/session';
import { fetchBossHasDevice } from './api';
import { useHelperLink } from './helper-link-store';
import { createHelperLink } from './helper-socket';

const setState = (p: Parameters<ReturnType<typeof useHelperLink.getState>['set']>[0]) =>
  useHelperLink.getState().set(p);

/**
 * Connects a logged-in (non-visitor) user to the desktop helper: the token is reported on every connect; a lost
 * connection opens the software-not-started dialog, which closes on reconnect (retry every 5 s).
 */
export const useHelperConnection = () => {
  const token = useSession((s) => s.token);
  const isVisitor = useSession((s) => s.isVisitor);
  const uid = useSession((s) => s.user?.uid);
  const active = Boolean(token) && !isVisitor && uid !== undefined;

  useEffect(() => {
    if (!active) {
      return;
    }
    const link = createHelperLink({
      report: () => {
        const s = getSession();
        return s.token && s.user && !s.isVisitor ? { sys_uid: String(s.user.uid), inine_token: s.token } : null;
      },
      onUp: () => {
        localStorage.setItem(StorageKeys.installObj, JSON.stringify({ helper: new Date().toISOString() }));
        setState({ status: 'connected', notStartedOpen: false, notInstalledOpen: false });
      },
      onDown: (lost) => setState(lost ? { status: 'down', notStartedOpen: true } : { status: 'down' }),
      onStatus: (s) => setState({ uid: s.uid, registered: s.registered, version: s.version }),
    });
    link.start();
    return () => {
      link.stop();
      setState({ status: 'unknown', notStartedOpen: false, version: null });
    };
  }, [active]);
};

/** Ms until the software-not-installed check is due (spec §9: 30 minutes after the first page load). */
export const installCheckDelay = (now: number, firstLoad: number | null) =>
  Math.max(0, (firstLoad ?? now) + HELPER_INSTALL_CHECK_MS - now);

/**
 * 30 minutes after the first load (sendLoadPageTime), a user whose helper never connected and whose BOSS has no
 * registered device sees the software-not-installed warning. Never for visitors; staff once per phone.
 */
export const useInstallCheck = () => {
  const isVisitor = useSession((s) => s.isVisitor);
  const user = useSession((s) => s.user);
  useEffect(() => {
    if (isVisitor || !user) {
      return;
    }
    const stored = Number(localStorage.getItem(StorageKeys.sendLoadPageTime));
    const firstLoad = Number.isFinite(stored) && stored > 0 ? stored : Date.now();
    localStorage.setItem(StorageKeys.sendLoadPageTime, String(firstLoad));
    const reminderKey = `${StorageKeys.installReminderPrefix}${user.phone ?? user.uid}`;
    const timer = setTimeout(
      async () => {
        if (useHelperLink.getState().status === 'connected') {
          return;
        }
        if (user.role !== 'boss' && localStorage.getItem(reminderKey)) {
          return;
        }
        const has = await fetchBossHasDevice().catch(() => true);
        if (!has) {
          if (user.role !== 'boss') {
            localStorage.setItem(reminderKey, '1');
          }
          setState({ notInstalledOpen: true });
        }
      },
      installCheckDelay(Date.now(), firstLoad),
    );
    return () => clearTimeout(timer);
  }, [isVisitor, user]);
};
