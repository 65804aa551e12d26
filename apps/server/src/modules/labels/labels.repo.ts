import type { TGpsrData, TLabelKind, TLabelLayout } from '@ksa/contract';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gpsrTemplates, labelSkuGpsr, labelSkuTemplates, labelTemplates } from '../../db/schema/index.js';
import { forBoss } from '../../db/scope.js';

type TOwner = { bossId: number };

const tplSkuCount = sql<number>`(select count(*)::int from ${labelSkuTemplates} where ${labelSkuTemplates.templateId} = ${labelTemplates.id})`;
const gpsrSkuCount = sql<number>`(select count(*)::int from ${labelSkuGpsr} where ${labelSkuGpsr.gpsrId} = ${gpsrTemplates.id})`;
const TEMPLATE_COLUMNS = {
  id: labelTemplates.id,
  kind: labelTemplates.kind,
  name: labelTemplates.name,
  layout: labelTemplates.layout,
  isDefault: labelTemplates.isDefault,
  updatedAt: labelTemplates.updatedAt,
  skuCount: tplSkuCount,
};
export type TTemplateRow = {
  id: number;
  kind: TLabelKind;
  name: string;
  layout: TLabelLayout;
  isDefault: boolean;
  updatedAt: Date;
  skuCount: number;
};

/** The tenant's templates, optionally of one kind, defaults first then newest. */
export const findTemplates = (db: Db, owner: TOwner, kind?: TLabelKind): Promise<TTemplateRow[]> =>
  db
    .select(TEMPLATE_COLUMNS)
    .from(labelTemplates)
    .where(kind ? and(forBoss(labelTemplates, owner), eq(labelTemplates.kind, kind)) : forBoss(labelTemplates, owner))
    .orderBy(sql`${labelTemplates.isDefault} desc`, asc(labelTemplates.id));

export const getTemplate = async (db: Db, owner: TOwner, id: number): Promise<TTemplateRow | null> =>
  (
    await db
      .select(TEMPLATE_COLUMNS)
      .from(labelTemplates)
      .where(and(eq(labelTemplates.id, id), forBoss(labelTemplates, owner)))
      .limit(1)
  )[0] ?? null;

export const getDefaultTemplate = async (db: Db, owner: TOwner, kind: TLabelKind): Promise<TTemplateRow | null> =>
  (
    await db
      .select(TEMPLATE_COLUMNS)
      .from(labelTemplates)
      .where(and(forBoss(labelTemplates, owner), eq(labelTemplates.kind, kind), eq(labelTemplates.isDefault, true)))
      .limit(1)
  )[0] ?? null;

export const countTemplates = async (db: Db, owner: TOwner) =>
  (await db.select({ n: count() }).from(labelTemplates).where(forBoss(labelTemplates, owner)))[0]?.n ?? 0;

export const insertTemplate = async (
  db: Db,
  owner: TOwner,
  v: { kind: TLabelKind; name: string; layout: TLabelLayout; isDefault: boolean },
) =>
  (
    await db
      .insert(labelTemplates)
      .values({ bossId: owner.bossId, ...v })
      .returning({ id: labelTemplates.id })
  )[0]!.id;

export const updateTemplate = (
  db: Db,
  owner: TOwner,
  id: number,
  patch: { name?: string; layout?: TLabelLayout; isDefault?: boolean },
  now: Date,
) =>
  db
    .update(labelTemplates)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(labelTemplates.id, id), forBoss(labelTemplates, owner)));

/** Leaves `keepId` the only default of its kind. */
export const clearOtherDefaults = (db: Db, owner: TOwner, kind: TLabelKind, keepId: number) =>
  db
    .update(labelTemplates)
    .set({ isDefault: false })
    .where(
      and(
        forBoss(labelTemplates, owner),
        eq(labelTemplates.kind, kind),
        eq(labelTemplates.isDefault, true),
        ne(labelTemplates.id, keepId),
      ),
    );

export const deleteTemplate = async (db: Db, owner: TOwner, id: number) =>
  (
    await db
      .delete(labelTemplates)
      .where(and(eq(labelTemplates.id, id), forBoss(labelTemplates, owner)))
      .returning({ id: labelTemplates.id })
  ).length;

const GPSR_COLUMNS = {
  id: gpsrTemplates.id,
  name: gpsrTemplates.name,
  data: gpsrTemplates.data,
  updatedAt: gpsrTemplates.updatedAt,
  skuCount: gpsrSkuCount,
};
export type TGpsrRow = { id: number; name: string; data: TGpsrData; updatedAt: Date; skuCount: number };

export const findGpsr = (db: Db, owner: TOwner): Promise<TGpsrRow[]> =>
  db.select(GPSR_COLUMNS).from(gpsrTemplates).where(forBoss(gpsrTemplates, owner)).orderBy(asc(gpsrTemplates.id));

export const getGpsr = async (db: Db, owner: TOwner, id: number): Promise<TGpsrRow | null> =>
  (
    await db
      .select(GPSR_COLUMNS)
      .from(gpsrTemplates)
      .where(and(eq(gpsrTemplates.id, id), forBoss(gpsrTemplates, owner)))
      .limit(1)
  )[0] ?? null;

export const countGpsr = async (db: Db, owner: TOwner) =>
  (await db.select({ n: count() }).from(gpsrTemplates).where(forBoss(gpsrTemplates, owner)))[0]?.n ?? 0;

export const insertGpsr = async (db: Db, owner: TOwner, v: { name: string; data: TGpsrData }) =>
  (
    await db
      .insert(gpsrTemplates)
      .values({ bossId: owner.bossId, ...v })
      .returning({ id: gpsrTemplates.id })
  )[0]!.id;

export const updateGpsr = async (db: Db, owner: TOwner, id: number, v: { name: string; data: TGpsrData }, now: Date) =>
  (
    await db
      .update(gpsrTemplates)
      .set({ ...v, updatedAt: now })
      .where(and(eq(gpsrTemplates.id, id), forBoss(gpsrTemplates, owner)))
      .returning({ id: gpsrTemplates.id })
  ).length;

export const deleteGpsr = async (db: Db, owner: TOwner, id: number) =>
  (
    await db
      .delete(gpsrTemplates)
      .where(and(eq(gpsrTemplates.id, id), forBoss(gpsrTemplates, owner)))
      .returning({ id: gpsrTemplates.id })
  ).length;
