import { shopTabListOf, type TShopTabList } from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { visibleShopIds } from '../access/shop-access.js';
import { findTabRows } from './shop-tabs.repo.js';

export type TTabRow = {
  shop: Awaited<ReturnType<typeof findTabRows>>[number]['shop'];
  list: TShopTabList;
  /** The BOSS's rename, else the marketplace name. */
  name: string;
  sort: number | null;
  hidden: boolean;
  temuUid: string | null;
  /** 异常 + 退货 (spec sumnum) from the last to-do read; null while the shop's source has given none. */
  sumnum: number | null;
};

/** The caller's visible shops with their own tab state and the tenant's display name. */
export const loadTabs = async (deps: TDeps, auth: TAuth): Promise<TTabRow[]> => {
  const ids = await visibleShopIds(deps, auth);
  if (!ids.length) {
    return [];
  }
  const rows = await findTabRows(deps.db, auth.userId, ids);
  return rows.map((r) => ({
    shop: r.shop,
    list: shopTabListOf(r.shop.platform, r.shop.semiManaged),
    name: r.custom ?? r.shop.name,
    sort: r.sort,
    hidden: r.hidden ?? false,
    temuUid: r.shop.platform === 'temu' && r.account?.kind === 'temu_seller' ? r.account.externalId : null,
    sumnum: r.todo ? r.todo.abnormal + r.todo.returnsPending : null,
  }));
};

/** Saved order first, then shops never arranged (new ones) by id, as the seed's panel expects. */
export const bySort = (a: TTabRow, b: TTabRow) =>
  (a.sort ?? Number.MAX_SAFE_INTEGER) - (b.sort ?? Number.MAX_SAFE_INTEGER) || a.shop.id - b.shop.id;

/** The rows for these ids; any id the caller cannot see is a 404 (never 'forbidden': no existence leak). */
export const pick = (rows: TTabRow[], ids: number[]): TTabRow[] => {
  const byId = new Map(rows.map((r) => [r.shop.id, r]));
  return [...new Set(ids)].map((id) => {
    const row = byId.get(id);
    if (!row) {
      throw new AppError('NOT_FOUND');
    }
    return row;
  });
};
