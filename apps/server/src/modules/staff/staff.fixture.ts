import { skuDailySales, skus } from '../../db/schema/index.js';
import { freshPhone, type THarness } from '../../test/harness.js';
import { addDays, bjDay } from '../sync/days.js';
import { refreshShopDaily } from '../sync/shop-daily.js';

/** Gives a shop one SKU that sold `units` a day at 10 yuan for the last `days` days (ending yesterday). */
export const seedSales = async (h: THarness, shopId: number, days = 5, units = 3) => {
  const yesterday = addDays(bjDay(h.clock.now()), -1);
  await h.db.db.insert(skus).values({ shopId, skuId: `sku-${shopId}`, skcId: `skc-${shopId}`, priceCents: 1000 });
  await h.db.db.insert(skuDailySales).values(
    Array.from({ length: days }, (_, i) => ({
      shopId,
      day: addDays(yesterday, -i),
      skuId: `sku-${shopId}`,
      skcId: `skc-${shopId}`,
      units,
      salesCents: units * 1000,
    })),
  );
  await refreshShopDaily(h.db.db, shopId, addDays(yesterday, -(days - 1)), yesterday);
  return { skuId: `sku-${shopId}`, firstDay: addDays(yesterday, -(days - 1)), yesterday };
};

/** Assigns a new 店长/财务 through the API and logs them in with their password. */
export const addManager = async (
  h: THarness,
  bossToken: string,
  o: { temu?: number[]; shein?: number[]; permissions?: string[]; role?: 'manager' | 'finance' },
) => {
  const phone = freshPhone();
  const res = await h.post(
    '/api/order/distributeShopToUserNoCode',
    {
      phone,
      role: o.role ?? 'manager',
      password: 'staff123',
      temuShopIdList: (o.temu ?? []).join(','),
      sheinShopIdList: (o.shein ?? []).join(','),
      permissionIdList: (o.permissions ?? []).join(','),
    },
    bossToken,
  );
  if (res.body.code !== 0) {
    throw new Error(`assign failed: ${res.body.msg}`);
  }
  const login = await h.post('/api/auth/login', { userName: phone, password: 'staff123' });
  return { phone, token: login.body.data.token as string };
};
