import type { TShopListItem, TShopSyncStatus } from '@ksa/contract';
import dayjs from 'dayjs';

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
  | { kind: 'syncing' }
  | { kind: 'updated'; time: string }
  | { kind: 'failed'; error: string | null }
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
    return { kind: 'syncing' };
  }
  if (s.status === 'error') {
    return { kind: 'failed', error: s.lastError };
  }
  if (!s.lastSuccessAt) {
    return null;
  }
  const at = dayjs(s.lastSuccessAt);
  return { kind: 'updated', time: at.format(at.isSame(now, 'day') ? 'HH:mm' : 'MM-DD HH:mm') };
};
