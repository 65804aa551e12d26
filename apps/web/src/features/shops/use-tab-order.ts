import { Limits, type TShopTab, type TShopTabMap } from '@ksa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { apiCall } from '../../lib/api-call';
import { useVisitorGuard } from '../visitor';
import { shopKeys, useScope } from './api';
import { ShopCalls, useShopAction } from './api-manage';
import { listOf, moveId, orderBody, splitTabs, type TTabLists, unsavedLists } from './shop-order';

const NO_LISTS: TTabLists = { temuFull: [], temuSemi: [], sheinFull: [], sheinSemi: [] };

/**
 * The four panel lists in the saved order, plus drag-to-reorder within one list (saved with
 * setShopTabAllMap). Shops not yet in the saved order are saved once, 5 s after load (real users only:
 * the visitor's demo tenant is read-only and must not trigger the login prompt by itself).
 */
export const useTabOrder = (map: TShopTabMap | undefined) => {
  const qc = useQueryClient();
  const { scope } = useScope();
  const { isRealUser } = useVisitorGuard();
  const save = useShopAction(ShopCalls.saveOrder);
  const dragged = useRef<TShopTab | null>(null);
  const lists = useMemo(() => (map ? splitTabs(map.shown, map.order) : NO_LISTS), [map]);

  const pending = useMemo(() => (map ? unsavedLists(lists, map.order) : []), [lists, map]);
  const pendingKey = pending.join(',');
  useEffect(() => {
    if (!isRealUser || !pendingKey) {
      return;
    }
    const keys = pendingKey.split(',') as typeof pending;
    const timer = setTimeout(() => {
      void apiCall(ShopCalls.saveOrder, orderBody(lists, keys), { silent: true })
        .then(() => qc.invalidateQueries({ queryKey: shopKeys.tabMap(scope) }))
        .catch(() => undefined);
    }, Limits.reorderSaveDelayMs);
    return () => clearTimeout(timer);
  }, [isRealUser, pendingKey, lists, qc, scope]);

  const canDrop = (target: TShopTab) => {
    const from = dragged.current;
    return Boolean(from && from.mallId !== target.mallId && listOf(from) === listOf(target));
  };

  const onDrop = (target: TShopTab) => {
    const from = dragged.current;
    const allowed = canDrop(target); // before the ref is cleared: canDrop reads it
    dragged.current = null;
    if (!map || !from || !allowed) {
      return;
    }
    const key = listOf(target);
    const ids = moveId(
      lists[key].map((s) => s.mallId),
      from.mallId,
      target.mallId,
    );
    if (isRealUser) {
      // Show the new order at once; the invalidation after the call confirms (or undoes) it.
      qc.setQueryData<TShopTabMap>(shopKeys.tabMap(scope), (m) =>
        m ? { ...m, order: { ...m.order, [key]: ids } } : m,
      );
    }
    void save.run({ [key]: ids.join(',') });
  };

  return {
    lists,
    onDragStart: (shop: TShopTab) => {
      dragged.current = shop;
    },
    canDrop,
    onDrop,
  };
};
