import { Limits, type TPermissionKey } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { findAssignedShops, findTenantShops } from './shop-access.repo.js';

export { forBoss } from '../../db/scope.js';

export type TPlatform = 'temu' | 'shein';
/** A shop as access decisions see it. */
/** currency: the ISO code the marketplace reports the shop's amounts in. */
export type TVisibleShop = { id: number; platform: TPlatform; expireAt: Date | null; currency: string };
/** What a request names: one shop or a list; 100 (Limits.allShopsId) means every visible shop. */
export type TShopScope = { shopId?: number; shopIds?: number[] };

/**
 * The shops a caller may see: a BOSS (and the visitor, on the demo tenant) all of the tenant's;
 * staff only those assigned to them. Every list and single-shop check goes through here, per
 * request, so a removed assignment takes effect on the next call.
 */
export const visibleShops = async (deps: Pick<TDeps, 'db'>, auth: TAuth): Promise<TVisibleShop[]> =>
  auth.role !== 'boss' ? findAssignedShops(deps.db, auth) : findTenantShops(deps.db, auth);

export const visibleShopIds = async (deps: Pick<TDeps, 'db'>, auth: TAuth): Promise<number[]> =>
  (await visibleShops(deps, auth)).map((s) => s.id);

export type TScopeOptions = {
  /** Keep only this platform's shops (an explicitly named shop of the other platform is skipped). */
  platform?: TPlatform;
  /**
   * 'omit': leave expired shops out of all shops or a group, but one explicitly chosen expired shop
   * of the platform answers EXPIRED (the dashboards). 'refuse': EXPIRED if any chosen shop has
   * expired (edits of synced data, whose data waits behind the renewal prompt).
   */
  activeOnly?: 'omit' | 'refuse';
  /** The caller must hold this permission (FORBIDDEN otherwise), checked before any shop. */
  permission?: TPermissionKey;
  /**
   * Ids taken literally: 100 is not 'all shops', and with `platform` a shop of the other platform
   * is a 404 like a stranger's (assigning shops to staff, where the form names each platform's list).
   */
  exact?: boolean;
  /** The caller's visible shops when already loaded (the dashboard batch: one query for many calls). */
  visible?: TVisibleShop[];
};

/**
 * The one place a request's shop selection becomes shops: every id must be visible to the caller
 * (else NOT_FOUND, so a stranger's shop cannot be told from a missing one), then the options narrow
 * it. Returns the chosen shops, ordered by id.
 */
export const resolveShopScope = async (
  deps: Pick<TDeps, 'db' | 'clock'>,
  auth: TAuth,
  scope: TShopScope,
  opts: TScopeOptions = {},
): Promise<TVisibleShop[]> => {
  if (opts.permission && !auth.permissions.includes(opts.permission)) {
    throw new AppError('FORBIDDEN');
  }
  const asked = scope.shopIds ?? [scope.shopId!];
  const visible = opts.visible ?? (await visibleShops(deps, auth));
  const all = !opts.exact && asked.includes(Limits.allShopsId);
  const byId = new Map(visible.map((s) => [s.id, s]));
  if (!all && !asked.every((id) => byId.has(id))) {
    throw new AppError('NOT_FOUND');
  }
  const chosen = (all ? [...visible] : [...new Set(asked)].map((id) => byId.get(id)!)).sort((a, b) => a.id - b.id);
  const { platform } = opts;
  if (platform && opts.exact && chosen.some((s) => s.platform !== platform)) {
    throw new AppError('NOT_FOUND');
  }
  const own = platform ? chosen.filter((s) => s.platform === platform) : chosen;
  if (!opts.activeOnly) {
    return own;
  }
  const now = deps.clock.now();
  const live = own.filter((s) => !s.expireAt || s.expireAt > now);
  if (opts.activeOnly === 'refuse' && live.length < own.length) {
    throw new AppError('EXPIRED');
  }
  if (!all && asked.length === 1 && own.length === 1 && live.length === 0) {
    throw new AppError('EXPIRED');
  }
  return live;
};

export const idsOf = (list: TVisibleShop[]) => list.map((s) => s.id);
