import { Limits, SyncErrorKinds, type TSyncErrorKind } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError, tooSoon } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { visibleShopIds } from '../access/shop-access.js';
import { claimRefresh, findShopsWithAccounts, findShopsWithSyncState, getSyncState } from './shops.repo.js';

/** The caller's shops as the shop list shows them. */
export const listShops = async (deps: TDeps, auth: TAuth) => {
  const ids = await visibleShopIds(deps, auth);
  const list = ids.length ? await findShopsWithAccounts(deps.db, ids) : [];
  return list.map(({ shop, account, custom, todo }) => ({
    mallId: shop.id,
    // The BOSS's rename is the shop's name everywhere.
    mallName: custom ?? shop.name,
    platformType: shop.platform,
    isSemiManagedMall: shop.semiManaged,
    temuUid: shop.platform === 'temu' && account?.kind === 'temu_seller' ? account.externalId : null,
    expireDate: shop.expireAt?.toISOString() ?? null,
    sumnum: todo ? todo.abnormal + todo.returnsPending : null,
  }));
};

const errorOf = (state: { status: string; cursor: Record<string, string> } | null | undefined) => {
  const kind = state?.cursor.errorKind;
  const known = (SyncErrorKinds as readonly string[]).includes(kind ?? '') ? (kind as TSyncErrorKind) : null;
  // A rate limit leaves the shop queued (it runs again by itself); any other failure leaves it in error.
  const shown = state?.status === 'error' ? (known ?? 'internal') : state?.status === 'queued' ? known : null;
  return { errorKind: shown, errorCode: shown ? (state?.cursor.errorCode ?? null) : null };
};

/** Each visible shop's sync state and whether its credential needs a new login. */
export const listSyncStatus = async (deps: TDeps, auth: TAuth) => {
  const ids = await visibleShopIds(deps, auth);
  const list = ids.length ? await findShopsWithSyncState(deps.db, ids) : [];
  return list.map(({ shop, state, account }) => ({
    shopId: shop.id,
    platform: shop.platform,
    mallName: shop.name,
    status: state?.status ?? 'queued',
    lastSuccessAt: state?.lastSuccessAt?.toISOString() ?? null,
    lastFullSyncAt: state?.lastFullSyncAt?.toISOString() ?? null,
    lastError: state?.lastError ?? null,
    ...errorOf(state),
    rowsSynced: state?.rowsSynced ?? 0,
    credentialExpiresAt: (account?.tokenExpiresAt ?? account?.sessionExpiresAt)?.toISOString() ?? null,
    needsRelogin: account?.status === 'needs_relogin',
  }));
};

/**
 * The spec's refresh throttle: one manual refresh per shop every 5 minutes. A shop whose last run failed may
 * be retried (重试) at once. Past the 30-minute full-refresh window since its last full sync, the refresh
 * re-reads everything; within it, the recent days.
 */
export const requestRefresh = async (deps: TDeps, auth: TAuth, shopId: number) => {
  if (!(await visibleShopIds(deps, auth)).includes(shopId)) {
    throw new AppError('NOT_FOUND');
  }
  const now = deps.clock.now();
  const before = await getSyncState(deps.db, shopId);
  const isRetry = before?.status === 'error';
  const notBefore = isRetry ? now : new Date(now.getTime() - Limits.refreshThrottleMs);
  if (!(await claimRefresh(deps.db, shopId, now, notBefore))) {
    const st = await getSyncState(deps.db, shopId);
    const waitMs = (st?.lastRefreshRequestAt?.getTime() ?? now.getTime()) + Limits.refreshThrottleMs - now.getTime();
    throw tooSoon('REFRESH_TOO_SOON', waitMs);
  }
  const lastFull = before?.lastFullSyncAt?.getTime();
  const mode =
    lastFull === undefined || now.getTime() - lastFull >= Limits.fullRefreshWindowMs ? 'full' : 'incremental';
  await deps.syncQueue.enqueue({ shopId, mode });
  return { mode } as const;
};
