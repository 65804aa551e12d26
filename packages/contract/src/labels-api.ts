import { z } from 'zod';
import type { TErrorId } from './errors.js';
import { GpsrLangs, LabelKinds, LabelLimits, ZGpsrDataSchema, ZLabelLayoutSchema } from './labels.js';

const msg = (id: TErrorId) => ({ error: id });
const bad = msg('BAD_REQUEST');

/** Requests and replies of /api/labelsTemplate (issue 15); the stored shapes are in labels.ts. */
const name = z
  .string(bad)
  .trim()
  .min(1, msg('LABEL_NAME_REQUIRED'))
  .max(LabelLimits.maxNameLength, msg('LABEL_NAME_TOO_LONG'));
const id = z.coerce.number(bad).int(bad).positive(bad);
/** A template id: the BOSS's (positive) or a built-in starter (negative), which answers LABEL_BUILTIN_READONLY. */
const templateRef = z.coerce
  .number(bad)
  .int(bad)
  .refine((n) => n !== 0, bad);
const skuRef = z.object({ shopId: id, skuId: z.string(bad).trim().min(1, bad).max(64, bad) });

export const ZLabelTemplateSchema = z.object({
  templateId: z.number(),
  kind: z.enum(LabelKinds),
  name: z.string(),
  layout: ZLabelLayoutSchema,
  isDefault: z.boolean(),
  /** Built-in starter template (getTemplates): read-only, copied by saveTemplate. */
  builtIn: z.boolean(),
  skuCount: z.number(),
  updatedAt: z.string(),
});
export type TLabelTemplate = z.infer<typeof ZLabelTemplateSchema>;
export const ZLabelTemplateListSchema = z.array(ZLabelTemplateSchema);

export const ZGpsrTemplateSchema = z.object({
  gpsrId: z.number(),
  name: z.string(),
  data: ZGpsrDataSchema,
  skuCount: z.number(),
  updatedAt: z.string(),
});
export type TGpsrTemplate = z.infer<typeof ZGpsrTemplateSchema>;
export const ZGpsrTemplateListSchema = z.array(ZGpsrTemplateSchema);

/** GET getTemplates?kind — built-in starters and the BOSS's templates; getByUid — the BOSS's own. */
export const ZLabelTemplatesQuerySchema = z.object({ kind: z.enum(LabelKinds, bad).optional() });
/** GET getBySkuId?skuId[&shopId]. */
export const ZLabelBySkuQuerySchema = z.object({
  skuId: skuRef.shape.skuId,
  shopId: id.optional(),
});
export const ZLabelBySkuSchema = z.object({
  shopId: z.number(),
  skuId: z.string(),
  skuCode: z.string(),
  name: z.string(),
  spec: z.string(),
  templates: ZLabelTemplateListSchema,
  gpsr: ZGpsrTemplateSchema.nullable(),
});
export type TLabelBySku = z.infer<typeof ZLabelBySkuSchema>;

export const ZSaveTemplateRequestSchema = z.object({
  kind: z.enum(LabelKinds, msg('LABEL_KIND_INVALID')),
  name,
  layout: ZLabelLayoutSchema,
  isDefault: z.boolean(bad).default(false),
});
/** POST update: rename, make default (of its kind). */
export const ZUpdateTemplateRequestSchema = z.object({
  templateId: templateRef,
  name: name.optional(),
  isDefault: z.boolean(bad).optional(),
});
/** POST save: the editor saves a template's layout. */
export const ZSaveLayoutRequestSchema = z.object({ templateId: templateRef, layout: ZLabelLayoutSchema });
export const ZSaveGpsrTemplateRequestSchema = z.object({ gpsrId: id.optional(), name, data: ZGpsrDataSchema });
/** POST saveTemplateWithSku: bind a template (of its kind) and/or GPSR data to SKUs; null unbinds. */
export const ZSaveTemplateWithSkuRequestSchema = z
  .object({
    templateId: id.nullable().optional(),
    gpsrId: id.nullable().optional(),
    skus: z.array(skuRef).min(1, msg('LABEL_SKUS_REQUIRED')).max(LabelLimits.maxSkusPerBind, bad),
  })
  .refine((b) => b.templateId !== undefined || b.gpsrId !== undefined, bad);
export const ZDeleteTemplateQuerySchema = z.object({ templateId: templateRef.optional(), gpsrId: id.optional() });
export const ZTemplateIdSchema = z.object({ templateId: z.number() });
export const ZGpsrIdSchema = z.object({ gpsrId: z.number() });
export const ZBoundSchema = z.object({ bound: z.number() });

/** GPSR warnings are written in Chinese or English, then machine-translated into the label languages. */
export const GpsrSourceLangs = ['zh', 'en'] as const;
export type TGpsrSourceLang = (typeof GpsrSourceLangs)[number];
const gpsrText = z.string(bad).trim().max(800, bad).default('');
/** POST translateGpsr: the warnings and safety information in `from`, translated into each language of `to`. */
export const ZTranslateGpsrRequestSchema = z
  .object({
    from: z.enum(GpsrSourceLangs, bad),
    warnings: gpsrText,
    safetyInfo: gpsrText,
    to: z
      .array(z.enum(GpsrLangs, msg('LABEL_LANG_UNKNOWN')))
      .min(1, msg('GPSR_TRANSLATE_TARGETS_REQUIRED'))
      .max(GpsrLangs.length, bad),
  })
  .refine((b) => b.warnings !== '' || b.safetyInfo !== '', msg('GPSR_TRANSLATE_SOURCE_EMPTY'));
export type TTranslateGpsrRequest = z.input<typeof ZTranslateGpsrRequestSchema>;
export const ZTranslateGpsrResultSchema = z.object({
  texts: z.partialRecord(z.enum(GpsrLangs), z.object({ warnings: z.string(), safetyInfo: z.string() })),
});
export type TTranslateGpsrResult = z.infer<typeof ZTranslateGpsrResultSchema>;

const langs = z
  .array(z.enum(GpsrLangs, msg('LABEL_LANG_UNKNOWN')))
  .max(GpsrLangs.length, bad)
  .optional();
/** One page per label; 'a4' lays labels out in a grid on A4 sheets. */
const sheet = z.enum(['label', 'a4'], bad).default('label');
/**
 * POST print → application/pdf: for each item, `quantity` labels in each language (langs, else the template's
 * langPdfList, else one page without language). templateId absent: each SKU's bound template of `kind`.
 */
export const ZLabelPrintRequestSchema = z.object({
  templateId: templateRef.optional(),
  kind: z.enum(LabelKinds, bad).default('sku'),
  items: z
    .array(skuRef.extend({ quantity: z.coerce.number(bad).int(bad).min(1, bad).max(LabelLimits.maxQuantity, bad) }))
    .min(1, msg('LABEL_SKUS_REQUIRED'))
    .max(LabelLimits.maxSkusPerBind, bad),
  langs,
  sheet,
});
export type TLabelPrintRequest = z.input<typeof ZLabelPrintRequestSchema>;
/** POST printShipOrder → application/pdf: one box label per package, then one SKU label per unit shipped. */
export const ZLabelPrintShipOrderRequestSchema = z.object({
  shopId: id,
  deliverySn: z.string(bad).trim().min(1, bad).max(64, bad),
  boxTemplateId: templateRef.optional(),
  skuTemplateId: templateRef.optional(),
  langs,
  sheet,
});
export type TLabelPrintShipOrderRequest = z.input<typeof ZLabelPrintShipOrderRequestSchema>;
