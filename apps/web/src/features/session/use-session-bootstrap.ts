import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { userKeys } from '../../lib/query-keys';
import { StorageKeys } from '../../lib/storage';
import { useSession } from '../../stores/session';
import { fetchVisitorToken, useUserInfoQuery } from './api';

export type TBootStatus = 'loading' | 'ready' | 'offline';

/**
 * Spec §4 visitor mode: no token → fetch the demo token and store it as a visitor; a token →
 * load the user info. A 401 makes the HTTP client clear the session, which lands back in the
 * no-token branch and so falls back to a fresh visitor token.
 */
export function useSessionBootstrap(): { status: TBootStatus; retry: () => void } {
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  const [visitorFailed, setVisitorFailed] = useState(false);
  const inFlight = useRef(false);

  const loadVisitor = useCallback(async () => {
    // StrictMode runs effects twice; one demo token is enough.
    if (inFlight.current) {
      return;
    }
    inFlight.current = true;
    setVisitorFailed(false);
    try {
      const { token: visitorToken } = await fetchVisitorToken();
      useSession.getState().setToken(visitorToken, { isVisitor: true });
    } catch {
      setVisitorFailed(true);
    } finally {
      inFlight.current = false;
    }
  }, []);

  useEffect(() => {
    if (!token) {
      void loadVisitor();
    }
  }, [token, loadVisitor]);

  // A new token (login, logout, visitor fallback) must not see the previous user's info.
  const lastToken = useRef(token);
  useEffect(() => {
    if (lastToken.current !== token) {
      lastToken.current = token;
      queryClient.removeQueries({ queryKey: userKeys.all });
    }
  }, [token, queryClient]);

  const info = useUserInfoQuery();
  useEffect(() => {
    const user = info.data;
    if (!user) {
      return;
    }
    const s = useSession.getState();
    // The server knows best whether this token is the demo tenant's.
    if (user.isVisitor !== s.isVisitor) {
      useSession.setState({ isVisitor: user.isVisitor });
      localStorage.setItem(StorageKeys.isVisitor, user.isVisitor ? '1' : '0');
    }
    s.setUser(user);
  }, [info.data]);

  const retry = useCallback(() => {
    if (useSession.getState().token) {
      void info.refetch();
    } else {
      void loadVisitor();
    }
  }, [info, loadVisitor]);

  let status: TBootStatus;
  if (!token) {
    status = visitorFailed ? 'offline' : 'loading';
  } else if (info.isError) {
    status = 'offline';
  } else {
    status = info.isPending ? 'loading' : 'ready';
  }
  return { status, retry };
}
