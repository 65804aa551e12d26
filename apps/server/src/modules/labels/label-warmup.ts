import type { TLabelField } from '@ksa/contract';
import { renderLabels } from './label-pdf.js';
import { BuiltInTemplates } from './labels-builtin.js';

/** Sample values in both scripts and every barcode type, so warming touches each font, shaper and encoder. */
const sample: Partial<Record<TLabelField, string>> = {
  skuCode: 'KSA-00001',
  barcode: 'KSA-00001',
  skuId: '5400000001',
  name: '儿童保温杯 Kinder-Thermosflasche',
  spec: '颜色 红 / 尺码 S',
  shopName: '旗舰店',
  'gpsr.manufacturerName': '深圳市示例有限公司',
  'gpsr.warnings': '警告 Ostrzeżenie: żółć',
  'gpsr.safetyInfo': 'Nicht für Kinder unter 3 Jahren.',
};

/** Enough pages for V8 to optimise the hot paths (shaping, content streams, barcodes), not so many to delay start. */
const PAGES = 40;
const pageOf = (i: number, kind: string) => ({
  values: { ...sample, skuCode: `KSA-${i}`, barcode: `KSA-${i}`, name: `${sample.name} ${i}` },
  lang: kind === 'gpsr' ? ('pl' as const) : null,
});

/**
 * The worker's first print loads and parses the fonts, compiles pdfme's and bwip-js's code paths and fills the
 * shaping caches; doing it once at start keeps that cost away from the first seller who prints.
 */
export const warmUpRender = async () => {
  await renderLabels(
    BuiltInTemplates.map((b) => ({
      layout: b.layout,
      pages: Array.from({ length: PAGES }, (_, i) => pageOf(i, b.kind)),
      sheet: 'label' as const,
    })),
  );
};
