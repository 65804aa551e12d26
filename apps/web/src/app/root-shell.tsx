import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { useRealtimeConnection } from '../features/realtime/use-realtime';
import { OfflineBanner } from '../features/session/offline-banner';
import { useSessionBootstrap } from '../features/session/use-session-bootstrap';
import { useSession } from '../stores/session';
import { GlobalModals } from './global-modals';
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
  const { status, retry } = useSessionBootstrap();
  const { pathname } = useLocation();
  const token = useSession((s) => s.token);
  const isVisitor = useSession((s) => s.isVisitor);

  // A static page (the landing) shows while the session loads; the rest wait for it.
  const isWaiting = status === 'loading' && !meta?.isStatic;
  const redirect = isWaiting
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
  } else if (!isWaiting) {
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
      <GlobalModals />
    </>
  );
}
