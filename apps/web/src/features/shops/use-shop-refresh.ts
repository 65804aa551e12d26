import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtime } from '../realtime';
import { shopKeys } from './api';

/**
 * shop/{id}/refresh is only a hint that a shop's data or sync state changed: refetch the list and
 * statuses over HTTP rather than trusting the message body.
 */
export const useShopRefresh = () => {
  const { subscribe } = useRealtime();
  const queryClient = useQueryClient();
  useEffect(
    () => subscribe('shop/+/refresh', () => void queryClient.invalidateQueries({ queryKey: shopKeys.all })),
    [subscribe, queryClient],
  );
};
