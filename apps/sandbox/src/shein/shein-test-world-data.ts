import type { TOrderLine, TShop, TSkc } from '../market/world-types.js';

/** Building blocks of the Shein tests' hand-made world (see shein-test-world.ts). */
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const FIRST_DAY = '2025-01-31';
export const TODAY = '2025-03-01';
const START = Date.parse(`${FIRST_DAY}T00:00:00+08:00`);
export const END = Date.parse(`${TODAY}T00:00:00+08:00`) + DAY;
const ORDER_EVERY = 5 * HOUR;

const shop = (shopId: number, ownerId: string, semiManaged: boolean, platform: 'shein' | 'temu' = 'shein'): TShop => ({
  shopId,
  platform,
  name: `测试店铺${shopId}`,
  semiManaged,
  ownerId,
  openedDay: '2024-06-01',
  currency: platform === 'shein' ? 'USD' : 'CNY',
});

export const SHOPS = [
  shop(9001, '10001', true),
  shop(9002, '10001', false),
  shop(9101, '10002', true),
  shop(1001, 'u1', true, 'temu'),
];

export const skcsOf = (shopId: number): TSkc[] =>
  [0, 1, 2].map((i) => ({
    shopId,
    productId: shopId * 10 + (i < 2 ? 1 : 2),
    skcId: shopId * 100 + i,
    skcExtCode: `SKC-${shopId}-${i}`,
    name: `测试商品${shopId}-${i}`,
    category: '连衣裙',
    categoryPath: ['女装', '连衣裙'],
    imageUrl: `https://img.test/${shopId}/${i}.jpg`,
    createdDay: '2024-07-01',
    offShelfDay: null,
    skus: [0, 1].map((j) => ({
      skuId: (shopId * 100 + i) * 10 + j,
      extCode: `SKU-${shopId}-${i}-${j}`,
      className: j === 0 ? '红色-M' : '黑色-L',
      priceCents: 1299 + 100 * i + j,
      costCents: 500 + 10 * i,
    })),
  }));

export const allSkus = (shopId: number) => skcsOf(shopId).flatMap((skc) => skc.skus.map((sku) => ({ skc, sku })));
export const dayOf = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
};

/** Every 5 hours per shop; every third order has a second line, so orders and lines differ in count. */
export const allOrders = (shopId: number): TOrderLine[] => {
  const skus = allSkus(shopId);
  const lines: TOrderLine[] = [];
  for (let k = 0, at = START + (shopId % 7) * 60_000; at < END; k++, at += ORDER_EVERY) {
    const picks = k % 3 === 0 ? [k % skus.length, (k + 1) % skus.length] : [k % skus.length];
    for (const p of picks) {
      const { skc, sku } = skus[p] ?? (skus[0] as (typeof skus)[number]);
      const units = 1 + (k % 2);
      const orderNo = `GSH${shopId}${String(k).padStart(5, '0')}`;
      lines.push({
        orderNo,
        shopId,
        skcId: skc.skcId,
        skuId: sku.skuId,
        units,
        salesCents: units * sku.priceCents,
        at: new Date(at).toISOString(),
      });
    }
  }
  return lines;
};

export const inRange = (iso: string, from: Date, to: Date) => iso >= from.toISOString() && iso < to.toISOString();
