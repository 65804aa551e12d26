import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtime } from '../realtime';
import { fetchTemuAccounts, marketplaceKeys } from './api';

const POLL_MS = 3_000;

/**
 * MQTT is only a hint: while binding with the broker unreachable, the finish message cannot
 * arrive, so the account list is polled instead. The account counts as bound once it is active
 * and has its shops (a rebind starts from needs_relogin, so it qualifies only after the re-login).
 */
export const useBindFallback = (phone: string | null, isBinding: boolean, onBound: (firstShopId: number) => void) => {
  const { status } = useRealtime();
  const enabled = isBinding && Boolean(phone) && status !== 'online';
  const { data } = useQuery({
    queryKey: [...marketplaceKeys.temuAccounts(), 'bindFallback', phone],
    queryFn: fetchTemuAccounts,
    enabled,
    refetchInterval: POLL_MS,
    gcTime: 0,
  });
  const onBoundRef = useRef(onBound);
  onBoundRef.current = onBound;
  useEffect(() => {
    const account = enabled ? data?.find((a) => a.phone === phone) : undefined;
    const first = account?.shops[0];
    if (account?.status === 'active' && first) {
      onBoundRef.current(first.shopId);
    }
  }, [enabled, data, phone]);
};
