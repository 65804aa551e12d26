import type { TMarketWorld } from '../market/world-types.js';
import { beijingDayOf, beijingMidnight, HOUR_MS } from './beijing-time.js';
import {
  eachDay,
  FIRST_DAY,
  inRange,
  SHOPS,
  skcsOf,
  skuDays,
  TEST_ACCOUNTS,
  TEST_T0,
  TODAY,
} from './test-world-catalog.js';

export { TEST_ACCOUNTS, TEST_T0 } from './test-world-catalog.js';

/** The hand-made test world: catalogue and daily sales from test-world-catalog.ts, the rest derived here. */
const iso = (day: string, hour: number) => new Date(beijingMidnight(day) + hour * HOUR_MS).toISOString();
const everyNthDay = (n: number) => eachDay(FIRST_DAY, TODAY).filter((_, i) => i % n === 0);

export const createTestWorld = (): TMarketWorld => ({
  seed: 7,
  profile: {
    name: 'tiny',
    temuAccounts: 2,
    temuShopsPerAccount: 2,
    sheinSellers: 1,
    sheinShopsPerSeller: 1,
    skcsPerShop: 3,
    spareTemuShops: [1],
    spareSheinShops: [],
    historyDays: 90,
  },
  today: TODAY,
  firstDay: FIRST_DAY,
  temuAccounts: TEST_ACCOUNTS,
  sheinSellers: [{ supplierId: 'shein-1', name: 'Shein卖家', account: 'shein-demo', demo: true, shopIds: [901] }],
  shops: SHOPS,
  shop: (shopId) => SHOPS.find((s) => s.shopId === shopId),
  skcs: skcsOf,
  skuDays,
  orders: (shopId, from, to) =>
    SHOPS.find((s) => s.shopId === shopId)?.semiManaged
      ? skuDays(shopId, beijingDayOf(from.getTime()), beijingDayOf(to.getTime()), new Date(TEST_T0))
          .filter((r) => r.units > 0)
          .map((r) => ({
            orderNo: `${shopId}${r.day.replaceAll('-', '')}${r.skuId}`,
            shopId,
            skcId: r.skcId,
            skuId: r.skuId,
            units: r.units,
            salesCents: r.salesCents,
            at: iso(r.day, 1),
          }))
          .filter((o) => inRange(Date.parse(o.at), from, to))
      : [],
  stock: (shopId) =>
    skcsOf(shopId).flatMap((skc) =>
      skc.skus.map((s) => ({
        skuId: s.skuId,
        warehouse: (s.skuId % 50) + 10,
        waitReceive: s.skuId % 7,
        waitDelivery: s.skuId % 3,
        unavailable: s.skuId % 2,
      })),
    ),
  returns: (shopId, from, to) =>
    skcsOf(shopId).flatMap((skc) =>
      everyNthDay(10)
        .map((day) => ({
          packageSn: `RP${skc.skcId}${day.replaceAll('-', '')}`,
          shopId,
          skcId: skc.skcId,
          skuId: skc.skus[0]?.skuId ?? 0,
          units: 1,
          amountCents: skc.skus[0]?.priceCents ?? 0,
          reason: '尺码不合适',
          outboundAt: iso(day, 9),
        }))
        .filter((r) => inRange(Date.parse(r.outboundAt), from, to)),
    ),
  activities: (shopId) => [
    {
      activityId: shopId * 10 + 1,
      shopId,
      name: '限时秒杀',
      type: 'flash_sale',
      startDay: '2025-02-20',
      endDay: '2025-03-05',
    },
  ],
  enrollments: (shopId) => [
    {
      enrollId: shopId * 100 + 1,
      activityId: shopId * 10 + 1,
      shopId,
      skcId: shopId * 100,
      activityStock: 100,
      records: [0, 1, 2, 3].map((i) => ({
        at: new Date(beijingMidnight('2025-02-20') + i * 6 * HOUR_MS).toISOString(),
        remaining: 100 - i * 10,
        total: 100,
      })),
    },
  ],
  deliveryRatings: (shopId) => [
    { shopId, weekStartDay: '2025-02-17', level: 'A', score: 92 },
    { shopId, weekStartDay: '2025-02-24', level: 'S', score: 97 },
  ],
  reviews: (shopId, from, to) =>
    skcsOf(shopId).flatMap((skc) =>
      everyNthDay(5)
        .map((day, i) => ({
          reviewId: `RV${skc.skcId}-${i}`,
          shopId,
          skcId: skc.skcId,
          stars: ((i % 5) + 1) as 1 | 2 | 3 | 4 | 5,
          text: '质量不错',
          at: iso(day, 20),
        }))
        .filter((r) => inRange(Date.parse(r.at), from, to)),
    ),
  finance: (shopId, now) => ({
    shopId,
    balanceCents: shopId * 1000,
    pendingCents: shopId * 100,
    at: (now ?? new Date(TEST_T0)).toISOString(),
  }),
  costSheet: (shopId) =>
    skcsOf(shopId).flatMap((skc) => skc.skus.map(({ skuId, costCents }) => ({ skuId, costCents }))),
  notices: (shopId, from, to) =>
    everyNthDay(7)
      .map((day, i) => ({
        noticeId: `N${shopId}-${i}`,
        shopId,
        kind: 'rule' as const,
        title: `规则更新${i}`,
        body: '平台规则调整',
        at: iso(day, 11),
      }))
      .filter((n) => inRange(Date.parse(n.at), from, to)),
});
