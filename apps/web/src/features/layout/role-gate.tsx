import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { mayOpenPath, startPathFor } from '../../app/page-access';
import { NoAccess } from '../../components/no-access';
import { useViewerRole } from '../session';

/**
 * The page, when the signed-in role may make its calls (roles table); otherwise a clear no-access screen. /home,
 * where everyone lands after login, leads such a role to its own first page instead.
 */
export function RoleGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const role = useViewerRole();
  const { pathname } = useLocation();
  if (mayOpenPath(pathname, role)) {
    return children;
  }
  if (pathname === '/home') {
    return <Navigate to={startPathFor(role)} replace />;
  }
  return <NoAccess roleLabel={t(`roles.${role}`)} startPath={startPathFor(role)} />;
}
