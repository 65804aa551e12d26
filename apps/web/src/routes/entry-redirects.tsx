import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { resolveIndexRedirect } from '../app/guards';
import { useAuthModal } from '../features/auth';
import { useSession } from '../stores/session';
import { LandingPage } from './pages';

/** Spec §2: /login lands on /home with the login modal open. */
export function LoginRedirect() {
  const isRealUser = useSession((s) => Boolean(s.token) && !s.isVisitor);
  useEffect(() => {
    if (!isRealUser) {
      useAuthModal.getState().open('login');
    }
  }, [isRealUser]);
  return <Navigate to="/home" replace />;
}

/** Spec §2: /index is the landing page, except that "/" → /index continues to /home. */
export function IndexEntry() {
  const state = useLocation().state as { from?: string } | null;
  const next = resolveIndexRedirect(state?.from);
  return next ? <Navigate to={next} replace /> : <LandingPage />;
}
