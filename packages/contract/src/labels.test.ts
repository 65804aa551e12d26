import { describe, expect, it } from 'vitest';
import { layoutPxOf, type TLabelLayout, ZLabelLayoutSchema } from './labels.js';
import { checkLayout, textFits } from './labels-check.js';
import { layoutFromPdfme, layoutToPdfme } from './labels-pdfme.js';

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const gpsrLabel: TLabelLayout = {
  size: '100x100',
  width: 500,
  height: 500,
  langPdfList: ['de', 'fr', 'it', 'pl'],
  pdfSrc: null,
  pointsList: [
    {
      id: 'title',
      type: 'text',
      seat: { x: 10, y: 10, w: 300, h: 30 },
      text: 'Safety',
      langText: { de: 'Sicherheit', fr: 'Sécurité' },
      size: 18,
      bold: true,
      colour: '#000000',
      align: 'left',
    },
    {
      id: 'maker',
      type: 'field',
      field: 'gpsr.manufacturerName',
      seat: { x: 10, y: 50, w: 480, h: 40 },
      text: 'ACME GmbH',
      size: 15,
      bold: false,
      colour: '#333333',
      align: 'center',
    },
    { id: 'code', type: 'barcode128', field: 'skuCode', seat: { x: 10, y: 100, w: 300, h: 80 }, colour: '#000000' },
    { id: 'ean', type: 'ean13', seat: { x: 10, y: 200, w: 200, h: 80 }, text: '4006381333931', colour: '#000000' },
    { id: 'qr', type: 'qrcode', seat: { x: 300, y: 200, w: 100, h: 100 }, text: 'https://x.test', colour: '#112233' },
    { id: 'rule', type: 'line', seat: { x: 10, y: 320, w: 480, h: 2 }, weight: 2, colour: '#000000' },
    { id: 'logo', type: 'image', seat: { x: 400, y: 400, w: 50, h: 50 }, src: PNG_1PX },
  ],
};

describe('label layout ↔ pdfme template (one stored shape for editor and PDF)', () => {
  it('converts px at 5 px/mm for labels to mm and pt, and back unchanged', () => {
    const t = layoutToPdfme(gpsrLabel);
    expect(t.basePdf).toEqual({ width: 100, height: 100, padding: [0, 0, 0, 0] });
    const byName = Object.fromEntries(t.schemas[0]!.map((s) => [s.name, s]));
    expect(byName.title).toMatchObject({ type: 'text', position: { x: 2, y: 2 }, width: 60, height: 6 });
    // 18 px at 5 px/mm = 3.6 mm = 10.2 pt.
    expect(byName.title!.fontSize).toBeCloseTo(10.2, 1);
    expect(byName.title!.readOnly).toBe(false);
    expect(byName.code).toMatchObject({ type: 'code128', readOnly: false, ksaField: 'skuCode' });
    expect(byName.ean).toMatchObject({ type: 'ean13', readOnly: true, content: '4006381333931' });
    expect(byName.rule).toMatchObject({ type: 'line', width: 96, height: 0.4 });
    expect(byName.logo).toMatchObject({ type: 'image', content: PNG_1PX });
    expect(layoutFromPdfme(t)).toEqual(gpsrLabel);
  });

  it('keeps an A4 document page 600 px wide (210 mm)', () => {
    const a4 = { ...gpsrLabel, size: 'a4' as const, ...layoutPxOf('a4') };
    expect(a4.width).toBe(600);
    const t = layoutToPdfme(a4);
    expect(t.basePdf).toMatchObject({ width: 210, height: 297 });
    expect(layoutFromPdfme(t)).toEqual(a4);
  });

  it('takes a template the designer made without our extras', () => {
    const layout = layoutFromPdfme({
      basePdf: { width: 60, height: 40, padding: [0, 0, 0, 0] },
      schemas: [
        [
          { name: 'a', type: 'text', position: { x: 1, y: 1 }, width: 20, height: 5, content: 'Hi', fontSize: 8.5 },
          { name: 'b', type: 'qrcode', position: { x: 30, y: 1 }, width: 20, height: 20, content: 'Q' },
        ],
      ],
    });
    expect(ZLabelLayoutSchema.parse(layout)).toMatchObject({ size: 'custom', width: 300, height: 200 });
    expect(layout.pointsList.map((p) => p.type)).toEqual(['text', 'qrcode']);
  });
});

describe('layout checks a user is told about', () => {
  it('accepts the sample and names the first problem otherwise', () => {
    expect(checkLayout(gpsrLabel, 'gpsr')).toBeNull();
    expect(checkLayout({ ...gpsrLabel, langPdfList: [] }, 'gpsr')?.id).toBe('LABEL_GPSR_LANGS');
    expect(checkLayout({ ...gpsrLabel, width: 400 })?.id).toBe('LABEL_SIZE_MISMATCH');
    expect(checkLayout({ ...gpsrLabel, size: 'custom', width: 2000, height: 200 })?.id).toBe('LABEL_CUSTOM_SIZE');
    const moved = structuredClone(gpsrLabel);
    moved.pointsList[0]!.seat.x = 450;
    expect(checkLayout(moved)?.id).toBe('LABEL_POINT_OUTSIDE');
    const long = structuredClone(gpsrLabel);
    long.pointsList[0]!.text = 'Achtung! '.repeat(20);
    expect(checkLayout(long)).toEqual({
      id: 'LABEL_TEXT_OVERFLOW',
      params: { point: '1', text: 'Achtung! Achtung! Ac' },
    });
    const ean = structuredClone(gpsrLabel);
    ean.pointsList[3]!.text = '12345';
    expect(checkLayout(ean)?.id).toBe('LABEL_EAN13_INVALID');
  });

  it('refuses unknown point types and oversized images in the schema', () => {
    const bad = structuredClone(gpsrLabel) as unknown as { pointsList: { type: string }[] };
    bad.pointsList[0]!.type = 'circle';
    const r = ZLabelLayoutSchema.safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('LABEL_POINT_TYPE');
    const big = structuredClone(gpsrLabel);
    big.pointsList[6]!.src = `data:image/png;base64,${'A'.repeat(500_000)}`;
    expect(ZLabelLayoutSchema.safeParse(big).error?.issues[0]?.message).toBe('LABEL_IMAGE_TOO_LARGE');
  });

  it('estimates wrapping: CJK takes a full em, Latin about half', () => {
    expect(textFits('ABCDEFGHIJ', 10, 60, 12)).toBe(true);
    expect(textFits('中文中文中文中文中文', 10, 60, 12)).toBe(false);
    expect(textFits('中文中文中文中文中文', 10, 60, 24)).toBe(true);
  });
});
