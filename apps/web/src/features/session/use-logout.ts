import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../stores/session';
import { resetVisitorPreview } from '../visitor';
import { logout } from './api';

/**
 * Spec §4: logout ends the token on the server, clears the stored session and cached data,
 * and goes to /index, where a visitor token is fetched and the preview notice shows again.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The local session ends regardless; the server token expires on its own.
    }
    useSession.getState().clear();
    queryClient.clear();
    resetVisitorPreview();
    navigate('/index', { replace: true });
  }, [queryClient, navigate]);
}
