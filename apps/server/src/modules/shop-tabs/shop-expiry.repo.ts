import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shopDisplayNames, shops } from '../../db/schema/index.js';

/** Shops among ids that expired in (since, now], most recent first, with their display names. */
export const findExpiredSince = (db: Db, shopIds: number[], since: Date, now: Date) =>
  db
    .select({ id: shops.id, name: shops.name, custom: shopDisplayNames.displayName, expireAt: shops.expireAt })
    .from(shops)
    .leftJoin(shopDisplayNames, eq(shopDisplayNames.shopId, shops.id))
    .where(and(inArray(shops.id, shopIds), lte(shops.expireAt, now), gt(shops.expireAt, since)))
    .orderBy(desc(shops.expireAt), shops.id);

/** Ids among shopIds whose expiry falls in (after, until] (after null: any time up to until), by id. */
export const findExpiringIds = async (db: Db, shopIds: number[], after: Date | null, until: Date) =>
  (
    await db
      .select({ id: shops.id })
      .from(shops)
      .where(
        and(
          inArray(shops.id, shopIds),
          after ? and(gt(shops.expireAt, after), lte(shops.expireAt, until)) : lte(shops.expireAt, until),
        ),
      )
      .orderBy(shops.id)
  ).map((r) => r.id);
