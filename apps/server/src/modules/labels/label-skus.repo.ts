import type { TLabelKind } from '@ksa/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { labelSkuGpsr, labelSkuTemplates, shops, skcs, skus } from '../../db/schema/index.js';
import { forBoss } from '../../db/scope.js';

type TOwner = { bossId: number };
export type TSkuKey = { shopId: number; skuId: string };
export type TSkuRow = {
  shopId: number;
  shopName: string;
  skuId: string;
  skcId: string;
  extCode: string | null;
  className: string;
  name: string;
};

const key = (k: TSkuKey) => `${k.shopId}:${k.skuId}`;
const SKU_COLUMNS = {
  shopId: skus.shopId,
  shopName: shops.name,
  skuId: skus.skuId,
  skcId: skus.skcId,
  extCode: skus.extCode,
  className: skus.className,
  name: sql<string>`coalesce(${skcs.customName}, ${skcs.name})`,
};

const skuQuery = (db: Db) =>
  db
    .select(SKU_COLUMNS)
    .from(skus)
    .innerJoin(shops, eq(shops.id, skus.shopId))
    .innerJoin(skcs, and(eq(skcs.shopId, skus.shopId), eq(skcs.skcId, skus.skcId)));

/** The tenant's synced SKUs among `keys` (a key of another tenant or unknown is simply absent). */
export const findSkus = async (db: Db, owner: TOwner, keys: TSkuKey[]): Promise<TSkuRow[]> => {
  if (keys.length === 0) {
    return [];
  }
  const want = new Set(keys.map(key));
  const rows = await skuQuery(db).where(
    and(
      forBoss(shops, owner),
      inArray(skus.shopId, [...new Set(keys.map((k) => k.shopId))]),
      inArray(skus.skuId, [...new Set(keys.map((k) => k.skuId))]),
    ),
  );
  return rows.filter((r) => want.has(key(r)));
};

/** A SKU id in the tenant's shops (optionally one shop), first shop first. */
export const findSkusById = (db: Db, owner: TOwner, skuId: string, shopId?: number): Promise<TSkuRow[]> =>
  skuQuery(db)
    .where(and(forBoss(shops, owner), eq(skus.skuId, skuId), shopId ? eq(skus.shopId, shopId) : undefined))
    .orderBy(skus.shopId);

export const findTemplateBindings = async (db: Db, owner: TOwner, keys: TSkuKey[]) => {
  if (keys.length === 0) {
    return [];
  }
  const want = new Set(keys.map(key));
  const rows = await db
    .select()
    .from(labelSkuTemplates)
    .where(
      and(forBoss(labelSkuTemplates, owner), inArray(labelSkuTemplates.skuId, [...new Set(keys.map((k) => k.skuId))])),
    );
  return rows.filter((r) => want.has(key(r)));
};

export const findGpsrBindings = async (db: Db, owner: TOwner, keys: TSkuKey[]) => {
  if (keys.length === 0) {
    return [];
  }
  const want = new Set(keys.map(key));
  const rows = await db
    .select()
    .from(labelSkuGpsr)
    .where(and(forBoss(labelSkuGpsr, owner), inArray(labelSkuGpsr.skuId, [...new Set(keys.map((k) => k.skuId))])));
  return rows.filter((r) => want.has(key(r)));
};

export const bindTemplate = (db: Db, owner: TOwner, kind: TLabelKind, templateId: number, keys: TSkuKey[]) =>
  db
    .insert(labelSkuTemplates)
    .values(keys.map((k) => ({ bossId: owner.bossId, shopId: k.shopId, skuId: k.skuId, kind, templateId })))
    .onConflictDoUpdate({
      target: [labelSkuTemplates.shopId, labelSkuTemplates.skuId, labelSkuTemplates.kind],
      set: { templateId },
    });

export const unbindTemplates = async (db: Db, owner: TOwner, kind: TLabelKind, keys: TSkuKey[]) => {
  for (const shopId of new Set(keys.map((k) => k.shopId))) {
    const ids = keys.filter((k) => k.shopId === shopId).map((k) => k.skuId);
    await db
      .delete(labelSkuTemplates)
      .where(
        and(
          forBoss(labelSkuTemplates, owner),
          eq(labelSkuTemplates.kind, kind),
          eq(labelSkuTemplates.shopId, shopId),
          inArray(labelSkuTemplates.skuId, ids),
        ),
      );
  }
};

export const bindGpsr = (db: Db, owner: TOwner, gpsrId: number, keys: TSkuKey[]) =>
  db
    .insert(labelSkuGpsr)
    .values(keys.map((k) => ({ bossId: owner.bossId, shopId: k.shopId, skuId: k.skuId, gpsrId })))
    .onConflictDoUpdate({ target: [labelSkuGpsr.shopId, labelSkuGpsr.skuId], set: { gpsrId } });

export const unbindGpsr = async (db: Db, owner: TOwner, keys: TSkuKey[]) => {
  for (const shopId of new Set(keys.map((k) => k.shopId))) {
    const ids = keys.filter((k) => k.shopId === shopId).map((k) => k.skuId);
    await db
      .delete(labelSkuGpsr)
      .where(and(forBoss(labelSkuGpsr, owner), eq(labelSkuGpsr.shopId, shopId), inArray(labelSkuGpsr.skuId, ids)));
  }
};
