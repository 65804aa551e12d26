import { useEffect, useState } from 'react';
import { ALL_SHOPS_ID, useGroupsQuery, useShopSelection, useTabMapQuery } from '../shops';
import type { TDashScope, TPlatform } from './api';

type TScopeState = {
  scope: TDashScope | null;
  empty: 'noShops' | 'emptyGroup' | null;
  /** The platform of a single selected shop; null for all shops or a group (the page lets you pick). */
  fixedPlatform: TPlatform | null;
  /** Platforms present among the scope's shops (for the picker). */
  platforms: TPlatform[];
};

/** The selection as a dashboard scope: all shops (100), one shop, or a group's shops. */
export const useDashScope = (): TScopeState => {
  const { selectedId, selectedGroupId } = useShopSelection();
  const tabMap = useTabMapQuery();
  const groups = useGroupsQuery();
  if (!tabMap.data) {
    return { scope: null, empty: null, fixedPlatform: null, platforms: [] };
  }
  const shops = [...tabMap.data.shown, ...tabMap.data.closed];
  if (!shops.length) {
    return { scope: null, empty: 'noShops', fixedPlatform: null, platforms: [] };
  }
  const platformsOf = (ids: number[]) =>
    (['temu', 'shein'] as const).filter((p) => shops.some((s) => ids.includes(s.mallId) && s.platformType === p));
  if (selectedGroupId !== null) {
    const g = groups.data?.find((x) => x.groupId === selectedGroupId);
    return g?.shopIds.length
      ? { scope: { shopIds: g.shopIds.join(',') }, empty: null, fixedPlatform: null, platforms: platformsOf(g.shopIds) }
      : { scope: null, empty: 'emptyGroup', fixedPlatform: null, platforms: [] };
  }
  const id = selectedId ?? ALL_SHOPS_ID;
  if (id !== ALL_SHOPS_ID) {
    const shop = shops.find((s) => s.mallId === id);
    const p = shop?.platformType ?? 'temu';
    return { scope: { shopId: id }, empty: null, fixedPlatform: p, platforms: [p] };
  }
  return {
    scope: { shopId: ALL_SHOPS_ID },
    empty: null,
    fixedPlatform: null,
    platforms: platformsOf(shops.map((s) => s.mallId)),
  };
};

/**
 * True until at least `ms` have passed since the loading state became visible (`shownAt`, read once on mount:
 * default now; or since `key` changed), and `ready` holds.
 */
export const useMinLoading = (ready: boolean, ms: number, key?: unknown, shownAt?: () => number) => {
  const [origin] = useState(() => ({ key, since: shownAt ? shownAt() : performance.now() }));
  const [elapsed, setElapsed] = useState(() => performance.now() - origin.since >= ms);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart the minimum on a new key
  useEffect(() => {
    if (!Object.is(key, origin.key)) {
      origin.key = key;
      origin.since = performance.now();
    }
    const left = ms - (performance.now() - origin.since);
    if (left <= 0) {
      setElapsed(true);
      return;
    }
    setElapsed(false);
    const id = setTimeout(() => setElapsed(true), left);
    return () => clearTimeout(id);
  }, [ms, key]);
  return !(elapsed && ready);
};
