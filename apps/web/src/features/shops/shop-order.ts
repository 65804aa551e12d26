import { Limits, lengthUnits, ShopTabLists, shopTabListOf, type TShopTab, type TShopTabList } from '@ksa/contract';

export type TTabOrder = Record<TShopTabList, number[]>;
export type TTabLists = Record<TShopTabList, TShopTab[]>;

/** Which of the four panel lists (全托管/半托管 × TEMU/SHEIN) a shop belongs to. */
export const listOf = (s: TShopTab): TShopTabList => shopTabListOf(s.platformType, s.isSemiManagedMall);

/**
 * Splits the shown shops into the four lists, each in the saved order; shops missing from the
 * saved order keep their server order (by `sort`) after the saved ones. The all-shops id is dropped.
 */
export const splitTabs = (shown: readonly TShopTab[], order: TTabOrder): TTabLists => {
  const out = { temuFull: [], temuSemi: [], sheinFull: [], sheinSemi: [] } as TTabLists;
  const sorted = [...shown].filter((s) => s.mallId !== Limits.allShopsId).sort((a, b) => a.sort - b.sort);
  for (const s of sorted) {
    out[listOf(s)].push(s);
  }
  for (const key of ShopTabLists) {
    const rank = new Map(order[key].map((id, i) => [id, i]));
    const pos = (s: TShopTab) => rank.get(s.mallId) ?? Number.MAX_SAFE_INTEGER;
    // Array.prototype.sort is stable, so unsaved shops keep their relative order.
    out[key].sort((a, b) => pos(a) - pos(b));
  }
  return out;
};

/** The lists whose shown shops are not all in the saved order: these get saved after load. */
export const unsavedLists = (lists: TTabLists, order: TTabOrder): TShopTabList[] =>
  ShopTabLists.filter((key) => {
    const saved = new Set(order[key]);
    return lists[key].some((s) => !saved.has(s.mallId));
  });

/** Moves `id` to where `targetId` is (before it when moving up, after it when moving down). */
export const moveId = (ids: readonly number[], id: number, targetId: number): number[] => {
  const from = ids.indexOf(id);
  const to = ids.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) {
    return [...ids];
  }
  const out = [...ids];
  out.splice(from, 1);
  out.splice(to, 0, id);
  return out;
};

/** The setShopTabAllMap body: comma lists of the given lists only. */
export const orderBody = (lists: TTabLists, keys: readonly TShopTabList[] = ShopTabLists) =>
  Object.fromEntries(keys.map((k) => [k, lists[k].map((s) => s.mallId).join(',')]));

export type TNameError = 'empty' | 'tooLong' | null;

/** Spec §5 pop-up text rule: trimmed, 1..max length units, double-byte characters count 2. */
export const checkName = (name: string, maxUnits: number): TNameError => {
  const v = name.trim();
  if (!v) {
    return 'empty';
  }
  return lengthUnits(v) > maxUnits ? 'tooLong' : null;
};

/** A group with no members: the server sends shopIds [] and mallId '{groupId}-null'. */
export const isEmptyGroup = (g: { shopIds: readonly number[]; mallId: string }) =>
  g.shopIds.length === 0 || g.mallId.endsWith('-null');
