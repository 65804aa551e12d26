import { Limits } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError, tooSoon } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { visibleShopIds } from '../access/shop-access.js';
import { claimRefresh, findShopsWithAccounts, findShopsWithSyncState, getSyncState } from './shops.repo.js';

/** The caller's shops as the shop list shows them. */
export const listShops = async (deps: TDeps, auth: TAuth) => {
  const ids = await visibleShopIds(deps, auth);
  const list = ids.length ? await findShopsWithAccounts(deps.db, ids) : [];
  return list.map(({ shop, account, custom }) => ({
    mallId: shop.id,
    // The BOSS's rename is the shop's name everywhere.
    mallName: custom ?? shop.name,
    platformType: shop.platform,
    isSemiManagedMall: shop.semiManaged,
    temuUid: shop.platform === 'temu' && account?.kind === 'temu_seller' ? account.externalId : null,
    expireDate: shop.expireAt?.toISOString() ?? null,
  }));
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
    rowsSynced: state?.rowsSynced ?? 0,
    credentialExpiresAt: (account?.tokenExpiresAt ?? account?.sessionExpiresAt)?.toISOString() ?? null,
    needsRelogin: account?.status === 'needs_relogin',
  }));
};

/** The spec's refresh throttle: one manual refresh per shop every 5 minutes, then an incremental sync. */
export const requestRefresh = async (deps: TDeps, auth: TAuth, shopId: number) => {
  if (!(await visibleShopIds(deps, auth)).includes(shopId)) {
    throw new AppError('NOT_FOUND');
  }
  const now = deps.clock.now();
  if (!(await claimRefresh(deps.db, shopId, now, new Date(now.getTime() - Limits.refreshThrottleMs)))) {
    const st = await getSyncState(deps.db, shopId);
    const waitMs = (st?.lastRefreshRequestAt?.getTime() ?? now.getTime()) + Limits.refreshThrottleMs - now.getTime();
    throw tooSoon('REFRESH_TOO_SOON', waitMs);
  }
  await deps.syncQueue.enqueue({ shopId, mode: 'incremental' });
};
