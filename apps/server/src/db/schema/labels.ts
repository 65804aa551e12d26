import type { TGpsrData, TLabelKind, TLabelLayout } from '@ksa/contract';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './marketplace.js';
import { users } from './users.js';

const bossId = () =>
  integer('boss_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** A BOSS's label templates (SKU label, box label, GPSR label): the spec's layout object stored as it is. */
export const labelTemplates = pgTable(
  'label_templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bossId: bossId(),
    kind: text().notNull().$type<TLabelKind>(),
    name: text().notNull(),
    layout: jsonb().$type<TLabelLayout>().notNull(),
    /** The one template of its kind printed for SKUs bound to none. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [index('label_templates_boss_idx').on(t.bossId, t.kind)],
);

/** GPSR information entered once (manufacturer, EU responsible person, warnings per language), bound to SKUs. */
export const gpsrTemplates = pgTable(
  'gpsr_templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bossId: bossId(),
    name: text().notNull(),
    data: jsonb().$type<TGpsrData>().notNull(),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [index('gpsr_templates_boss_idx').on(t.bossId)],
);

/** A synced SKU's template per kind; deleting the template or the shop removes the binding. */
export const labelSkuTemplates = pgTable(
  'label_sku_templates',
  {
    bossId: bossId(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    skuId: text('sku_id').notNull(),
    kind: text().notNull().$type<TLabelKind>(),
    templateId: integer('template_id')
      .notNull()
      .references(() => labelTemplates.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.skuId, t.kind] }),
    index('label_sku_templates_tpl_idx').on(t.templateId),
    index('label_sku_templates_sku_idx').on(t.bossId, t.skuId),
  ],
);

/** A synced SKU's GPSR information. */
export const labelSkuGpsr = pgTable(
  'label_sku_gpsr',
  {
    bossId: bossId(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    skuId: text('sku_id').notNull(),
    gpsrId: integer('gpsr_id')
      .notNull()
      .references(() => gpsrTemplates.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.skuId] }),
    index('label_sku_gpsr_gpsr_idx').on(t.gpsrId),
    index('label_sku_gpsr_sku_idx').on(t.bossId, t.skuId),
  ],
);
