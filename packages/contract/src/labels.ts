import { z } from 'zod';
import type { TErrorId } from './errors.js';

const msg = (id: TErrorId) => ({ error: id });
const bad = msg('BAD_REQUEST');

/**
 * Label and GPSR templates (issue 15; spec data-and-tools §3 document layout object, §7 /api/labelsTemplate,
 * §9 page width 600 px, label scale 5x, default font sizes ×1.5).
 *
 * Units: a layout's `width`, `height`, every `seat` and every font `size` are in px of the layout's own page.
 * Labels are drawn at the spec's label scale, 5 px per mm (60×40 mm → 300×200 px); an A4 document page is the
 * spec's 600 px wide (210 mm, so 600/210 px per mm). `pxPerMm(layout)` is the one conversion; PDF output is true
 * size in mm, and pages of a merged A4 document PDF are therefore 600 px wide.
 */
export const LabelScale = { labelPxPerMm: 5, docPageWidthPx: 600, a4Mm: { w: 210, h: 297 }, fontScale: 1.5 } as const;

export const LabelKinds = ['sku', 'box', 'gpsr'] as const;
export type TLabelKind = (typeof LabelKinds)[number];
export const LabelKindLabel: Record<TLabelKind, string> = { sku: 'SKU 标签', box: '箱唛', gpsr: 'GPSR 标签' };

/** Template page sizes: Temu's common label sizes, an A4 document page, or a custom label size. */
export const LabelSizes = ['60x40', '100x100', 'a4', 'custom'] as const;
export type TLabelSize = (typeof LabelSizes)[number];
export const LabelSizeMm: Record<Exclude<TLabelSize, 'custom'>, { w: number; h: number }> = {
  '60x40': { w: 60, h: 40 },
  '100x100': { w: 100, h: 100 },
  a4: LabelScale.a4Mm,
};

export const LabelLimits = {
  /** Custom label sizes, mm. */
  customMinMm: 10,
  customMaxMm: 300,
  maxPoints: 120,
  /** An embedded image (data URL) decoded, bytes. */
  maxImageBytes: 300_000,
  maxTextLength: 800,
  maxNameLength: 40,
  fontMinPx: 4,
  fontMaxPx: 200,
  /** Default text size: 12 px × the spec's 1.5. */
  defaultFontPx: 18,
  maxTemplatesPerBoss: 500,
  maxGpsrPerBoss: 500,
  maxSkusPerBind: 500,
  /** Labels in one print (SKUs × quantities × languages, boxes included). */
  maxLabelsPerPrint: 3000,
  maxQuantity: 1000,
  /** A4 sheet of labels: margin around the grid, mm. */
  sheetMarginMm: 5,
} as const;

/** GPSR languages: the EU languages a seller sells in (Latin and Greek scripts are covered by the embedded fonts). */
export const GpsrLangs = ['en', 'de', 'fr', 'it', 'es', 'nl', 'pl', 'pt', 'sv', 'cs', 'da', 'ro', 'hu', 'el'] as const;
export type TGpsrLang = (typeof GpsrLangs)[number];

export const LabelPointTypes = ['text', 'image', 'barcode128', 'ean13', 'qrcode', 'line', 'field'] as const;
export type TLabelPointType = (typeof LabelPointTypes)[number];

/**
 * Product data a point can be bound to. A `field` point prints the value as text; a barcode or QR point bound to a
 * field encodes it. Box fields are filled when printing a shipping order (one label per box).
 */
export const LabelFields = [
  'skuCode',
  'skuId',
  'skcId',
  'name',
  'spec',
  'barcode',
  'shopName',
  'deliverySn',
  'orderSn',
  'boxNo',
  'boxCount',
  'warehouse',
  'quantity',
  'lang',
  'gpsr.manufacturerName',
  'gpsr.manufacturerAddress',
  'gpsr.manufacturerContact',
  'gpsr.euRpName',
  'gpsr.euRpAddress',
  'gpsr.euRpEmail',
  'gpsr.euRpPhone',
  'gpsr.productId',
  'gpsr.warnings',
  'gpsr.safetyInfo',
] as const;
export type TLabelField = (typeof LabelFields)[number];

const px = z.number(bad).finite(bad).min(0, msg('LABEL_POINT_OUTSIDE')).max(5000, msg('LABEL_POINT_OUTSIDE'));
const colour = z
  .string(bad)
  .regex(/^#[0-9a-fA-F]{6}$/, msg('LABEL_COLOUR_INVALID'))
  .default('#000000');
const pointText = z.string(bad).max(LabelLimits.maxTextLength, msg('LABEL_TEXT_TOO_LONG'));
/** A data URL of a PNG or JPEG; its decoded size is checked against maxImageBytes. */
const imageSrc = z
  .string(bad)
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/, msg('LABEL_IMAGE_INVALID'))
  .refine((s) => dataUrlBytes(s) <= LabelLimits.maxImageBytes, msg('LABEL_IMAGE_TOO_LARGE'));

export const ZLabelPointSchema = z.object({
  /** Unique within the layout (pdfme's schema name). */
  id: z.string(bad).regex(/^[A-Za-z0-9_-]{1,40}$/, bad),
  type: z.enum(LabelPointTypes, msg('LABEL_POINT_TYPE')),
  seat: z.object({ x: px, y: px, w: px.min(1, msg('LABEL_POINT_OUTSIDE')), h: px.min(1, msg('LABEL_POINT_OUTSIDE')) }),
  /** Static text (text), or the value encoded by an unbound barcode / QR. */
  text: pointText.optional(),
  /** Static text per language, printed instead of `text` for that language of langPdfList. */
  langText: z.partialRecord(z.enum(GpsrLangs, bad), pointText).optional(),
  /** Font size in layout px (0.1 px steps survive the pdfme round trip). */
  size: z
    .number(bad)
    .min(LabelLimits.fontMinPx, msg('LABEL_FONT_SIZE'))
    .max(LabelLimits.fontMaxPx, msg('LABEL_FONT_SIZE'))
    .optional(),
  bold: z.boolean(bad).optional(),
  /** Image (data URL). */
  src: imageSrc.optional(),
  /** Stroke thickness of a line, layout px. */
  weight: z.number(bad).min(0.5, bad).max(50, bad).optional(),
  colour: colour.optional(),
  align: z.enum(['left', 'center', 'right'], bad).optional(),
  field: z.enum(LabelFields, msg('LABEL_FIELD_UNKNOWN')).optional(),
});
export type TLabelPoint = z.infer<typeof ZLabelPointSchema>;
export type TLabelPointInput = z.input<typeof ZLabelPointSchema>;

/** The document layout object (spec §3), the one stored shape. */
export const ZLabelLayoutSchema = z.object({
  size: z.enum(LabelSizes, msg('LABEL_SIZE_INVALID')),
  width: z.number(bad).positive(msg('LABEL_SIZE_INVALID')),
  height: z.number(bad).positive(msg('LABEL_SIZE_INVALID')),
  pointsList: z.array(ZLabelPointSchema).max(LabelLimits.maxPoints, msg('LABEL_TOO_MANY_POINTS')),
  /** Languages each label is printed in (one page per language). */
  langPdfList: z
    .array(z.enum(GpsrLangs, msg('LABEL_LANG_UNKNOWN')))
    .max(GpsrLangs.length, bad)
    .default([]),
  /** A background PDF (data URL) the points are drawn over; null: blank page. */
  pdfSrc: z
    .string(bad)
    .regex(/^data:application\/pdf;base64,[A-Za-z0-9+/]+={0,2}$/, bad)
    .max(1_400_000, msg('LABEL_IMAGE_TOO_LARGE'))
    .nullable()
    .default(null),
});
export type TLabelLayout = z.infer<typeof ZLabelLayoutSchema>;
export type TLabelLayoutInput = z.input<typeof ZLabelLayoutSchema>;

export const dataUrlBytes = (s: string): number => {
  const b64 = s.slice(s.indexOf(',') + 1);
  const pad = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - pad;
};

/** px per mm of a layout: the spec's label scale, or an A4 document page 600 px wide. */
export const pxPerMm = (layout: Pick<TLabelLayout, 'size'>): number =>
  layout.size === 'a4' ? LabelScale.docPageWidthPx / LabelScale.a4Mm.w : LabelScale.labelPxPerMm;

/** The page size in px a template size has (custom: from mm). */
export const layoutPxOf = (size: TLabelSize, customMm?: { w: number; h: number }) => {
  const mm = size === 'custom' ? (customMm ?? { w: 60, h: 40 }) : LabelSizeMm[size];
  const k = pxPerMm({ size });
  return { width: Math.round(mm.w * k * 100) / 100, height: Math.round(mm.h * k * 100) / 100 };
};

/** GPSR information of a product (Regulation (EU) 2023/988 art. 9, 19): entered once, merged into templates. */
const gText = (max: number) => z.string(bad).trim().max(max, msg('FIELD_TOO_LONG'));
export const ZGpsrDataSchema = z.object({
  manufacturer: z.object({
    name: gText(200).min(1, msg('GPSR_MANUFACTURER_REQUIRED')),
    address: gText(400).min(1, msg('GPSR_MANUFACTURER_REQUIRED')),
    contact: gText(200).default(''),
  }),
  /** EU responsible person (required when the manufacturer is outside the EU). */
  euRp: z.object({
    name: gText(200).min(1, msg('GPSR_EURP_REQUIRED')),
    address: gText(400).min(1, msg('GPSR_EURP_REQUIRED')),
    email: z.union([z.literal(''), z.email(msg('GPSR_EMAIL_INVALID'))]).default(''),
    phone: gText(40).default(''),
  }),
  /** Type, batch or serial number; empty: the SKU's code is printed. */
  productId: gText(200).default(''),
  /** Warnings and safety information per language. */
  texts: z
    .partialRecord(
      z.enum(GpsrLangs, msg('LABEL_LANG_UNKNOWN')),
      z.object({ warnings: gText(800), safetyInfo: gText(800) }),
    )
    .refine((t) => Object.keys(t).length > 0, msg('GPSR_TEXTS_REQUIRED')),
});
export type TGpsrData = z.infer<typeof ZGpsrDataSchema>;
export type TGpsrDataInput = z.input<typeof ZGpsrDataSchema>;
