import {
  checkLayout,
  LabelFields,
  layoutFromPdfme,
  layoutToPdfme,
  type TGpsrLang,
  type TLabelBySku,
  type TLabelField,
  type TLabelKind,
  type TLabelLayout,
  type TLabelSize,
  type TPdfmeSchema,
  type TPdfmeTemplate,
  ZLabelLayoutSchema,
} from '@ksa/contract';
import { msgOf, type TMsg } from '../../lib/error-text';
import { issueMsg } from './issue-msg';

/** pdfme types whose schema can be bound to product data (text prints it, barcodes and QR encode it). */
const BINDABLE = new Set<TPdfmeSchema['type']>(['text', 'code128', 'ean13', 'qrcode']);
export const isBindable = (type: string) => BINDABLE.has(type as TPdfmeSchema['type']);
export const isLabelField = (v: unknown): v is TLabelField => (LabelFields as readonly unknown[]).includes(v);

const ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The designer's template made storable: pdfme names copies "x copy 2" and new schemas after the plugin's
 * label, the layout's point ids allow [A-Za-z0-9_-] only, so names are made valid and unique (the server fills
 * inputs by point id, nothing else refers to them); a text's kind follows its binding (bound → field).
 */
export const normalizeDesignerTemplate = (template: TPdfmeTemplate): TPdfmeTemplate => {
  const used = new Set<string>();
  const page = (template.schemas[0] ?? []).map((s, i) => {
    let name = ID.test(s.name) && !used.has(s.name) ? s.name : `p${i + 1}`;
    for (let n = 1; used.has(name); n += 1) {
      name = `p${i + 1}_${n}`;
    }
    used.add(name);
    const field = isLabelField(s.ksaField) && isBindable(s.type) ? s.ksaField : undefined;
    const out: TPdfmeSchema = { ...s, name };
    delete out.ksaField;
    if (field) {
      out.ksaField = field;
    }
    if (s.type === 'text') {
      out.ksaType = field ? 'field' : 'text';
    }
    return out;
  });
  return { ...template, schemas: [page] };
};

/** The stored layout as the designer's template (one page of the layout's size, in mm). */
export const toDesignerTemplate = (layout: TLabelLayout): TPdfmeTemplate => layoutToPdfme(layout);

/** The designer's template as the stored layout; size kind, page and languages come from the layout it edits. */
export const fromDesignerTemplate = (
  template: TPdfmeTemplate,
  base: { size: TLabelSize; width: number; height: number; langPdfList: TGpsrLang[] },
): TLabelLayout => {
  const normal = normalizeDesignerTemplate({
    ...template,
    ksa: { size: base.size, langPdfList: base.langPdfList },
  });
  const layout = layoutFromPdfme(normal, base);
  return { ...layout, width: base.width, height: base.height, langPdfList: base.langPdfList };
};

/**
 * What the server would refuse, said before saving: the contract's schema (types, limits) and its layout rules
 * (page size, points inside the page, barcodes with content, static text fitting its box). null: valid.
 */
export const layoutProblem = (layout: TLabelLayout, kind: TLabelKind): TMsg | null => {
  const parsed = ZLabelLayoutSchema.safeParse(layout);
  if (!parsed.success) {
    return issueMsg(parsed.error);
  }
  const issue = checkLayout(parsed.data, kind);
  return issue ? msgOf(issue.id, issue.params) : null;
};

type TGpsr = NonNullable<TLabelBySku['gpsr']>['data'];

/** The value a bound field prints for one SKU in one language, as the server's label-values fills it. */
export const fieldValue = (
  field: TLabelField,
  sku: Pick<TLabelBySku, 'skuId' | 'skuCode' | 'name' | 'spec'>,
  gpsr: TGpsr | null,
  lang: TGpsrLang | null,
): string => {
  const texts = gpsr && lang ? gpsr.texts[lang] : undefined;
  switch (field) {
    case 'skuCode':
      return sku.skuCode || sku.skuId;
    case 'skuId':
      return sku.skuId;
    case 'barcode':
      return sku.skuCode || sku.skuId;
    case 'name':
      return sku.name;
    case 'spec':
      return sku.spec;
    case 'lang':
      return lang ?? '';
    case 'quantity':
      return '1';
    case 'gpsr.manufacturerName':
      return gpsr?.manufacturer.name ?? '';
    case 'gpsr.manufacturerAddress':
      return gpsr?.manufacturer.address ?? '';
    case 'gpsr.manufacturerContact':
      return gpsr?.manufacturer.contact ?? '';
    case 'gpsr.euRpName':
      return gpsr?.euRp.name ?? '';
    case 'gpsr.euRpAddress':
      return gpsr?.euRp.address ?? '';
    case 'gpsr.euRpEmail':
      return gpsr?.euRp.email ?? '';
    case 'gpsr.euRpPhone':
      return gpsr?.euRp.phone ?? '';
    case 'gpsr.productId':
      return gpsr?.productId || sku.skuCode || sku.skuId;
    case 'gpsr.warnings':
      return texts?.warnings ?? '';
    case 'gpsr.safetyInfo':
      return texts?.safetyInfo ?? '';
    default:
      // Shipping-order fields (box number, delivery number…) are known only when printing an order.
      return '';
  }
};

/**
 * The preview's inputs for one SKU and language: every variable point of the template (a bound field, or a
 * text with per-language wording) gets the value the printed label would show.
 */
export const previewInputs = (
  template: TPdfmeTemplate,
  sku: Pick<TLabelBySku, 'skuId' | 'skuCode' | 'name' | 'spec'>,
  gpsr: TGpsr | null,
  lang: TGpsrLang | null,
): Record<string, string> => {
  const inputs: Record<string, string> = {};
  for (const s of template.schemas[0] ?? []) {
    if (s.readOnly) {
      continue;
    }
    if (s.ksaField) {
      inputs[s.name] = fieldValue(s.ksaField, sku, gpsr, lang);
    } else {
      inputs[s.name] = (lang && s.ksaLangText?.[lang]) || s.content || '';
    }
  }
  return inputs;
};
