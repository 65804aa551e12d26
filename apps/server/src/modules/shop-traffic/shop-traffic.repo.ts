import type { TTrafficDay } from '@ksa/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.js';
import { shops, shopTrafficDaily } from '../../db/schema/index.js';
import { inShops } from '../../db/scope.js';

/** The tenant's Temu shop with this marketplace mallId, or null. */
export const getTemuShopByMall = async (db: Db, bossId: number, mallId: string) => {
  const [row] = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(and(eq(shops.bossId, bossId), eq(shops.platform, 'temu'), eq(shops.externalId, mallId)))
    .limit(1);
  return row ?? null;
};

/** One statement: every day of the report is stored, or (on any failure) none. A day reported again is replaced. */
export const upsertTrafficDays = async (
  db: Db,
  shopId: number,
  days: TTrafficDay[],
  by: { collectedAt: Date; userId: number; deviceId: number },
) => {
  await db
    .insert(shopTrafficDaily)
    .values(days.map((d) => ({ shopId, ...d, ...by })))
    .onConflictDoUpdate({
      target: [shopTrafficDaily.shopId, shopTrafficDaily.day],
      set: {
        exposure: sql`excluded.exposure`,
        clicks: sql`excluded.clicks`,
        visitors: sql`excluded.visitors`,
        addToCart: sql`excluded.add_to_cart`,
        buyers: sql`excluded.buyers`,
        collectedAt: sql`excluded.collected_at`,
        userId: sql`excluded.user_id`,
        deviceId: sql`excluded.device_id`,
      },
    });
};

export type TShopTrafficSum = Omit<TTrafficDay, 'day'> & { shopId: number; days: number; collectedAt: Date };

/** Per shop: the range's sums, how many days the plugin reported, and its latest collection. */
export const findTrafficSums = async (db: Db, ids: number[], from: string, to: string) => {
  if (!ids.length) {
    return [];
  }
  const list = await rows<{
    shop_id: number;
    exposure: number;
    clicks: number;
    visitors: number;
    add_to_cart: number;
    buyers: number;
    days: number;
    collected_at: Date | string;
  }>(
    db,
    sql`select shop_id, sum(exposure)::float8 as exposure, sum(clicks)::float8 as clicks,
          sum(visitors)::float8 as visitors, sum(add_to_cart)::float8 as add_to_cart, sum(buyers)::float8 as buyers,
          count(*)::int as days, max(collected_at) as collected_at
        from shop_traffic_daily
        where ${inShops(ids)} and day between ${from} and ${to}
        group by shop_id order by shop_id`,
  );
  return list.map(
    (r): TShopTrafficSum => ({
      shopId: Number(r.shop_id),
      exposure: Number(r.exposure),
      clicks: Number(r.clicks),
      visitors: Number(r.visitors),
      addToCart: Number(r.add_to_cart),
      buyers: Number(r.buyers),
      days: Number(r.days),
      collectedAt: new Date(r.collected_at),
    }),
  );
};
