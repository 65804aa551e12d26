import { type TOrderFinishedMessage, Topics, type TSubmitOrderResult, userTopicSuffix } from '@ksa/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isErrorId, msgOf, type TMsg } from '../../lib/error-text';
import { useRealtime } from '../realtime';
import { billingKeys, fetchOrderStatus } from './api';

const POLL_MS = 3_000;

/**
 * Waits for an order's result (spec data §4): the order-finished push on the user's topic, the Alipay page's
 * 'zfbSuccess' message, or the status poll every 3 s (which also asks the provider), whichever comes first. A push
 * with an error ends the wait with that error.
 */
export const useOrderResult = (order: TSubmitOrderResult | null) => {
  const qc = useQueryClient();
  const { subscribe } = useRealtime();
  const [pushError, setPushError] = useState<TMsg | null>(null);
  const orderNo = order?.orderNo ?? '';
  const status = useQuery({
    queryKey: billingKeys.order(orderNo),
    queryFn: () => fetchOrderStatus(orderNo),
    enabled: Boolean(order),
    refetchInterval: (q) => (!q.state.data || q.state.data.state === 'created' ? POLL_MS : false),
  });

  useEffect(() => {
    setPushError(null);
    if (!orderNo) {
      return;
    }
    const refresh = () => void qc.invalidateQueries({ queryKey: billingKeys.order(orderNo) });
    const off = subscribe(userTopicSuffix(Topics.orderFinished), (raw) => {
      const m = raw as TOrderFinishedMessage;
      if (m.orderNo !== orderNo) {
        return;
      }
      if (!m.ok && m.errorId) {
        setPushError(isErrorId(m.errorId) ? msgOf(m.errorId) : msgOf('PAY_ORDER_CLOSED'));
      }
      refresh();
    });
    const onMessage = (e: MessageEvent) => {
      if (e.origin === window.location.origin && e.data === 'zfbSuccess') {
        refresh();
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      off();
      window.removeEventListener('message', onMessage);
    };
  }, [orderNo, qc, subscribe]);

  const state = status.data?.state ?? 'created';
  const failed: TMsg | null =
    state === 'closed' || state === 'refunded' ? (pushError ?? msgOf('PAY_ORDER_CLOSED')) : pushError;
  // 'paid': the money arrived after the order was closed and is waiting for the operator.
  return { view: status.data, isPaid: state === 'applied', isHeld: state === 'paid', failed };
};
