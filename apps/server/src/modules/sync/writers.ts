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
