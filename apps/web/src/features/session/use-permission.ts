import type { TPermissionKey } from '@ksa/contract';
import { useCallback } from 'react';
import { canWith } from '../../app/guards';
import { useSession } from '../../stores/session';

/** `can(permission)`: BOSS and visitors hold all; staff hold what the BOSS granted. */
export function usePermission() {
  const isBoss = useSession((s) => s.isBoss);
  const user = useSession((s) => s.user);
  return useCallback((permission: TPermissionKey) => canWith(isBoss, user)(permission), [isBoss, user]);
}
