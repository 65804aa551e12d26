import type { Db } from '../../db/client.js';
import { upsertRows } from './upsert.js';

type TType = 'int' | 'bigint' | 'text' | 'date' | 'timestamptz' | 'float8';
type TSpec = { table: string; cols: [name: string, key: string, type: TType][]; conflict: string[] };

const spec = (table: string, conflict: string[], cols: TSpec['cols']): TSpec => ({ table, cols, conflict });

/** The smaller per-shop streams; each row carries shopId plus the fields named here. */
export const Streams = {
  returns: spec(
    'returns',
    ['shop_id', 'package_sn', 'sku_id'],
    [
      ['shop_id', 'shopId', 'int'],
      ['package_sn', 'packageSn', 'text'],
      ['sku_id', 'skuId', 'text'],
      ['skc_id', 'skcId', 'text'],
      ['units', 'units', 'int'],
      ['amount_cents', 'amountCents', 'bigint'],
      ['reason', 'reason', 'text'],
      ['outbound_at', 'outboundAt', 'timestamptz'],
    ],
  ),
  orders: spec(
    'order_lines',
    ['shop_id', 'order_no', 'sku_id'],
    [
      ['shop_id', 'shopId', 'int'],
      ['order_no', 'orderNo', 'text'],
      ['sku_id', 'skuId', 'text'],
      ['skc_id', 'skcId', 'text'],
      ['units', 'units', 'int'],
      ['sales_cents', 'salesCents', 'bigint'],
      ['at', 'at', 'timestamptz'],
    ],
  ),
  activities: spec(
    'activities',
    ['shop_id', 'activity_id'],
    [
      ['shop_id', 'shopId', 'int'],
      ['activity_id', 'activityId', 'text'],
      ['name', 'name', 'text'],
      ['type', 'type', 'text'],
      ['start_day', 'startDay', 'date'],
      ['end_day', 'endDay', 'date'],
    ],
  ),
  enrollments: spec(
    'activity_enrollments',
    ['shop_id', 'enroll_id'],
    [
      ['shop_id', 'shopId', 'int'],
      ['enroll_id', 'enrollId', 'text'],
      ['activity_id', 'activityId', 'text'],
      ['skc_id', 'skcId', 'text'],
      ['activity_stock', 'activityStock', 'int'],
    ],
  ),
  activityRecords: spec(
    'activity_stock_records',
    ['shop_id', 'enroll_id', 'at'],
    [
      ['shop_id', 'shopId', 'int'],
      ['enroll_id', 'enrollId', 'text'],
      ['at', 'at', 'timestamptz'],
      ['remaining', 'remaining', 'int'],
      ['total', 'total', 'int'],
    ],
  ),
  ratings: spec(
    'delivery_ratings',
    ['shop_id', 'week_start_day'],
    [
      ['shop_id', 'shopId', 'int'],
      ['week_start_day', 'weekStartDay', 'date'],
      ['level', 'level', 'text'],
      ['score', 'score', 'float8'],
    ],
  ),
  reviews: spec(
    'reviews',
    ['shop_id', 'review_id'],
    [
      ['shop_id', 'shopId', 'int'],
      ['review_id', 'reviewId', 'text'],
      ['skc_id', 'skcId', 'text'],
      ['stars', 'stars', 'int'],
      ['text', 'text', 'text'],
      ['at', 'at', 'timestamptz'],
    ],
  ),
  finance: spec(
    'finance_snapshots',
    ['shop_id', 'at'],
    [
      ['shop_id', 'shopId', 'int'],
      ['at', 'at', 'timestamptz'],
      ['balance_cents', 'balanceCents', 'bigint'],
      ['pending_cents', 'pendingCents', 'bigint'],
      ['currency', 'currency', 'text'],
    ],
  ),
  // One row per shop: the latest read replaces the one before.
  todo: spec(
    'shop_todos',
    ['shop_id'],
    [
      ['shop_id', 'shopId', 'int'],
      ['price_declaring', 'priceDeclaring', 'int'],
      ['abnormal', 'abnormal', 'int'],
      ['returns_pending', 'returnsPending', 'int'],
      ['at', 'at', 'timestamptz'],
    ],
  ),
  notices: spec(
    'notices',
    ['shop_id', 'notice_id'],
    [
      ['shop_id', 'shopId', 'int'],
      ['notice_id', 'noticeId', 'text'],
      ['kind', 'kind', 'text'],
      ['title', 'title', 'text'],
      ['body', 'body', 'text'],
      ['at', 'at', 'timestamptz'],
    ],
  ),
} as const;

export type TStreamName = keyof typeof Streams;

export const writeStream = (db: Db, name: TStreamName, rows: Record<string, unknown>[]) => {
  const s = Streams[name];
  return upsertRows(
    db,
    s.table,
    s.cols.map(([colName, key, type]) => ({ name: colName, key, type })),
    s.conflict,
    rows,
  );
};
