import type { TShopListItem, TShopSyncStatus, TSyncErrorKind } from '@ksa/contract';
import { formatBeijingDate, formatBeijingMonthDayTime, formatBeijingTime } from '../../lib/beijing-time';

export type TPlatform = TShopListItem['platformType'];
export type TManaged = 'full' | 'semi';
export type TShopSectionData = {
  platform: TPlatform;
  count: number;
  parts: { managed: TManaged; shops: TShopListItem[] }[];
};

const PLATFORMS: readonly TPlatform[] = ['temu', 'shein'];

/**
 * Spec §2 side panel order: TEMU then SHEIN, each split 全托管 then 半托管, list order kept.
 * The Shops issue will sort by the saved tab order and add groups before these sections.
 */
export const groupShops = (shops: readonly TShopListItem[]): TShopSectionData[] =>
  PLATFORMS.map((platform) => {
    const mine = shops.filter((s) => s.platformType === platform && s.mallId !== 100);
    return {
      platform,
      count: mine.length,
      parts: [
        { managed: 'full' as const, shops: mine.filter((s) => !s.isSemiManagedMall) },
        { managed: 'semi' as const, shops: mine.filter((s) => s.isSemiManagedMall) },
      ],
    };
  });

export type TSyncBadge =
  | { kind: 'syncing'; deferred: boolean }
  | { kind: 'updated'; time: string }
  | { kind: 'failed'; cause: TSyncErrorKind; code: string | null }
  | { kind: 'relogin' }
  | null;

/** What the small badge on a shop row says; times today show HH:mm, older ones MM-DD HH:mm. */
export const syncBadge = (s: TShopSyncStatus | undefined, now: Date = new Date()): TSyncBadge => {
  if (!s) {
    return null;
  }
  if (s.needsRelogin || s.status === 'needs_relogin') {
    return { kind: 'relogin' };
  }
  if (s.status === 'queued' || s.status === 'running') {
    // Put off by the marketplace's rate limit: still syncing, it goes on by itself.
    return { kind: 'syncing', deferred: s.errorKind === 'rateLimited' };
  }
  if (s.status === 'error') {
    return { kind: 'failed', cause: s.errorKind ?? 'internal', code: s.errorCode };
  }
  if (!s.lastSuccessAt) {
    return null;
  }
  const sameDay = formatBeijingDate(s.lastSuccessAt) === formatBeijingDate(now.valueOf());
  return {
    kind: 'updated',
    time: sameDay ? formatBeijingTime(s.lastSuccessAt) : formatBeijingMonthDayTime(s.lastSuccessAt),
  };
};

/**
 * A shop that failed before it ever succeeded has no figure, also while a retry (重试, or the scheduler's own)
 * runs: its last error stays until a run succeeds, so the page does not flash ¥0.00 during the retry.
 */
export const hasNoFigures = (s: TShopSyncStatus | undefined) => {
  if (!s || s.lastSuccessAt) {
    return false;
  }
  const kind = syncBadge(s)?.kind;
  return kind === 'failed' || (kind === 'syncing' && Boolean(s.lastError));
};
