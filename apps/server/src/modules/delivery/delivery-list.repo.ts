import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.js';

/** The list's filters other than status (the status badges count under them), in the database's terms. */
export type TDeliveryListFilter = {
  shopIds: number[];
  tab: 1 | 2 | 3;
  shipType: 0 | 1 | 2;
  /** Purchase-time bounds: [from, to) instants (Beijing days turned into times by the caller). */
  from?: Date;
  to?: Date;
  keyword?: string;
  /** Open orders due by this Beijing day (the shipper app's 'today'). */
  dueBy?: string;
};

const ids = (shopIds: number[]) => sql`${sql.param(shopIds)}::int[]`;

/**
 * Each stock order with its current shipping order (the newest not cancelled, else the newest: delivery-rows'
 * currentShip) and the spec's status (delivery-status.ts's deliveryStatusOf, written in SQL; a test holds the two
 * equal). The shipping order is found through ship_orders_stock_idx, one lookup per stock order.
 */
const withStatus = (from: SQL) => sql`
  select o.shop_id, o.order_sn, o.purchase_at, o.required_day, o.ship_type, o.skc_id, o.skus, c.delivery_sn, c.received_at,
         case
           when p.platform = 'shein' then case when o.market_status = 5 then 4 when o.market_status = 1 then 1 else 3 end
           when o.market_status in (4, 5, 8, 9, 10) then 4
           when o.market_status in (2, 3, 6, 7) or c.market_status in (1, 2, 3, 6) then 3
           when c.market_status = 0 and c.packed then 2
           else 1
         end as status
    from ${from}
    join shops p on p.id = o.shop_id
    left join lateral (select h.delivery_sn, h.market_status, h.packed, h.received_at from ship_orders h
                        where h.shop_id = o.shop_id and h.stock_order_sn = o.order_sn
                        order by h.market_status = 5, h.created_at desc, h.id desc limit 1) c on true`;

/** Conditions on a `withStatus` row `r`. */
const conditions = (f: TDeliveryListFilter): SQL => {
  const parts: SQL[] = [sql`true`];
  if (f.tab === 2) {
    parts.push(sql`r.delivery_sn is not null`);
  }
  if (f.tab === 3) {
    parts.push(sql`r.received_at is not null`);
  }
  if (f.shipType !== 2) {
    parts.push(sql`r.ship_type = ${f.shipType}`);
  }
  if (f.from) {
    parts.push(sql`r.purchase_at >= ${f.from.toISOString()}::timestamptz`);
  }
  if (f.to) {
    parts.push(sql`r.purchase_at < ${f.to.toISOString()}::timestamptz`);
  }
  if (f.dueBy) {
    parts.push(sql`r.status in (1, 2) and r.required_day <= ${f.dueBy}::date`);
  }
  const k = f.keyword?.trim().toLowerCase();
  if (k) {
    // strpos, not LIKE: the keyword's % and _ are plain characters.
    parts.push(sql`(strpos(lower(r.order_sn), ${k}) > 0 or strpos(lower(r.skc_id), ${k}) > 0
                    or strpos(lower(coalesce(r.delivery_sn, '')), ${k}) > 0
                    or exists (select 1 from jsonb_array_elements(r.skus) s
                                where strpos(lower(s->>'skuId'), ${k}) > 0 or strpos(lower(s->>'extCode'), ${k}) > 0))`);
  }
  return sql.join(parts, sql` and `);
};

/** How many orders each status has under the filters. */
export const countDeliveryByStatus = async (db: Db, f: TDeliveryListFilter) =>
  f.shopIds.length
    ? rows<{ status: number; n: number }>(
        db,
        sql`select r.status, count(*)::int n
              from (${withStatus(sql`stock_orders o`)} where o.shop_id = any(${ids(f.shopIds)})) r
             where ${conditions(f)} group by r.status`,
      )
    : [];

/**
 * One page of (shop, order) keys, newest purchase first. Each shop's orders are read in the order of
 * stock_orders_list_idx and stop at the page's end, so a page costs its offset, not the shop's size; the shops'
 * runs are then merged.
 */
export const deliveryPageSql = (f: TDeliveryListFilter, status: number | undefined, offset: number, limit: number) =>
  sql`select t.shop_id, t.order_sn from unnest(${ids(f.shopIds)}) as i(id)
        cross join lateral (
          select r.shop_id, r.order_sn, r.purchase_at
            from (${withStatus(sql`stock_orders o`)} where o.shop_id = i.id) r
           where ${conditions(f)} ${status ? sql`and r.status = ${status}` : sql``}
           order by r.purchase_at desc nulls last, r.order_sn limit ${offset + limit}) t
       order by t.purchase_at desc nulls last, t.order_sn, t.shop_id limit ${limit} offset ${offset}`;

export const pageDeliveryKeys = async (
  db: Db,
  f: TDeliveryListFilter,
  status: number | undefined,
  offset: number,
  limit: number,
) =>
  f.shopIds.length ? rows<{ shop_id: number; order_sn: string }>(db, deliveryPageSql(f, status, offset, limit)) : [];
