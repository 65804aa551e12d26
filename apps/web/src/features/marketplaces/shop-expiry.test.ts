import { describe, expect, it } from 'vitest';
import { splitByExpiry } from './shop-expiry';

describe('splitByExpiry', () => {
  it('lists expired and unexpired shops apart, order kept', () => {
    const shops = [
      { shopId: 1, expired: false },
      { shopId: 2, expired: true },
      { shopId: 3, expired: false },
    ];
    const { expired, active } = splitByExpiry(shops);
    expect(expired.map((s) => s.shopId)).toEqual([2]);
    expect(active.map((s) => s.shopId)).toEqual([1, 3]);
  });

  it('handles an account without shops', () => {
    expect(splitByExpiry([])).toEqual({ expired: [], active: [] });
  });
});
