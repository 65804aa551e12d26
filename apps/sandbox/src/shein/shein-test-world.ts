import type { TMarketWorld } from '../market/world-types.js';
import {
  allOrders,
  allSkus,
  dayOf,
  daysBetween,
  END,
  FIRST_DAY,
  inRange,
  SHOPS,
  skcsOf,
  TODAY,
} from './shein-test-world-data.js';

/**
 * Small hand-made world for the Shein tests, so they do not wait on (or break with) the real generator.
 * Two Shein sellers (one with two stores), one Temu shop that must never show up, 30 days of history.
 */
export const createTestWorld = (): TMarketWorld => ({
  seed: 1,
  profile: {
    name: 'tiny',
    temuAccounts: 1,
    temuShopsPerAccount: 1,
    sheinSellers: 2,
    sheinShopsPerSeller: 2,
    skcsPerShop: 3,
    historyDays: 29,
    spareTemuShops: [],
    spareSheinShops: [],
  },
  today: TODAY,
  firstDay: FIRST_DAY,
  temuAccounts: [],
  sheinSellers: [
    { supplierId: '10001', name: '深圳小麦服饰', account: 'xiaomai@shein.test', demo: true, shopIds: [9001, 9002] },
    { supplierId: '10002', name: '义乌星河百货', account: 'xinghe@shein.test', demo: false, shopIds: [9101] },
  ],
  shops: SHOPS,
  shop: (shopId) => SHOPS.find((s) => s.shopId === shopId),
  skcs: skcsOf,
  // Counts only orders placed by `now` on today's date, as the real generator promises.
  skuDays: (shopId, from, to, now) => {
    const cut = now ? now.getTime() : END;
    const lines = allOrders(shopId).filter((l) => Date.parse(l.at) < cut);
    return daysBetween([from, FIRST_DAY].sort()[1] ?? from, [to, TODAY].sort()[0] ?? to).flatMap((day) =>
      allSkus(shopId).map(({ skc, sku }) => {
        const mine = lines.filter((l) => l.skuId === sku.skuId && dayOf(Date.parse(l.at)) === day);
        const units = mine.reduce((n, l) => n + l.units, 0);
        const salesCents = mine.reduce((n, l) => n + l.salesCents, 0);
        return { shopId, skcId: skc.skcId, skuId: sku.skuId, day, units, salesCents };
      }),
    );
  },
  orders: (shopId, from, to) => allOrders(shopId).filter((l) => inRange(l.at, from, to)),
  stock: (shopId) =>
    allSkus(shopId).map(({ sku }) => ({
      skuId: sku.skuId,
      warehouse: (sku.skuId % 50) + 10,
      waitReceive: 3,
      waitDelivery: 2,
      unavailable: 1,
    })),
  returns: (shopId, from, to) =>
    daysBetween(FIRST_DAY, TODAY)
      .map((day) => ({ day, at: new Date(Date.parse(`${day}T10:00:00+08:00`)).toISOString() }))
      .filter(({ at }) => inRange(at, from, to))
      .map(({ day, at }) => {
        const { skc, sku } = allSkus(shopId)[0] as ReturnType<typeof allSkus>[number];
        return {
          packageSn: `RT${shopId}-${day}`,
          shopId,
          skcId: skc.skcId,
          skuId: sku.skuId,
          units: 1,
          amountCents: sku.priceCents,
          reason: '尺码不合适',
          outboundAt: at,
        };
      }),
  activities: () => [],
  enrollments: () => [],
  deliveryRatings: () => [],
  reviews: () => [],
  finance: (shopId, now) => ({
    shopId,
    balanceCents: 123_456 + shopId,
    pendingCents: 6_789,
    at: (now ?? new Date(END)).toISOString(),
  }),
  notices: () => [],
});
