import {
  LabelLimits,
  layoutToPdfme,
  type TGpsrLang,
  type TLabelField,
  type TLabelLayout,
  type TLabelPoint,
  type TPdfmeSchema,
} from '@ksa/contract';
import type { Font, Template } from '@pdfme/common';
import { generate } from '@pdfme/generator';
import { PDFDocument } from '@pdfme/pdf-lib';
import { image, line } from '@pdfme/schemas';
import { vectorBarcodes } from './label-barcodes.js';
import { loadLabelFonts } from './label-fonts.js';
import { labelText } from './label-text.js';

/** One printed label: the product data its fields take and the language its texts are printed in. */
export type TLabelPage = { values: Partial<Record<TLabelField, string>>; lang: TGpsrLang | null };
export type TLabelBatch = { layout: TLabelLayout; pages: TLabelPage[]; sheet: 'label' | 'a4' };

/** A line prints only where its cell has a label (empty cells of the last A4 sheet stay blank). */
const cellLine = { ...line, pdf: (arg: Parameters<typeof line.pdf>[0]) => (arg.value ? line.pdf(arg) : undefined) };
const plugins = { text: labelText, image, line: cellLine, ...vectorBarcodes };

/** The value a point prints on one label: its bound field, its text in the label's language, or its text. */
export const pointValue = (p: TLabelPoint, page: TLabelPage): string => {
  if (p.type === 'image') {
    return p.src ?? '';
  }
  if (p.field) {
    return page.values[p.field] ?? '';
  }
  return (page.lang ? p.langText?.[page.lang] : undefined) ?? p.text ?? '';
};

/** Every point is variable: a label's values (and a text's language) are its inputs. */
const printSchemas = (layout: TLabelLayout): TPdfmeSchema[] =>
  layoutToPdfme(layout).schemas[0]!.map((s) => ({ ...s, readOnly: false, content: '' }));

const inputsOf = (layout: TLabelLayout, page: TLabelPage, suffix = ''): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const p of layout.pointsList) {
    const v = pointValue(p, page);
    // A line has no value; a non-empty input marks the cell as filled.
    out[p.id + suffix] = p.type === 'line' ? 'line' : v;
  }
  return out;
};

/** A4 sheets: as many labels as fit in a grid inside the margin, each cell's schemas renamed `@cell`. */
const sheetOf = (layout: TLabelLayout, wMm: number, hMm: number) => {
  const m = LabelLimits.sheetMarginMm;
  const cols = Math.max(1, Math.floor((210 - 2 * m) / wMm));
  const rows = Math.max(1, Math.floor((297 - 2 * m) / hMm));
  const cells = Array.from({ length: cols * rows }, (_, i) => ({
    x: m + (i % cols) * wMm,
    y: m + Math.floor(i / cols) * hMm,
  }));
  const base = printSchemas(layout);
  const schemas = cells.flatMap((c, i) =>
    base.map((s) => ({ ...s, name: `${s.name}@${i}`, position: { x: s.position.x + c.x, y: s.position.y + c.y } })),
  );
  return { perSheet: cells.length, schemas };
};

const renderBatch = async (b: TLabelBatch, font: Font): Promise<Uint8Array> => {
  const t = layoutToPdfme(b.layout);
  const page = typeof t.basePdf === 'string' ? null : t.basePdf;
  if (b.sheet === 'a4' && page) {
    const { perSheet, schemas } = sheetOf(b.layout, page.width, page.height);
    const inputs: Record<string, string>[] = [];
    for (let i = 0; i < b.pages.length; i += perSheet) {
      // Empty cells of the last sheet get empty inputs: every point is variable, so nothing prints there.
      const cells = b.pages.slice(i, i + perSheet);
      inputs.push(Object.assign({}, ...cells.map((p, c) => inputsOf(b.layout, p, `@${c}`))));
    }
    const template = { basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] }, schemas: [schemas] };
    return generate({ template: template as unknown as Template, inputs, plugins, options: { font } });
  }
  const template = { basePdf: t.basePdf, schemas: [printSchemas(b.layout)] };
  const inputs = b.pages.map((p) => inputsOf(b.layout, p));
  return generate({ template: template as unknown as Template, inputs, plugins, options: { font } });
};

/** Renders batches (one layout each) and merges them, in order, into one PDF. */
export const renderLabels = async (batches: TLabelBatch[]): Promise<Uint8Array> => {
  const { font } = await loadLabelFonts();
  const parts = [];
  for (const b of batches.filter((x) => x.pages.length > 0)) {
    parts.push(await renderBatch(b, font));
  }
  if (parts.length === 1) {
    return parts[0]!;
  }
  const out = await PDFDocument.create();
  for (const part of parts) {
    const doc = await PDFDocument.load(part);
    for (const p of await out.copyPages(doc, doc.getPageIndices())) {
      out.addPage(p);
    }
  }
  return out.save();
};
