import { layoutToPdfme, type TGpsrLang, type TLabelBySku, type TLabelLayout, type TPdfmeTemplate } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import {
  fieldValue,
  fromDesignerTemplate,
  layoutProblem,
  normalizeDesignerTemplate,
  previewInputs,
  toDesignerTemplate,
} from './designer-template';
import { emptyLayout } from './new-template-modal';

const base = { size: '60x40' as const, width: 300, height: 200, langPdfList: [] as TGpsrLang[] };

/** What pdfme's designer hands back after a user dropped a text and a Code 128 and bound both to the SKU code. */
const designed: TPdfmeTemplate = {
  basePdf: { width: 60, height: 40, padding: [0, 0, 0, 0] },
  schemas: [
    [
      {
        name: '文本',
        type: 'text',
        position: { x: 2, y: 2 },
        width: 40,
        height: 8,
        content: 'SKU',
        fontName: 'NotoSansSC',
        fontSize: 10.2,
        ksaField: 'skuCode',
      },
      {
        name: '文本 copy',
        type: 'text',
        position: { x: 2, y: 12 },
        width: 40,
        height: 8,
        content: 'Made in China',
        fontSize: 8.5,
      },
      {
        name: 'bar',
        type: 'code128',
        position: { x: 2, y: 22 },
        width: 50,
        height: 15,
        content: 'ABC',
        ksaField: 'skuCode',
      },
      // A binding left on an image by a stale panel means nothing: images are never filled.
      { name: 'bar', type: 'image', position: { x: 50, y: 0 }, width: 5, height: 5, ksaField: 'name' as never },
    ],
  ],
};

const sku: Pick<TLabelBySku, 'skuId' | 'skuCode' | 'name' | 'spec'> = {
  skuId: '9001',
  skuCode: 'CUP-RED-01',
  name: '陶瓷马克杯',
  spec: '红色 350ml',
};

describe('designer template ↔ stored layout', () => {
  it('gives every point a valid unique id and a type following its binding', () => {
    const page = normalizeDesignerTemplate(designed).schemas[0]!;
    expect(page.map((s) => s.name)).toEqual(['p1', 'p2', 'bar', 'p4']);
    expect(page.map((s) => s.ksaType)).toEqual(['field', 'text', undefined, undefined]);
    expect(page[3]!.ksaField).toBeUndefined();
  });

  it('stores mm as px at 5 px/mm, keeps the bindings, and opens again as it was saved', () => {
    const layout = fromDesignerTemplate(designed, base);
    expect(layout).toMatchObject({ size: '60x40', width: 300, height: 200, pdfSrc: null });
    const [text, fixed, bar] = layout.pointsList;
    expect(text).toMatchObject({ id: 'p1', type: 'field', field: 'skuCode', seat: { x: 10, y: 10, w: 200, h: 40 } });
    expect(fixed).toMatchObject({ id: 'p2', type: 'text', text: 'Made in China' });
    expect(fixed!.field).toBeUndefined();
    expect(bar).toMatchObject({
      id: 'bar',
      type: 'barcode128',
      field: 'skuCode',
      seat: { x: 10, y: 110, w: 250, h: 75 },
    });
    const reopened = fromDesignerTemplate(toDesignerTemplate(layout), base);
    expect(reopened).toEqual(layout);
  });

  it('keeps the languages chosen in the editor, not the ones the template came with', () => {
    const layout = fromDesignerTemplate(
      { ...designed, ksa: { size: 'a4', langPdfList: ['de'] } },
      {
        ...base,
        langPdfList: ['fr', 'it'],
      },
    );
    expect(layout.size).toBe('60x40');
    expect(layout.langPdfList).toEqual(['fr', 'it']);
  });
});

describe('layoutProblem: what the server would refuse, said before saving', () => {
  const ok = fromDesignerTemplate(designed, base);
  it('accepts the designed label', () => {
    expect(layoutProblem({ ...ok, pointsList: ok.pointsList.slice(0, 3) }, 'sku')).toBeNull();
  });
  it('names a point outside the page', () => {
    const out: TLabelLayout = { ...ok, pointsList: [{ ...ok.pointsList[0]!, seat: { x: 250, y: 10, w: 200, h: 40 } }] };
    expect(layoutProblem(out, 'sku')).toEqual({ id: 'LABEL_POINT_OUTSIDE', params: {} });
  });
  it('asks for an image before saving an image point without one', () => {
    expect(layoutProblem(ok, 'sku')).toEqual({ id: 'LABEL_IMAGE_REQUIRED', params: { point: '4' } });
  });
  it('asks a GPSR label for a print language', () => {
    expect(layoutProblem({ ...emptyLayout('gpsr', '100x100'), langPdfList: [] }, 'gpsr')).toEqual({
      id: 'LABEL_GPSR_LANGS',
      params: {},
    });
  });
  it('refuses an unbound EAN-13 that is not 12-13 digits', () => {
    const ean: TLabelLayout = {
      ...ok,
      pointsList: [{ id: 'e', type: 'ean13', seat: { x: 0, y: 0, w: 100, h: 50 }, text: '12AB' }],
    };
    expect(layoutProblem(ean, 'sku')).toEqual({ id: 'LABEL_EAN13_INVALID', params: { point: '1' } });
  });
  it('turns a schema message into its catalogue id', () => {
    const bad = { ...ok, pointsList: [{ ...ok.pointsList[0]!, colour: 'red' }] };
    expect(layoutProblem(bad, 'sku')).toEqual({ id: 'LABEL_COLOUR_INVALID' });
  });
});

describe('preview values for a chosen SKU', () => {
  const gpsr = {
    manufacturer: { name: 'Ningbo Cup Co.', address: 'Ningbo, China', contact: 'cup@example.cn' },
    euRp: { name: 'EU Rep GmbH', address: 'Berlin', email: 'rep@example.de', phone: '' },
    productId: '',
    texts: { de: { warnings: 'Nicht für Kinder', safetyInfo: 'Spülmaschinenfest' } },
  };
  it('fills bound fields from the SKU and GPSR data in the chosen language', () => {
    expect(fieldValue('skuCode', sku, null, null)).toBe('CUP-RED-01');
    expect(fieldValue('spec', sku, null, null)).toBe('红色 350ml');
    expect(fieldValue('gpsr.warnings', sku, gpsr, 'de')).toBe('Nicht für Kinder');
    expect(fieldValue('gpsr.warnings', sku, gpsr, 'fr')).toBe('');
    // No product identifier entered: the SKU code is printed.
    expect(fieldValue('gpsr.productId', sku, gpsr, 'de')).toBe('CUP-RED-01');
  });

  it('gives every variable point a value and leaves static ones to the template', () => {
    const layout: TLabelLayout = {
      ...emptyLayout('gpsr', '100x100'),
      langPdfList: ['de', 'fr'],
      pointsList: [
        { id: 'h', type: 'text', seat: { x: 0, y: 0, w: 200, h: 30 }, text: 'Warning', langText: { de: 'Warnung' } },
        { id: 'w', type: 'field', field: 'gpsr.warnings', seat: { x: 0, y: 40, w: 400, h: 60 } },
        { id: 'c', type: 'barcode128', field: 'skuCode', seat: { x: 0, y: 120, w: 300, h: 80 } },
        { id: 's', type: 'text', seat: { x: 0, y: 220, w: 200, h: 30 }, text: 'CE' },
      ],
    };
    const tpl = layoutToPdfme(layout);
    expect(previewInputs(tpl, sku, gpsr, 'de')).toEqual({ h: 'Warnung', w: 'Nicht für Kinder', c: 'CUP-RED-01' });
    expect(previewInputs(tpl, sku, gpsr, 'fr')).toEqual({ h: 'Warning', w: '', c: 'CUP-RED-01' });
  });
});
