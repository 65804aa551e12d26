import {
  LabelLimits,
  pxPerMm,
  type TGpsrLang,
  type TLabelField,
  type TLabelLayout,
  type TLabelPoint,
  type TLabelPointType,
  type TLabelSize,
} from './labels.js';

/**
 * The minimal pdfme template shape (pdfme ≥ 5: `schemas` is one array of schemas per page, lengths in mm, font
 * sizes in pt). Declared here so the contract imports nothing but zod; @pdfme/ui (web) and @pdfme/generator (server)
 * accept it as their Template.
 */
export type TPdfmeSchema = {
  name: string;
  type: 'text' | 'image' | 'code128' | 'ean13' | 'qrcode' | 'line';
  position: { x: number; y: number };
  width: number;
  height: number;
  rotate?: number;
  opacity?: number;
  /** Static value (readOnly) or the sample the designer shows for a bound point. */
  content?: string;
  readOnly?: boolean;
  fontName?: string;
  fontSize?: number;
  fontColor?: string;
  alignment?: 'left' | 'center' | 'right';
  verticalAlignment?: 'top' | 'middle' | 'bottom';
  lineHeight?: number;
  characterSpacing?: number;
  backgroundColor?: string;
  dynamicFontSize?: { min: number; max: number; fit: 'horizontal' | 'vertical' };
  barColor?: string;
  textColor?: string;
  includetext?: boolean;
  color?: string;
  /** Ours, kept by the designer with the schema: what the point is bound to and its per-language texts. */
  ksaField?: TLabelField;
  ksaLangText?: Partial<Record<TGpsrLang, string>>;
  ksaType?: TLabelPointType;
  ksaWeight?: number;
};
export type TPdfmeTemplate = {
  basePdf: { width: number; height: number; padding: [number, number, number, number] } | string;
  schemas: TPdfmeSchema[][];
  /** Ours: the layout's size kind and languages travel with the template through the designer. */
  ksa?: { size: TLabelSize; langPdfList: TGpsrLang[] };
};

/** The font names the generator registers: Noto Sans SC (CJK + Latin), in regular and bold. */
export const LabelFonts = { regular: 'NotoSansSC', bold: 'NotoSansSC-Bold' } as const;
/**
 * Where the browser gets the same font files for the label designer and its preview (GET /fonts/labels/<file>):
 * the file name of each label font. The `v` query names the font package's version, so the URL can be cached
 * for a year.
 */
export const LabelFontFiles = {
  [LabelFonts.regular]: 'NotoSansSC-Regular.otf',
  [LabelFonts.bold]: 'NotoSansSC-Bold.otf',
} as const;
export const labelFontPath = (font: keyof typeof LabelFontFiles) => `/fonts/labels/${LabelFontFiles[font]}?v=1`;

const PT_PER_MM = 72 / 25.4;
const r3 = (n: number) => Math.round(n * 1000) / 1000;
const r2 = (n: number) => Math.round(n * 100) / 100;
const r1 = (n: number) => Math.round(n * 10) / 10;

const pdfmeTypeOf: Record<TLabelPointType, TPdfmeSchema['type']> = {
  text: 'text',
  field: 'text',
  image: 'image',
  barcode128: 'code128',
  ean13: 'ean13',
  qrcode: 'qrcode',
  line: 'line',
};

/** A point's value when nothing is bound (static text, image, unbound barcode). */
const staticContent = (p: TLabelPoint): string => (p.type === 'image' ? (p.src ?? '') : (p.text ?? ''));

/** Whether the generator fills this point per label (a bound field, or a text varying by language). */
export const isVariablePoint = (p: TLabelPoint): boolean =>
  p.field !== undefined || (p.langText !== undefined && Object.keys(p.langText).length > 0);

/** The spec's layout object → a pdfme template (mm, pt). Bound points are variable inputs named by point id. */
export const layoutToPdfme = (layout: TLabelLayout): TPdfmeTemplate => {
  const k = pxPerMm(layout);
  const mm = (v: number) => r3(v / k);
  const schemas = layout.pointsList.map((p): TPdfmeSchema => {
    const base: TPdfmeSchema = {
      name: p.id,
      type: pdfmeTypeOf[p.type],
      position: { x: mm(p.seat.x), y: mm(p.seat.y) },
      width: mm(p.seat.w),
      height: mm(p.seat.h),
      content: staticContent(p),
      readOnly: !isVariablePoint(p),
      ksaType: p.type,
      ...(p.field ? { ksaField: p.field } : {}),
      ...(p.langText ? { ksaLangText: p.langText } : {}),
    };
    const colour = p.colour ?? '#000000';
    if (p.type === 'text' || p.type === 'field') {
      const pt = r3(((p.size ?? LabelLimits.defaultFontPx) / k) * PT_PER_MM);
      return {
        ...base,
        fontName: p.bold ? LabelFonts.bold : LabelFonts.regular,
        fontSize: pt,
        fontColor: colour,
        alignment: p.align ?? 'left',
        verticalAlignment: 'top',
        lineHeight: 1.15,
        characterSpacing: 0,
        backgroundColor: '',
        // Bound values vary in length: shrink to fit the box rather than overflow it.
        ...(p.field ? { dynamicFontSize: { min: Math.min(pt, 4), max: pt, fit: 'vertical' as const } } : {}),
      };
    }
    if (p.type === 'barcode128' || p.type === 'ean13' || p.type === 'qrcode') {
      return { ...base, barColor: colour, backgroundColor: '#ffffff', includetext: p.type !== 'qrcode' };
    }
    if (p.type === 'line') {
      const weight = p.weight ?? p.seat.h;
      return { ...base, height: mm(weight), ksaWeight: weight, color: colour };
    }
    return base;
  });
  const w = r3(layout.width / k);
  const h = r3(layout.height / k);
  return {
    basePdf: layout.pdfSrc ?? { width: w, height: h, padding: [0, 0, 0, 0] },
    schemas: [schemas],
    ksa: { size: layout.size, langPdfList: layout.langPdfList },
  };
};

const typeFromPdfme = (s: TPdfmeSchema): TLabelPointType => {
  if (s.ksaType && pdfmeTypeOf[s.ksaType] === s.type) {
    return s.ksaType;
  }
  const byPdfme: Record<TPdfmeSchema['type'], TLabelPointType> = {
    text: s.ksaField ? 'field' : 'text',
    image: 'image',
    code128: 'barcode128',
    ean13: 'ean13',
    qrcode: 'qrcode',
    line: 'line',
  };
  return byPdfme[s.type];
};

/**
 * A pdfme template (from the designer) → the spec's layout object. Only the first page is a label; a string
 * basePdf is a background PDF (pdfSrc) whose size is the size kind's. Unknown pdfme types fail the contract's
 * schema afterwards (the caller validates with ZLabelLayoutSchema).
 */
export const layoutFromPdfme = (
  template: TPdfmeTemplate,
  fallback: { size: TLabelSize; width: number; height: number } = { size: 'custom', width: 300, height: 200 },
): TLabelLayout => {
  const size = template.ksa?.size ?? fallback.size;
  const k = pxPerMm({ size });
  const px = (v: number) => r2(v * k);
  const page = typeof template.basePdf === 'string' ? null : template.basePdf;
  const pointsList = (template.schemas[0] ?? []).map((s): TLabelPoint => {
    const type = typeFromPdfme(s);
    const p: TLabelPoint = {
      id: s.name,
      type,
      seat: { x: px(s.position.x), y: px(s.position.y), w: px(s.width), h: px(s.height) },
    };
    if (s.ksaField) {
      p.field = s.ksaField;
    }
    if (s.ksaLangText) {
      p.langText = s.ksaLangText;
    }
    if (type === 'image') {
      if (s.content) {
        p.src = s.content;
      }
      return p;
    }
    if (type === 'line') {
      const weight = s.ksaWeight ?? px(s.height);
      p.weight = weight;
      p.seat.h = weight;
      p.colour = s.color ?? '#000000';
      return p;
    }
    if (s.content) {
      p.text = s.content;
    }
    if (type === 'text' || type === 'field') {
      p.size = r1(((s.dynamicFontSize?.max ?? s.fontSize ?? 10) / PT_PER_MM) * k);
      p.bold = s.fontName === LabelFonts.bold;
      p.colour = s.fontColor ?? '#000000';
      p.align = s.alignment ?? 'left';
    } else {
      p.colour = s.barColor ?? '#000000';
    }
    return p;
  });
  return {
    size,
    width: page ? px(page.width) : fallback.width,
    height: page ? px(page.height) : fallback.height,
    pointsList,
    langPdfList: template.ksa?.langPdfList ?? [],
    pdfSrc: typeof template.basePdf === 'string' ? template.basePdf : null,
  };
};
