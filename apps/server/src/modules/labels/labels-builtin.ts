import { layoutPxOf, type TLabelKind, type TLabelLayout, type TLabelPoint } from '@ksa/contract';

/**
 * Starter templates offered by getTemplates (read-only, negative ids): a 60×40 mm SKU label, a 100×100 mm box
 * label and a 100×100 mm GPSR label. A seller saves a copy (saveTemplate) and edits that.
 */
type TSeat = [number, number, number, number];
const seat = ([x, y, w, h]: TSeat) => ({ x, y, w, h });
const field = (id: string, f: NonNullable<TLabelPoint['field']>, s: TSeat, size = 15, bold = false): TLabelPoint => ({
  id,
  type: 'field',
  field: f,
  seat: seat(s),
  size,
  bold,
});
const label = (id: string, text: string, s: TSeat, size = 16, langText?: TLabelPoint['langText']): TLabelPoint => ({
  id,
  type: 'text',
  text,
  seat: seat(s),
  size,
  bold: true,
  ...(langText ? { langText } : {}),
});

const skuLabel: TLabelLayout = {
  size: '60x40',
  ...layoutPxOf('60x40'),
  langPdfList: [],
  pdfSrc: null,
  pointsList: [
    field('name', 'name', [8, 6, 284, 40], 16),
    field('spec', 'spec', [8, 48, 284, 22]),
    { id: 'code', type: 'barcode128', field: 'skuCode', seat: seat([8, 76, 284, 116]) },
  ],
};

const boxLabel: TLabelLayout = {
  size: '100x100',
  ...layoutPxOf('100x100'),
  langPdfList: [],
  pdfSrc: null,
  pointsList: [
    field('shop', 'shopName', [20, 20, 460, 32], 22, true),
    label('snTitle', '发货单号', [20, 62, 110, 28], 18),
    field('sn', 'deliverySn', [130, 62, 350, 28], 18),
    { id: 'snCode', type: 'barcode128', field: 'deliverySn', seat: seat([20, 100, 460, 150]) },
    { id: 'rule', type: 'line', seat: seat([20, 262, 460, 2]), weight: 2 },
    label('boxTitle', '箱号', [20, 280, 110, 28], 18),
    field('box', 'boxNo', [130, 272, 350, 80], 60, true),
    field('order', 'orderSn', [20, 370, 460, 28], 18),
    field('wh', 'warehouse', [20, 410, 460, 60], 18),
  ],
};

const langTexts = (de: string, fr: string, it: string, es: string, nl: string, pl: string) => ({
  de,
  fr,
  it,
  es,
  nl,
  pl,
});
const gpsrLabel: TLabelLayout = {
  size: '100x100',
  ...layoutPxOf('100x100'),
  langPdfList: ['de', 'fr', 'it', 'es'],
  pdfSrc: null,
  pointsList: [
    label(
      'title',
      'Product safety information',
      [10, 8, 480, 30],
      20,
      langTexts(
        'Produktsicherheit',
        'Sécurité du produit',
        'Sicurezza del prodotto',
        'Seguridad del producto',
        'Productveiligheid',
        'Bezpieczeństwo produktu',
      ),
    ),
    label(
      'makerTitle',
      'Manufacturer',
      [10, 44, 480, 22],
      15,
      langTexts('Hersteller', 'Fabricant', 'Fabbricante', 'Fabricante', 'Fabrikant', 'Producent'),
    ),
    field('makerName', 'gpsr.manufacturerName', [10, 66, 480, 22]),
    field('makerAddress', 'gpsr.manufacturerAddress', [10, 88, 480, 40]),
    field('makerContact', 'gpsr.manufacturerContact', [10, 128, 480, 22]),
    label(
      'rpTitle',
      'EU responsible person',
      [10, 154, 480, 22],
      15,
      langTexts(
        'EU-Verantwortlicher',
        "Personne responsable dans l'UE",
        "Persona responsabile nell'UE",
        'Persona responsable en la UE',
        'Verantwoordelijke in de EU',
        'Osoba odpowiedzialna w UE',
      ),
    ),
    field('rpName', 'gpsr.euRpName', [10, 176, 480, 22]),
    field('rpAddress', 'gpsr.euRpAddress', [10, 198, 480, 40]),
    field('rpEmail', 'gpsr.euRpEmail', [10, 238, 240, 22]),
    field('rpPhone', 'gpsr.euRpPhone', [250, 238, 240, 22]),
    field('productId', 'gpsr.productId', [10, 262, 480, 22]),
    { id: 'rule', type: 'line', seat: seat([10, 288, 480, 2]), weight: 2 },
    field('warnings', 'gpsr.warnings', [10, 294, 480, 64], 14),
    field('safety', 'gpsr.safetyInfo', [10, 358, 480, 52], 14),
    { id: 'code', type: 'barcode128', field: 'skuCode', seat: seat([10, 414, 300, 80]) },
    field('name', 'name', [320, 414, 170, 80], 14),
  ],
};

export const BuiltInTemplates: { templateId: number; kind: TLabelKind; name: string; layout: TLabelLayout }[] = [
  { templateId: -1, kind: 'sku', name: 'SKU 标签 60×40', layout: skuLabel },
  { templateId: -2, kind: 'box', name: '箱唛 100×100', layout: boxLabel },
  { templateId: -3, kind: 'gpsr', name: 'GPSR 标签 100×100', layout: gpsrLabel },
];
