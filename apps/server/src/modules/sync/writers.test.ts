import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { shops, users } from '../../db/schema/index.js';
import { availableEngines, openTestDb } from '../../test/engines.js';
import { refreshShopDaily } from './shop-daily.js';
import { writeSkcs, writeSkuDays, writeSkus } from './writers.js';
import { writeStream } from './writers-extra.js';

const engines = await availableEngines();

describe.each(engines)('[SYNC] idempotent writers on %s', (engine) => {
  let h: Awaited<ReturnType<typeof openTestDb>>;
  let shopId: number;
  beforeAll(async () => {
    h = await openTestDb(engine);
    const [u] = await h.db.insert(users).values({ role: 'boss', phone: '13800000001' }).returning();
    const [s] = await h.db
      .insert(shops)
      .values({ bossId: u!.id, platform: 'temu', externalId: 'm1', name: '店铺一' })
      .returning();
    shopId = s!.id;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('gives the first shop an id above 100 (100 means all shops)', () => {
    expect(shopId).toBeGreaterThan(1000);
  });

  it('writes products, SKUs and SKU-days once; a second identical run changes nothing', async () => {
    const skc = {
      shopId,
      skcId: '9001',
      productId: '8001',
      skcExtCode: 'E1',
      name: '纯棉T恤',
      category: '服饰',
      categoryPath: ['服饰', 'T恤'],
      imageUrl: null,
      createdDay: '2026-01-01',
      offShelfDay: null,
    };
    const skuRows = [1, 2].map((i) => ({
      shopId,
      skuId: String(7000 + i),
      skcId: '9001',
      extCode: `S${i}`,
      className: `红色-${i}`,
      priceCents: 1999,
    }));
    const days = Array.from({ length: 3000 }, (_, i) => ({
      shopId,
      day: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 2) * 86_400_000).toISOString().slice(0, 10),
      skuId: String(7001 + (i % 2)),
      skcId: '9001',
      units: (i % 7) + 1,
      salesCents: ((i % 7) + 1) * 1999,
    }));
    expect(await writeSkcs(h.db, [skc])).toBe(1);
    expect(await writeSkus(h.db, skuRows)).toBe(2);
    expect(await writeSkuDays(h.db, days)).toBe(3000);
    const snapshot = await rows(
      h.db,
      sql`select * from sku_daily_sales where shop_id = ${shopId} order by day, sku_id`,
    );

    expect(await writeSkcs(h.db, [skc])).toBe(0);
    expect(await writeSkus(h.db, skuRows)).toBe(0);
    expect(await writeSkuDays(h.db, days)).toBe(0);
    expect(await rows(h.db, sql`select * from sku_daily_sales where shop_id = ${shopId} order by day, sku_id`)).toEqual(
      snapshot,
    );

    // A changed figure (today's sales grew) is updated in place, not duplicated.
    expect(await writeSkuDays(h.db, [{ ...days[0]!, units: 99, salesCents: 99 * 1999 }])).toBe(1);
    const [n] = await rows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from sku_daily_sales where shop_id = ${shopId}`,
    );
    expect(n!.n).toBe(3000);
  });

  it('maintains the per-shop daily aggregate from the fact table', async () => {
    await refreshShopDaily(h.db, shopId, '2025-01-01', '2031-01-01');
    const [agg] = await rows<{ units: number; sales: string | number }>(
      h.db,
      sql`select sum(units)::int as units, sum(sales_cents)::bigint as sales from shop_daily where shop_id = ${shopId}`,
    );
    const [fact] = await rows<{ units: number; sales: string | number }>(
      h.db,
      sql`select sum(units)::int as units, sum(sales_cents)::bigint as sales from sku_daily_sales where shop_id = ${shopId}`,
    );
    expect(agg).toEqual(fact);
  });

  it('writes the smaller streams idempotently', async () => {
    const r = [
      {
        shopId,
        packageSn: 'PK1',
        skuId: '7001',
        skcId: '9001',
        units: 1,
        amountCents: 1999,
        reason: '尺码不合适',
        outboundAt: '2026-01-02T03:04:05Z',
      },
    ];
    expect(await writeStream(h.db, 'returns', r)).toBe(1);
    expect(await writeStream(h.db, 'returns', r)).toBe(0);
  });
});
