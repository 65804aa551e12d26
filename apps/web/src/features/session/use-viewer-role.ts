import { viewerRole } from '../../app/page-access';
import { useSession } from '../../stores/session';

/** The signed-in caller's role as the roles table names it (visitor for the demo token), or null. */
export function useViewerRole() {
  const token = useSession((s) => s.token);
  const isVisitor = useSession((s) => s.isVisitor);
  const user = useSession((s) => s.user);
  return viewerRole({ token, isVisitor, user });
}
