import type { TShopTab } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import { checkName, isEmptyGroup, moveId, orderBody, splitTabs, unsavedLists } from './shop-order';

const tab = (mallId: number, platformType: 'temu' | 'shein', semi = false, sort = mallId): TShopTab => ({
  mallId,
  mallName: `S${mallId}`,
  mallNameDis: `S${mallId}`,
  mallNameNative: `S${mallId}`,
  platformType,
  isSemiManagedMall: semi,
  isClose: false,
  sumnum: null,
  sort,
  expireDate: null,
  temuUid: null,
});
const empty = { temuFull: [], temuSemi: [], sheinFull: [], sheinSemi: [] };
const ids = (l: TShopTab[]) => l.map((s) => s.mallId);

describe('splitTabs', () => {
  it('splits into the four lists in the saved order, unsaved shops last by sort', () => {
    const shown = [tab(1, 'temu'), tab(2, 'temu'), tab(3, 'temu'), tab(4, 'shein', true), tab(5, 'temu', true)];
    const lists = splitTabs(shown, { ...empty, temuFull: [3, 1] });
    expect(ids(lists.temuFull)).toEqual([3, 1, 2]);
    expect(ids(lists.temuSemi)).toEqual([5]);
    expect(ids(lists.sheinFull)).toEqual([]);
    expect(ids(lists.sheinSemi)).toEqual([4]);
  });

  it('drops the all-shops id and ignores saved ids that are not shown', () => {
    const lists = splitTabs([tab(100, 'temu'), tab(7, 'temu')], { ...empty, temuFull: [9, 7] });
    expect(ids(lists.temuFull)).toEqual([7]);
  });

  it('reports the lists holding shops missing from the saved order', () => {
    const shown = [tab(1, 'temu'), tab(2, 'shein')];
    const order = { ...empty, temuFull: [1] };
    const lists = splitTabs(shown, order);
    expect(unsavedLists(lists, order)).toEqual(['sheinFull']);
    expect(orderBody(lists, ['sheinFull'])).toEqual({ sheinFull: '2' });
  });
});

describe('moveId', () => {
  it('moves down and up onto the target position', () => {
    expect(moveId([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveId([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(moveId([1, 2], 1, 9)).toEqual([1, 2]);
  });
});

describe('checkName', () => {
  it('counts double-byte characters as 2 units', () => {
    expect(checkName('  ', 16)).toBe('empty');
    expect(checkName('店'.repeat(8), 16)).toBeNull();
    expect(checkName(`${'店'.repeat(8)}a`, 16)).toBe('tooLong');
    expect(checkName('a'.repeat(256), 256)).toBeNull();
    expect(checkName(`${'a'.repeat(255)}店`, 256)).toBe('tooLong');
  });
});

describe('isEmptyGroup', () => {
  it('treats no members or a {id}-null mallId as empty', () => {
    expect(isEmptyGroup({ shopIds: [], mallId: '5-null' })).toBe(true);
    expect(isEmptyGroup({ shopIds: [1], mallId: '1' })).toBe(false);
  });
});
