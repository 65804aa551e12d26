import { and, eq, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.js';
import { marketplaceAccounts, users } from '../../db/schema/index.js';

/** Phones of the BOSS's Temu main accounts whose marketplace session dropped (the UI offers a rebind). */
export const findRebindPhones = async (db: Db, bossId: number) =>
  (
    await db
      .select({ phone: marketplaceAccounts.phone })
      .from(marketplaceAccounts)
      .where(and(eq(marketplaceAccounts.bossId, bossId), eq(marketplaceAccounts.status, 'needs_relogin')))
  )
    .map((r) => r.phone)
    .filter((p): p is string => Boolean(p));

/** The earliest day of the daily aggregate over these shops (an index probe per shop). */
export const firstDataDay = async (db: Db, shopIds: number[]) => {
  if (!shopIds.length) {
    return null;
  }
  const [r] = await rows<{ d: string | null }>(
    db,
    sql`select to_char(min(d), 'YYYY-MM-DD') d from (select (select min(day) from shop_daily where shop_id = s.id) d
          from unnest(${sql.param(shopIds)}::int[]) as s(id)) x`,
  );
  return r?.d ?? null;
};

export const findDisplayCurrency = async (db: Db, userId: number) => {
  const [r] = await db.select({ c: users.displayCurrency }).from(users).where(eq(users.id, userId));
  return r?.c ?? null;
};

export const updateDisplayCurrency = (db: Db, userId: number, currency: string) =>
  db.update(users).set({ displayCurrency: currency }).where(eq(users.id, userId));
