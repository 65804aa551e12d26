import { Limits } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { idsOf, resolveShopScope, visibleShopIds } from '../access/shop-access.js';
import { findExpiredSince, findExpiringIds } from './shop-expiry.repo.js';

const DAY_MS = 86_400_000;

/** Expired shops, kept in the list for 7 days after expiry (spec §9), most recent first. */
export const expiredShops = async (deps: TDeps, auth: TAuth) => {
  const ids = await visibleShopIds(deps, auth);
  if (!ids.length) {
    return [];
  }
  const now = deps.clock.now();
  const rows = await findExpiredSince(deps.db, ids, new Date(now.getTime() - Limits.expiredHistoryDays * DAY_MS), now);
  return rows.map((r) => ({
    shopId: r.id,
    mallName: r.custom ?? r.name,
    expireDate: (r.expireAt as Date).toISOString(),
    expired: true as const,
  }));
};

/**
 * The expiry warning's check: dayBeforeExpired 0 → already expired; 1 → not yet, but within 24 hours
 * (the two texts 系统使用期限已到期 / 已不足24小时). Shops without an expiry never match.
 */
export const checkExpire = async (deps: TDeps, auth: TAuth, shopIds: number[], dayBeforeExpired: 0 | 1) =>
  expiring(deps, idsOf(await resolveShopScope(deps, auth, { shopIds })), dayBeforeExpired);

const expiring = async (deps: TDeps, ids: number[], dayBeforeExpired: 0 | 1) => {
  if (!ids.length) {
    return [];
  }
  const now = deps.clock.now();
  return dayBeforeExpired === 0
    ? findExpiringIds(deps.db, ids, null, now)
    : findExpiringIds(deps.db, ids, now, new Date(now.getTime() + DAY_MS));
};

/**
 * The visible, active shops among ids (100 = all), else NOT_FOUND / EXPIRED. Kept under its old name
 * for the expiry tests; services call resolveShopScope with activeOnly: 'refuse' directly.
 */
export const requireActiveShops = async (deps: TDeps, auth: TAuth, shopIds: number[]) =>
  idsOf(await resolveShopScope(deps, auth, { shopIds }, { activeOnly: 'refuse' }));
