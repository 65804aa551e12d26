import {
  ShopTabLists,
  shortShopName,
  type TShopTab,
  type TShopTabList,
  type TShopTabMap,
  type TShopTabOrder,
} from '@ksa/contract';
import type { TDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { recordOperation } from '../op-log/op-log.service.js';
import { bySort, loadTabs, pick, type TTabRow } from './shop-tab-rows.js';
import { countShownTabs, lockUserTabs, setTabsHidden, upsertTabSorts } from './shop-tabs.repo.js';

const toTab = (r: TTabRow, sort: number): TShopTab => ({
  mallId: r.shop.id,
  mallName: r.name,
  mallNameDis: shortShopName(r.name),
  mallNameNative: r.shop.name,
  platformType: r.shop.platform,
  isSemiManagedMall: r.shop.semiManaged,
  isClose: r.hidden,
  sort,
  expireDate: r.shop.expireAt?.toISOString() ?? null,
  temuUid: r.temuUid,
  sumnum: r.sumnum,
});

export const getTabMap = async (deps: TDeps, auth: TAuth): Promise<TShopTabMap> => {
  const rows = await loadTabs(deps, auth);
  const order = {} as Record<TShopTabList, number[]>;
  const tabs: TShopTab[] = [];
  for (const list of ShopTabLists) {
    const sorted = rows.filter((r) => r.list === list).sort(bySort);
    order[list] = sorted.map((r) => r.shop.id);
    tabs.push(...sorted.map((r, i) => toTab(r, i)));
  }
  return { shown: tabs.filter((t) => !t.isClose), closed: tabs.filter((t) => t.isClose), order };
};

/**
 * Each list sent replaces that list's order (an empty one resets it to the default; one left out is
 * untouched). All or nothing: one id that is foreign, unseen or in the wrong list is a 404 before
 * anything is written.
 */
export const saveOrder = async (deps: TDeps, auth: TAuth, order: TShopTabOrder) => {
  const rows = await loadTabs(deps, auth);
  const sorts = new Map<number, number | null>();
  for (const list of ShopTabLists) {
    const ids = order[list];
    if (!ids) {
      continue;
    }
    if (new Set(ids).size !== ids.length) {
      throw new AppError('BAD_REQUEST');
    }
    for (const r of pick(rows, ids)) {
      if (r.list !== list) {
        throw new AppError('NOT_FOUND');
      }
    }
    for (const r of rows.filter((x) => x.list === list)) {
      const at = ids.indexOf(r.shop.id);
      sorts.set(r.shop.id, at < 0 ? null : at);
    }
  }
  if (!sorts.size) {
    return;
  }
  await upsertTabSorts(deps.db, auth.userId, [...sorts], deps.clock.now());
};

/** Hiding closes the tabs; at least one shop must stay shown (spec §4, §5). */
export const hideShops = async (deps: TDeps, auth: TAuth, shopIds: number[]) => {
  const rows = await loadTabs(deps, auth);
  const wanted = pick(rows, shopIds);
  const hiding = new Set(wanted.map((r) => r.shop.id));
  if (!rows.some((r) => !r.hidden && !hiding.has(r.shop.id))) {
    throw new AppError('HIDE_ALL');
  }
  const fresh = wanted.filter((r) => !r.hidden);
  if (!fresh.length) {
    return;
  }
  const now = deps.clock.now();
  const visible = rows.map((r) => r.shop.id);
  // Two hides at once could each leave the other's shop as 'the one still shown': serialise per user
  // and re-check inside the transaction, so at least one shop is always shown. The log lines commit
  // with the change.
  await deps.db.transaction(async (tx) => {
    await lockUserTabs(tx, auth.userId);
    await setTabsHidden(
      tx,
      auth.userId,
      fresh.map((r) => r.shop.id),
      true,
      now,
    );
    if ((await countShownTabs(tx, auth.userId, visible)) === 0) {
      throw new AppError('HIDE_ALL');
    }
    for (const r of fresh) {
      await recordOperation(tx, { auth, action: 'hide', shopId: r.shop.id, detail: { shopName: r.name } });
    }
  });
};

/** Restoring reopens the checked hidden shops; none of them hidden answers '暂无可恢复店铺~'. */
export const restoreShops = async (deps: TDeps, auth: TAuth, shopIds: number[]) => {
  const hidden = pick(await loadTabs(deps, auth), shopIds).filter((r) => r.hidden);
  if (!hidden.length) {
    throw new AppError('NO_SHOP_TO_RESTORE');
  }
  await deps.db.transaction(async (tx) => {
    await setTabsHidden(
      tx,
      auth.userId,
      hidden.map((r) => r.shop.id),
      false,
      deps.clock.now(),
    );
    for (const r of hidden) {
      await recordOperation(tx, { auth, action: 'restore', shopId: r.shop.id, detail: { shopName: r.name } });
    }
  });
};
