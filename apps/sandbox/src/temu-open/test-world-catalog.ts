import type { TShop, TSkc, TSkuDay, TTemuAccount } from '../market/world-types.js';
import { addDays, beijingDayOf, beijingMidnight, DAY_MS, daysBetween } from './beijing-time.js';

/**
 * Catalogue half of a small hand-made world for the Temu stand-in tests, so they do not depend on the real generator.
 * Clock T0 = 2025-03-01T08:00Z = 16:00 Beijing on world.today. Shops 101 (全托管) and 102 (半托管) belong to
 * account 1 (password login), 201 to account 2 (needs an SMS code); 901 is a Shein shop that must never show.
 */
export const TEST_T0 = Date.parse('2025-03-01T08:00:00Z');
export const TODAY = '2025-03-01';
export const FIRST_DAY = '2024-12-01';

export const TEST_ACCOUNTS: TTemuAccount[] = [
  {
    uid: 'temu-uid-1',
    phone: '13800000001',
    password: 'Passw0rd!',
    needsSmsCode: false,
    demo: true,
    shopIds: [101, 102],
    // A 子账号 of account 1 that reaches shop 101 only.
    subAccounts: [
      {
        uid: 'temu-sub-1',
        name: '子账号1',
        phone: '13700000011',
        password: 'SubPass1!',
        needsSmsCode: true,
        shopIds: [101],
      },
    ],
  },
  { uid: 'temu-uid-2', phone: '13900000002', password: 'Secret123', needsSmsCode: true, demo: false, shopIds: [201] },
];

const shop = (shopId: number, semiManaged: boolean, ownerId: string): TShop => ({
  shopId,
  platform: 'temu',
  name: `测试店铺${shopId}`,
  semiManaged,
  ownerId,
  openedDay: FIRST_DAY,
  currency: 'CNY',
});

export const SHOPS: TShop[] = [
  shop(101, false, 'temu-uid-1'),
  shop(102, true, 'temu-uid-1'),
  shop(201, false, 'temu-uid-2'),
  { ...shop(901, false, 'shein-1'), platform: 'shein', currency: 'USD' },
];

export const skcsOf = (shopId: number): TSkc[] =>
  [0, 1, 2].map((i) => {
    const skcId = shopId * 100 + i;
    return {
      shopId,
      productId: 500_000 + skcId,
      skcId,
      skcExtCode: `SKC-${skcId}`,
      name: `测试商品${skcId}`,
      category: '连衣裙',
      categoryPath: ['女装', '连衣裙'],
      imageUrl: `https://img.example.test/${skcId}.jpg`,
      createdDay: addDays(FIRST_DAY, i * 20),
      offShelfDay: i === 2 ? '2025-02-20' : null,
      skus: [0, 1].map((j) => ({
        skuId: skcId * 10 + j,
        extCode: `SKU-${skcId}-${j}`,
        className: j === 0 ? '红色-M' : '黑色-L',
        priceCents: 3000 + i * 500 + j * 100,
        costCents: 1200 + i * 200,
      })),
    };
  });

export const eachDay = (from: string, to: string): string[] =>
  Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, i) => addDays(from, i));

// ISO days compare as text, so a sort is enough to pick the earliest/latest.
const maxDay = (...days: string[]) => [...days].sort().at(-1) ?? '';
const minDay = (...days: string[]) => [...days].sort()[0] ?? '';
export const inRange = (at: number, from: Date, to: Date) => at >= from.getTime() && at < to.getTime();

export const skuDays = (shopId: number, from: string, to: string, now?: Date): TSkuDay[] => {
  const lastDay = now ? beijingDayOf(now.getTime()) : TODAY;
  const rows: TSkuDay[] = [];
  for (const skc of skcsOf(shopId)) {
    const end = minDay(to, lastDay, skc.offShelfDay ?? '9999-12-31');
    for (const day of eachDay(maxDay(from, FIRST_DAY, skc.createdDay), end)) {
      const n = daysBetween(FIRST_DAY, day);
      for (const sku of skc.skus) {
        let units = (sku.skuId + n * 7) % 5;
        if (now && day === lastDay) {
          // Today only counts what was ordered so far.
          units = Math.floor((units * (now.getTime() - beijingMidnight(day))) / DAY_MS);
        }
        rows.push({ shopId, skcId: skc.skcId, skuId: sku.skuId, day, units, salesCents: units * sku.priceCents });
      }
    }
  }
  return rows;
};
