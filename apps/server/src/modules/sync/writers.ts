import { PriceBands } from '@ksa/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { upsertRows } from './upsert.js';

/** Rows as the sync writes them: the connectors' normalized records plus the shop id. */
export type TSkcRow = {
  shopId: number;
  skcId: string;
  productId: string;
  skcExtCode: string | null;
  name: string;
  category: string;
  categoryPath: string[];
  imageUrl: string | null;
  createdDay: string;
  offShelfDay: string | null;
};
export type TSkuRow = {
  shopId: number;
  skuId: string;
  skcId: string;
  extCode: string | null;
  className: string;
  priceCents: number;
};
export type TSkuDayRow = {
  shopId: number;
  day: string;
  skuId: string;
  skcId: string;
  units: number;
  salesCents: number;
};
export type TStockRow = {
  shopId: number;
  day: string;
  skuId: string;
  warehouse: number;
  waitReceive: number;
  waitDelivery: number;
  unavailable: number;
};

export const writeSkcs = (db: Db, rows: TSkcRow[]) =>
  upsertRows(
    db,
    'skcs',
    [
      { name: 'shop_id', key: 'shopId', type: 'int' },
      { name: 'skc_id', key: 'skcId', type: 'text' },
      { name: 'product_id', key: 'productId', type: 'text' },
      { name: 'skc_ext_code', key: 'skcExtCode', type: 'text' },
      { name: 'name', key: 'name', type: 'text' },
      { name: 'category', key: 'category', type: 'text' },
      { name: 'category_path', key: 'categoryPath', type: 'jsonb' },
      { name: 'image_url', key: 'imageUrl', type: 'text' },
      { name: 'created_day', key: 'createdDay', type: 'date' },
      { name: 'off_shelf_day', key: 'offShelfDay', type: 'date' },
    ],
    ['shop_id', 'skc_id'],
    rows,
  );

export const writeSkus = (db: Db, rows: TSkuRow[]) =>
  upsertRows(
    db,
    'skus',
    [
      { name: 'shop_id', key: 'shopId', type: 'int' },
      { name: 'sku_id', key: 'skuId', type: 'text' },
      { name: 'skc_id', key: 'skcId', type: 'text' },
      { name: 'ext_code', key: 'extCode', type: 'text' },
      { name: 'class_name', key: 'className', type: 'text' },
      { name: 'price_cents', key: 'priceCents', type: 'bigint' },
    ],
    ['shop_id', 'sku_id'],
    rows,
  );

export const writeSkuDays = (db: Db, rows: TSkuDayRow[]) =>
  upsertRows(
    db,
    'sku_daily_sales',
    [
      { name: 'shop_id', key: 'shopId', type: 'int' },
      { name: 'day', key: 'day', type: 'date' },
      { name: 'sku_id', key: 'skuId', type: 'text' },
      { name: 'skc_id', key: 'skcId', type: 'text' },
      { name: 'units', key: 'units', type: 'int' },
      { name: 'sales_cents', key: 'salesCents', type: 'bigint' },
    ],
    ['shop_id', 'day', 'sku_id'],
    rows,
  );

export const writeStock = (db: Db, rows: TStockRow[]) =>
  upsertRows(
    db,
    'stock_snapshots',
    [
      { name: 'shop_id', key: 'shopId', type: 'int' },
      { name: 'day', key: 'day', type: 'date' },
      { name: 'sku_id', key: 'skuId', type: 'text' },
      { name: 'warehouse', key: 'warehouse', type: 'int' },
      { name: 'wait_receive', key: 'waitReceive', type: 'int' },
      { name: 'wait_delivery', key: 'waitDelivery', type: 'int' },
      { name: 'unavailable', key: 'unavailable', type: 'int' },
    ],
    ['shop_id', 'day', 'sku_id'],
    rows,
  );

/**
 * Keeps the per-shop daily aggregate in step with the fact table for the days a sync touched, so
 * dashboards read one row per shop and day whatever the catalogue size.
 */
export const refreshShopDaily = async (db: Db, shopId: number, from: string, to: string) => {
  // The stock figures depend on what this refresh changes (sales, costs): recomputed on the next read.
  await db.execute(sql`delete from shop_stock_summary where shop_id = ${shopId}`);
  await db.execute(sql`
    insert into skc_daily (shop_id, day, skc_id, units, sales_cents)
    select shop_id, day, skc_id, sum(units)::int, sum(sales_cents)::bigint
    from sku_daily_sales where shop_id = ${shopId} and day between ${from}::date and ${to}::date
    group by shop_id, day, skc_id
    on conflict (shop_id, day, skc_id) do update set units = excluded.units, sales_cents = excluded.sales_cents
    where (skc_daily.units, skc_daily.sales_cents) is distinct from (excluded.units, excluded.sales_cents)`);
  await db.execute(sql`
    update skcs k set first_sale_day = f.d
      from (select skc_id, min(day) d from skc_daily
             where shop_id = ${shopId} and day between ${from}::date and ${to}::date and units > 0 group by skc_id) f
     where k.shop_id = ${shopId} and k.skc_id = f.skc_id and (k.first_sale_day is null or k.first_sale_day > f.d)`);
  // Category and price-band breakdowns of the same days (the dashboards read these, not SKU-days).
  await db.execute(
    sql`delete from shop_daily_category where shop_id = ${shopId} and day between ${from}::date and ${to}::date`,
  );
  await db.execute(sql`
    insert into shop_daily_category (shop_id, day, category, units, sales_cents)
    select d.shop_id, d.day, k.category, sum(d.units)::int, sum(d.sales_cents)::bigint
      from skc_daily d join skcs k on k.shop_id = d.shop_id and k.skc_id = d.skc_id
     where d.shop_id = ${shopId} and d.day between ${from}::date and ${to}::date
     group by 1, 2, 3`);
  await db.execute(
    sql`delete from shop_daily_price where shop_id = ${shopId} and day between ${from}::date and ${to}::date`,
  );
  await db.execute(sql`
    insert into shop_daily_price (shop_id, day, band, units, sales_cents)
    select d.shop_id, d.day, greatest(1, width_bucket(s.price_cents, ${sql.param([...PriceBands])}::bigint[]))::smallint,
           sum(d.units)::int, sum(d.sales_cents)::bigint
      from sku_daily_sales d join skus s on s.shop_id = d.shop_id and s.sku_id = d.sku_id
     where d.shop_id = ${shopId} and d.day between ${from}::date and ${to}::date
     group by 1, 2, 3`);
  await db.execute(sql`
    update skus s set first_sale_day = f.d
      from (select sku_id, min(day) d from sku_daily_sales
             where shop_id = ${shopId} and day between ${from}::date and ${to}::date and units > 0 group by sku_id) f
     where s.shop_id = ${shopId} and s.sku_id = f.sku_id and (s.first_sale_day is null or s.first_sale_day > f.d)`);
  // Each SKU-day is costed with the cost valid on that day (the latest entry not after it).
  await db.execute(sql`
    insert into shop_daily (shop_id, day, units, sales_cents, skus_sold, cost_cents, costed_units, costed_sales_cents)
    select d.shop_id, d.day, sum(d.units)::int, sum(d.sales_cents)::bigint, count(*) filter (where d.units > 0)::int,
           coalesce(sum(d.units * c.cost_cents), 0)::bigint,
           coalesce(sum(d.units) filter (where c.cost_cents is not null), 0)::int,
           coalesce(sum(d.sales_cents) filter (where c.cost_cents is not null), 0)::bigint
    from sku_daily_sales d
    left join lateral (
      select k.cost_cents from sku_costs k
       where k.shop_id = d.shop_id and k.sku_id = d.sku_id and k.effective_from <= d.day
       order by k.effective_from desc limit 1) c on true
    where d.shop_id = ${shopId} and d.day between ${from}::date and ${to}::date
    group by d.shop_id, d.day
    on conflict (shop_id, day) do update set units = excluded.units, sales_cents = excluded.sales_cents,
      skus_sold = excluded.skus_sold, cost_cents = excluded.cost_cents, costed_units = excluded.costed_units,
      costed_sales_cents = excluded.costed_sales_cents
    where (shop_daily.units, shop_daily.sales_cents, shop_daily.skus_sold, shop_daily.cost_cents, shop_daily.costed_units,
           shop_daily.costed_sales_cents)
      is distinct from (excluded.units, excluded.sales_cents, excluded.skus_sold, excluded.cost_cents,
           excluded.costed_units, excluded.costed_sales_cents)`);
};
