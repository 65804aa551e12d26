import { describe, expect, it } from 'vitest';
import type { TMarketItem } from './market-data-client.js';
import { mapMarketItem, toMinor } from './market-data-map.js';

describe('[MARKET DATA] amounts', () => {
  it('reads decimal strings into minor units without floating-point drift', () => {
    expect(toMinor('12.99')).toBe(1299);
    expect(toMinor('0.29')).toBe(29);
    expect(toMinor('15.2')).toBe(1520);
    expect(toMinor('7')).toBe(700);
    expect(toMinor('1004.35')).toBe(100435);
  });
});

describe('[MARKET DATA] ratings', () => {
  const item = (count: number, rating: number | null) =>
    ({
      goodsId: 'G1',
      categoryId: 1,
      rank: 1,
      title: 'Mug',
      image: 'https://img/1.jpg',
      price: { amount: '9.99', currency: 'USD' },
      reviews: { count, rating },
      competingListings: 3,
      weightGrams: 200,
      dailySales: [{ day: '2026-11-27', units: 4 }],
      source: {
        site: '1688',
        offerId: 'O1',
        url: 'https://detail.1688.com/offer/O1.html',
        skus: [{ price: { amount: '3.00' } }],
      },
    }) as unknown as TMarketItem;

  it('stores no rating for a product without reviews, even when the source sends a default', () => {
    expect(mapMarketItem('temu', 'Home', '2026-11-27', item(0, 4.9)).rating).toBeNull();
    expect(mapMarketItem('temu', 'Home', '2026-11-27', item(0, null)).rating).toBeNull();
    expect(mapMarketItem('temu', 'Home', '2026-11-27', item(12, 4.6)).rating).toBe(4.6);
  });
});
