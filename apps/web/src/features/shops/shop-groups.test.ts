import type { TShopListItem, TShopSyncStatus } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import { hasBusySync } from './api';
import { groupShops, hasNoFigures, syncBadge } from './shop-groups';

const shop = (mallId: number, platformType: 'temu' | 'shein', semi = false): TShopListItem => ({
  mallId,
  mallName: `S${mallId}`,
  platformType,
  isSemiManagedMall: semi,
  temuUid: null,
  expireDate: null,
  sumnum: null,
});

const status = (over: Partial<TShopSyncStatus>): TShopSyncStatus => ({
  shopId: 1,
  platform: 'temu',
  mallName: 'S1',
  status: 'ok',
  lastSuccessAt: null,
  lastFullSyncAt: null,
  lastError: null,
  errorKind: null,
  errorCode: null,
  rowsSynced: 0,
  credentialExpiresAt: null,
  needsRelogin: false,
  ...over,
});

describe('groupShops', () => {
  it('splits TEMU then SHEIN into 全托管 and 半托管 and drops the all-shops id', () => {
    const [temu, shein] = groupShops([
      shop(1, 'temu'),
      shop(2, 'shein', true),
      shop(3, 'temu', true),
      shop(100, 'temu'),
    ]);
    expect(temu?.count).toBe(2);
    expect(temu?.parts.map((p) => p.shops.map((s) => s.mallId))).toEqual([[1], [3]]);
    expect(shein?.parts.map((p) => p.shops.map((s) => s.mallId))).toEqual([[], [2]]);
  });
});

describe('syncBadge', () => {
  const now = new Date('2025-03-10T12:00:00+08:00');
  it('maps each status to its badge', () => {
    expect(syncBadge(undefined)).toBeNull();
    expect(syncBadge(status({ status: 'queued' }))).toEqual({ kind: 'syncing', deferred: false });
    expect(syncBadge(status({ status: 'running' }))).toEqual({ kind: 'syncing', deferred: false });
    // A rate limit defers: still 同步中, never 同步失败.
    expect(syncBadge(status({ status: 'queued', errorKind: 'rateLimited', errorCode: 'openapi00007' }))).toEqual({
      kind: 'syncing',
      deferred: true,
    });
    // The cause travels as a kind the UI translates, never the raw (English) message.
    expect(
      syncBadge(status({ status: 'error', lastError: 'shein: X1 boom', errorKind: 'rejected', errorCode: 'X1' })),
    ).toEqual({ kind: 'failed', cause: 'rejected', code: 'X1' });
    expect(syncBadge(status({ status: 'error', lastError: 'boom' }))).toEqual({
      kind: 'failed',
      cause: 'internal',
      code: null,
    });
    expect(syncBadge(status({ status: 'needs_relogin' }))).toEqual({ kind: 'relogin' });
    expect(syncBadge(status({ status: 'ok', needsRelogin: true }))).toEqual({ kind: 'relogin' });
  });

  it('shows HH:mm for today and the date for older syncs, in Beijing time', () => {
    expect(syncBadge(status({ lastSuccessAt: '2025-03-10T08:05:00+08:00' }), now)).toEqual({
      kind: 'updated',
      time: '08:05',
    });
    expect(syncBadge(status({ lastSuccessAt: '2025-03-09T23:59:00+08:00' }), now)).toEqual({
      kind: 'updated',
      time: '03-09 23:59',
    });
  });

  it('polls only while a shop is queued or running', () => {
    expect(hasBusySync([status({ status: 'ok' }), status({ status: 'running' })])).toBe(true);
    expect(hasBusySync([status({ status: 'error' })])).toBe(false);
    expect(hasBusySync(undefined)).toBe(false);
  });
});

describe('hasNoFigures', () => {
  it('is true for a shop that failed before it ever succeeded, also while it is retried', () => {
    expect(hasNoFigures(undefined)).toBe(false);
    expect(hasNoFigures(status({ status: 'error', lastError: 'boom' }))).toBe(true);
    // 重试 or the scheduler's own retry: still no figure until a run succeeds (no ¥0.00 flash).
    expect(hasNoFigures(status({ status: 'running', lastError: 'boom' }))).toBe(true);
    expect(hasNoFigures(status({ status: 'queued', lastError: 'boom' }))).toBe(true);
    // A first sync that has not failed, or any shop that once succeeded, keeps its dashboard.
    expect(hasNoFigures(status({ status: 'running' }))).toBe(false);
    expect(hasNoFigures(status({ status: 'error', lastError: 'boom', lastSuccessAt: '2025-03-10T01:00:00Z' }))).toBe(
      false,
    );
    expect(hasNoFigures(status({ status: 'ok', lastSuccessAt: '2025-03-10T01:00:00Z' }))).toBe(false);
  });
});
