import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rows } from '../../db/client.js';
import { renewalOrders, renewalPayments, renewalRefunds, users } from '../../db/schema/index.js';

/** Orders of every tenant (newest first), with the BOSS's phone. */
export const findAllOrders = async (
  db: Db,
  filter: { bossId?: number; orderNo?: string },
  offset: number,
  limit: number,
) => {
  const conds: SQL[] = [];
  if (filter.bossId) {
    conds.push(eq(renewalOrders.bossId, filter.bossId));
  }
  if (filter.orderNo) {
    conds.push(eq(renewalOrders.orderNo, filter.orderNo));
  }
  const where = conds.length ? and(...conds) : undefined;
  const list = await db
    .select({ order: renewalOrders, bossPhone: users.phone })
    .from(renewalOrders)
    .leftJoin(users, eq(users.id, renewalOrders.bossId))
    .where(where)
    .orderBy(desc(renewalOrders.createdAt), desc(renewalOrders.id))
    .offset(offset)
    .limit(limit);
  const total = Number((await db.select({ n: count() }).from(renewalOrders).where(where))[0]?.n ?? 0);
  return { list, total };
};

/**
 * Revenue by Beijing-time month from the recorded payments (the money received), with what was refunded in each
 * month (refunds the provider accepted, dated when asked) and the number of paid orders.
 */
export const revenueByMonth = (db: Db, since: Date) =>
  rows<{ month: string; paid: number; refunded: number; orders: number }>(
    db,
    sql`with p as (
      select to_char(coalesce(${renewalPayments.paidAt}, ${renewalPayments.recordedAt}) at time zone 'Asia/Shanghai', 'YYYY-MM') as month,
             ${renewalPayments.amountFen} as paid, 0 as refunded, 1 as orders
      from ${renewalPayments}
      where coalesce(${renewalPayments.paidAt}, ${renewalPayments.recordedAt}) >= ${since.toISOString()}
      union all
      select to_char(${renewalRefunds.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM'), 0, ${renewalRefunds.amountFen}, 0
      from ${renewalRefunds}
      where ${renewalRefunds.state} in ('processing', 'success') and ${renewalRefunds.createdAt} >= ${since.toISOString()}
    )
    select month, sum(paid)::int as paid, sum(refunded)::int as refunded, sum(orders)::int as orders
    from p group by month order by month`,
  );
