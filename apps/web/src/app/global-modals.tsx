import { lazy, Suspense, useState } from 'react';
import { useAuthModal } from '../features/auth/use-auth-modal';
import { useHelperLink } from '../features/helper-link/helper-link-store';
import { useNotices } from '../features/notices/notice-store';
import { useVisitorUi } from '../features/visitor/visitor-store';
import { useSession } from '../stores/session';

// The app-wide modals are their own chunks and load the first time they are needed, so a first visit to a
// public page does not download the login form, tables and steps it never shows.
const AuthModal = lazy(() => import('../features/auth/auth-modal').then((m) => ({ default: m.AuthModal })));
const VisitorPromptModal = lazy(() =>
  import('../features/visitor/visitor-prompt-modal').then((m) => ({ default: m.VisitorPromptModal })),
);
const ImportantNoticeModal = lazy(() =>
  import('../features/notices/important-notice-modal').then((m) => ({ default: m.ImportantNoticeModal })),
);
const ComingSoonNotice = lazy(() =>
  import('../features/notices/coming-soon-notice').then((m) => ({ default: m.ComingSoonNotice })),
);
const AppDownloadModal = lazy(() =>
  import('../features/notices/app-download-modal').then((m) => ({ default: m.AppDownloadModal })),
);
const HelperLink = lazy(() => import('../features/helper-link/helper-link').then((m) => ({ default: m.HelperLink })));

/** True from the first time `flag` is true: once loaded, a modal stays mounted (its close animation, its state). */
const useSticky = (flag: boolean) => {
  const [was, setWas] = useState(flag);
  if (flag && !was) {
    setWas(true);
  }
  return flag || was;
};

export function GlobalModals() {
  const isRealUser = useSession((s) => Boolean(s.token) && !s.isVisitor);
  const auth = useSticky(useAuthModal((s) => s.isOpen));
  const prompt = useSticky(useVisitorUi((s) => s.isPromptOpen));
  const isImportantOpen = useNotices((s) => s.isImportantOpen);
  const important = useSticky(isRealUser || isImportantOpen);
  const soon = useSticky(useNotices((s) => Boolean(s.comingSoonKey)));
  const app = useSticky(useNotices((s) => s.isAppDownloadOpen));
  // The helper connection is for signed-in users; its modals also open from the visitor's menus.
  const isHelperModalOpen = useHelperLink(
    (s) => s.notStartedOpen || s.notInstalledOpen || s.softwareOpen || s.devicesOpen || s.download !== null,
  );
  const helper = useSticky(isRealUser || isHelperModalOpen);
  return (
    <Suspense fallback={null}>
      {auth && <AuthModal />}
      {prompt && <VisitorPromptModal />}
      {important && <ImportantNoticeModal />}
      {soon && <ComingSoonNotice />}
      {app && <AppDownloadModal />}
      {helper && <HelperLink />}
    </Suspense>
  );
}
