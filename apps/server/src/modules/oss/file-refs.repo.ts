import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  aiDrafts,
  collectedProducts,
  gpsrTemplates,
  labelTemplates,
  shipOrders,
  siteNotices,
} from '../../db/schema/index.js';

/**
 * Every column that can hold one of our own files, by URL (/oss/files/<key>, whatever the origin) or by key:
 * collected and draft pictures (translated ones included), label and GPSR templates' images, shippers' photos
 * and the operator's notices. A new column that stores an upload belongs here, or its files expire.
 */
export const FILE_REF_COLUMNS: readonly AnyPgColumn[] = [
  collectedProducts.images,
  collectedProducts.skus,
  aiDrafts.images,
  aiDrafts.skus,
  aiDrafts.description,
  labelTemplates.layout,
  gpsrTemplates.data,
  shipOrders.photos,
  siteNotices.bodyMd,
];

/** Which of these keys some row names anywhere in FILE_REF_COLUMNS (across tenants: a key is global). */
export const findReferencedKeys = async (db: Db, keys: string[]): Promise<Set<string>> => {
  const found = new Set<string>();
  if (keys.length === 0) {
    return found;
  }
  for (const col of FILE_REF_COLUMNS) {
    const left = keys.filter((k) => !found.has(k));
    if (left.length === 0) {
      break;
    }
    const res = (await db.execute(
      sql`select k.key from unnest(${sql.param(left)}::text[]) as k(key) where exists (select 1 from ${col.table} where strpos(${col}::text, k.key) > 0)`,
    )) as unknown as { rows: { key: string }[] };
    for (const r of res.rows) {
      found.add(r.key);
    }
  }
  return found;
};
