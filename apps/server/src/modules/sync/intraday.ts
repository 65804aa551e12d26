import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addDays } from '../../lib/days.js';

/**
 * Records today's running total after a sync (from the daily aggregate just refreshed) and drops the
 * records older than three days: tomorrow compares its morning with today's at the same minute.
 */
export const recordIntraday = async (db: Db, shopId: number, today: string, at: Date) => {
  await db.execute(sql`
    insert into shop_intraday (shop_id, at, day, units, sales_cents)
    select ${shopId}, ${at}, ${today}, coalesce(sum(units), 0), coalesce(sum(sales_cents), 0)
      from shop_daily where shop_id = ${shopId} and day = ${today}
    on conflict (shop_id, at) do update set units = excluded.units, sales_cents = excluded.sales_cents`);
  await db.execute(sql`delete from shop_intraday where shop_id = ${shopId} and day < ${addDays(today, -3)}`);
};
