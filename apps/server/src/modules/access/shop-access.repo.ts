import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shopStaff, shops } from '../../db/schema/index.js';
import { forBoss } from '../../db/scope.js';

const SHOP_ACCESS_COLUMNS = {
  id: shops.id,
  platform: shops.platform,
  expireAt: shops.expireAt,
  currency: shops.currency,
};

/** All of a tenant's shops, with what access decisions need (platform, expiry). */
export const findTenantShops = (db: Db, owner: { bossId: number }) =>
  db.select(SHOP_ACCESS_COLUMNS).from(shops).where(forBoss(shops, owner));

/** The shops assigned to one staff member, within their own BOSS's tenant only. */
export const findAssignedShops = (db: Db, staff: { userId: number; bossId: number }) =>
  db
    .select(SHOP_ACCESS_COLUMNS)
    .from(shopStaff)
    .innerJoin(shops, eq(shops.id, shopStaff.shopId))
    .where(and(eq(shopStaff.userId, staff.userId), forBoss(shops, staff)));
