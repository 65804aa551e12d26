import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALL_SHOPS_ID,
  correctedSelection,
  groupSelectable,
  neighbourOf,
  selectionForRoute,
  useShopSelection,
} from './use-shop-selection';

describe('shop selection (spec §4)', () => {
  beforeEach(() => useShopSelection.setState({ selectedId: ALL_SHOPS_ID, selectedGroupId: null, infoOpen: false }));

  it('selecting a shop starts the 2 s loading state; clicking it again toggles its info', () => {
    const s = useShopSelection.getState();
    s.select(1001);
    const st = useShopSelection.getState();
    expect(st.selectedId).toBe(1001);
    expect(st.loadingUntil - Date.now()).toBeGreaterThan(1_900);
    st.select(1001);
    expect(useShopSelection.getState().infoOpen).toBe(true);
    useShopSelection.getState().select(1001);
    expect(useShopSelection.getState().infoOpen).toBe(false);
    useShopSelection.getState().select(ALL_SHOPS_ID);
    useShopSelection.getState().select(ALL_SHOPS_ID);
    expect(useShopSelection.getState().infoOpen).toBe(false);
  });

  it('an unknown shop falls back to 100; a group is valid only if all its shops are shown', () => {
    expect(correctedSelection({ selectedId: 5, selectedGroupId: null }, [1, 2], [])).toEqual({
      selectedId: 100,
      selectedGroupId: null,
    });
    expect(correctedSelection({ selectedId: 2, selectedGroupId: null }, [1, 2], [])).toBeNull();
    const groups = [
      { groupId: 7, shopIds: [1, 2] },
      { groupId: 8, shopIds: [1, 3] },
      { groupId: 9, shopIds: [] },
    ];
    expect(correctedSelection({ selectedId: 100, selectedGroupId: 7 }, [1, 2], groups)).toBeNull();
    expect(correctedSelection({ selectedId: 100, selectedGroupId: 8 }, [1, 2], groups)).not.toBeNull();
    expect(correctedSelection({ selectedId: 100, selectedGroupId: 9 }, [1, 2], groups)).not.toBeNull();
    expect(correctedSelection({ selectedId: 100, selectedGroupId: 42 }, [1, 2], groups)).not.toBeNull();
  });

  it('hiding the selected shop moves to the previous one, or the next when it was first', () => {
    expect(neighbourOf([1, 2, 3], 2)).toBe(1);
    expect(neighbourOf([1, 2, 3], 1)).toBe(2);
    expect(neighbourOf([1], 1)).toBe(ALL_SHOPS_ID);
  });

  it('route rules: /home and /account/manager reset; /aiProducts/edit and /selectionTool need one shop', () => {
    expect(selectionForRoute('/home', { selectedId: 3, selectedGroupId: null }, [3])).toEqual({
      selectedId: 100,
      selectedGroupId: null,
    });
    expect(selectionForRoute('/account/manager', { selectedId: 100, selectedGroupId: 4 }, [3])).not.toBeNull();
    expect(selectionForRoute('/aiProducts/edit', { selectedId: 100, selectedGroupId: null }, [3, 4])).toEqual({
      selectedId: 3,
      selectedGroupId: null,
    });
    expect(selectionForRoute('/selectionTool', { selectedId: 4, selectedGroupId: null }, [3, 4])).toBeNull();
    expect(selectionForRoute('/deliveryCenter', { selectedId: 4, selectedGroupId: null }, [3, 4])).toBeNull();
    expect(groupSelectable('/selectionTool')).toBe(false);
    expect(groupSelectable('/home')).toBe(true);
  });
});
