import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { AuthModal } from '../features/auth';
import { HelperLink } from '../features/helper-link';
import { AppDownloadModal } from '../features/notices/app-download-modal';
import { ComingSoonNotice } from '../features/notices/coming-soon-notice';
import { ImportantNoticeModal } from '../features/notices/important-notice-modal';
import { useRealtimeConnection } from '../features/realtime/use-realtime';
import { OfflineBanner } from '../features/session/offline-banner';
import { useSessionBootstrap } from '../features/session/use-session-bootstrap';
import { VisitorPromptModal } from '../features/visitor/visitor-prompt-modal';
import { usePromptQueue } from '../lib/prompt-queue';
import { useSession } from '../stores/session';
import { decideRedirect } from './guards';
import { useDocumentTitle } from './use-document-title';
import { useHttpBridge } from './use-http-bridge';
import { useRouteMeta } from './use-route-meta';
import { useViewport } from './use-viewport';

/**
 * The root route element: wires the HTTP client, bootstraps the session, applies the guards of
 * spec §2 and mounts the app-wide modals once.
 */
export function RootShell() {
  useHttpBridge();
  useRealtimeConnection();
  const { isMobile } = useViewport();
  const meta = useRouteMeta();
  useDocumentTitle(meta);
  // Result pages (the payment result above all) are never covered by a prompt that opens by itself.
  const isPromptFree = Boolean(meta?.noPrompts);
  useEffect(() => usePromptQueue.getState().setBlocked(isPromptFree), [isPromptFree]);
  const { status, retry } = useSessionBootstrap();
  const { pathname } = useLocation();
  const token = useSession((s) => s.token);
  const isVisitor = useSession((s) => s.isVisitor);

  const redirect =
    status === 'loading'
      ? null
      : decideRedirect({
          path: pathname,
          meta,
          isMobile,
          hasToken: Boolean(token),
          hasRealToken: Boolean(token) && !isVisitor,
        });

  let content = <PageLoading isFullScreen />;
  if (redirect) {
    content = <Navigate to={redirect} replace />;
  } else if (status !== 'loading') {
    content = (
      <Suspense fallback={<PageLoading isFullScreen />}>
        <Outlet />
      </Suspense>
    );
  }
  return (
    <>
      {status === 'offline' && <OfflineBanner onRetry={retry} />}
      {content}
      <AuthModal />
      <VisitorPromptModal />
      <ImportantNoticeModal />
      <ComingSoonNotice />
      <AppDownloadModal />
      <HelperLink />
    </>
  );
}
