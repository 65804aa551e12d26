import type { Db } from '../../db/client.js';
import { shipOrders, shops, stockOrders } from '../../db/schema/index.js';

type TStockInsert = typeof stockOrders.$inferInsert;
type TShipInsert = typeof shipOrders.$inferInsert;
export type TSeeded = { stock: TStockInsert & { platform: 'temu' | 'shein' }; ships: TShipInsert[] };

const HOUR = 3_600_000;
/** A fixed pseudo-random sequence, so a failure reproduces. */
const randoms = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

const TEMU_STOCK = [0, 1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const SHEIN_STOCK = [1, 1, 2, 3, 4, 5] as const;
/** Shipping-order histories: none, one in each state, or a cancelled one followed by a live one. */
const HISTORIES: { status: number; packed: boolean }[][] = [
  [],
  [],
  [{ status: 0, packed: false }],
  [{ status: 0, packed: true }],
  [{ status: 1, packed: true }],
  [{ status: 2, packed: true }],
  [{ status: 6, packed: true }],
  [{ status: 5, packed: false }],
  [
    { status: 5, packed: true },
    { status: 0, packed: true },
  ],
  [
    { status: 5, packed: true },
    { status: 5, packed: false },
  ],
];

const orderOf = (r: () => number, shopId: number, platform: 'temu' | 'shein', i: number, now: number): TSeeded => {
  // Whole hours, so many orders share a purchase time and the order number decides between them.
  const purchaseAt = new Date(Math.floor((now - r() * 60 * 24 * HOUR) / HOUR) * HOUR);
  const orderSn = `${platform === 'temu' ? 'WB' : 'SH'}${String(100_000 + i)}`;
  const stock = {
    shopId,
    platform,
    orderSn,
    skcId: `SKC${i % 701}`,
    productName: `商品 ${i}`,
    warehouseName: '华东仓',
    purchaseAt,
    requiredDay: new Date(purchaseAt.getTime() + (8 + Math.floor(r() * 240)) * HOUR).toISOString().slice(0, 10),
    marketStatus: pick(r, platform === 'temu' ? TEMU_STOCK : SHEIN_STOCK),
    shipType: i % 3 === 0 ? 1 : 0,
    quantity: 1 + (i % 5),
    skus: [{ skuId: `SKU${i}`, extCode: `Ext-${i % 97}`, className: '红色', quantity: 1 + (i % 5) }],
  };
  const ships = (platform === 'temu' ? pick(r, HISTORIES) : []).map((h, n) => ({
    shopId,
    deliverySn: `FH${i}-${n}`,
    stockOrderSn: orderSn,
    marketStatus: h.status,
    packed: h.packed,
    createdAt: new Date(purchaseAt.getTime() + (n + 1) * HOUR),
    receivedAt: [2, 6].includes(h.status) ? new Date(purchaseAt.getTime() + 72 * HOUR) : null,
  }));
  return { stock, ships };
};

const inChunks = async <T>(items: T[], write: (chunk: T[]) => Promise<unknown>) => {
  for (let i = 0; i < items.length; i += 1000) {
    await write(items.slice(i, i + 1000));
  }
};

/** A BOSS's Temu shop with `temuOrders` stock orders and a Shein shop with `sheinOrders`, written directly. */
export const seedDeliveryShops = async (db: Db, bossId: number, temuOrders: number, sheinOrders: number) => {
  const tag = `${Date.now()}-${Math.random()}`;
  const [temu, shein] = await db
    .insert(shops)
    .values([
      { bossId, platform: 'temu' as const, externalId: `big-t-${tag}`, name: '万单店' },
      { bossId, platform: 'shein' as const, externalId: `big-s-${tag}`, name: '希音店' },
    ])
    .returning({ id: shops.id });
  const r = randoms(20_261_128);
  const now = Date.now();
  const seeded = [
    ...Array.from({ length: temuOrders }, (_, i) => orderOf(r, temu!.id, 'temu', i, now)),
    ...Array.from({ length: sheinOrders }, (_, i) => orderOf(r, shein!.id, 'shein', i, now)),
  ];
  await inChunks(
    seeded.map(({ stock: { platform: _p, ...s } }) => s),
    (c) => db.insert(stockOrders).values(c),
  );
  await inChunks(
    seeded.flatMap((o) => o.ships),
    (c) => db.insert(shipOrders).values(c),
  );
  return { temuShopId: temu!.id, sheinShopId: shein!.id, seeded };
};
