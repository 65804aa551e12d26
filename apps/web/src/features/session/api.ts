import { ApiRoutes } from '@ksa/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';
import { userKeys } from '../../lib/query-keys';
import { useSession } from '../../stores/session';

// Bootstrap calls are silent: the shell shows one offline banner with a retry instead of toasts.
const silent = { silent: true } as const;

export const fetchVisitorToken = () => apiCall(ApiRoutes.visitorToken, undefined, silent);

export const fetchUserInfo = () => apiCall(ApiRoutes.getUserInfo, undefined, silent);

export const logout = () => apiCall(ApiRoutes.logout, {}, silent);

/** The current user's info; runs whenever a token (real or visitor) is stored. */
export const useUserInfoQuery = () => {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: userKeys.info(),
    queryFn: fetchUserInfo,
    enabled: Boolean(token),
    retry: false,
    staleTime: 5 * 60_000,
  });
};
