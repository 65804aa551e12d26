import { useCallback } from 'react';
import { useSession } from '../../stores/session';
import { useVisitorUi } from './visitor-store';

/**
 * Modifying actions go through `guard(fn)`: fn runs only for a real (non-visitor) user;
 * a visitor, or nobody at all, gets the login/register prompt instead (spec §4).
 */
export function useVisitorGuard() {
  const isRealUser = useSession((s) => Boolean(s.token) && !s.isVisitor);
  const guard = useCallback(
    <R>(fn: () => R): R | undefined => {
      if (!isRealUser) {
        useVisitorUi.getState().showPrompt();
        return undefined;
      }
      return fn();
    },
    [isRealUser],
  );
  return { guard, isRealUser };
}
