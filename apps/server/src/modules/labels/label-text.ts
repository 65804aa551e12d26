import { LabelFonts } from '@ksa/contract';
import { mm2pt, type PDFRenderProps, type Plugin, type Schema } from '@pdfme/common';
import { text } from '@pdfme/schemas';
import { convertForPdfLayoutProps, hex2PrintingColor } from '@pdfme/schemas/utils';
import type * as fontkit from 'fontkit';
import {
  embeddedFont,
  LatinFonts,
  labelFonts,
  primeDocument,
  type TFontName,
  type TLabelFonts,
} from './label-fonts.js';

type TTextSchema = Schema & {
  fontName?: string;
  fontSize?: number;
  fontColor?: string;
  alignment?: 'left' | 'center' | 'right';
  lineHeight?: number;
  dynamicFontSize?: { min: number; max: number; fit?: 'horizontal' | 'vertical' };
};
type TRun = { text: string; font: TFontName };
type TLine = { runs: TRun[]; width: number };
type TLayout = { size: number; lines: TLine[] };

const SIZE_STEP = 0.25;
const MEMO_MAX = 20_000;
const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/** pdfme's first-line height (its text plugin places lines the same way). */
const lineTop = (face: fontkit.Font, size: number) => {
  const scale = 1000 / face.unitsPerEm;
  const h = (face.ascent || face.bbox.maxY) * scale - (face.descent || face.bbox.minY) * scale;
  return ((h - (Math.abs(face.descent * scale) || 0)) / 1000) * size;
};
const widthOf = (fonts: TLabelFonts, r: TRun, size: number) => {
  const face = fonts.faces[r.font];
  return (face.layout(r.text).advanceWidth / face.unitsPerEm) * size;
};

/** Which font prints a value: Noto Sans where it has every glyph, Noto Sans SC where it has them, else both (runs). */
const fontsFor = (fonts: TLabelFonts, bold: boolean) => {
  const latin = bold ? LatinFonts.bold : LatinFonts.regular;
  const cjk = bold ? LabelFonts.bold : LabelFonts.regular;
  const inLatin = (c: string) => /\s/u.test(c) || fonts.faces[latin].hasGlyphForCodePoint(c.codePointAt(0)!);
  return { latin, cjk, inLatin };
};

/** Splits a mixed value into runs: characters Noto Sans lacks (Han, fullwidth punctuation) go to Noto Sans SC. */
export const scriptRuns = (fonts: TLabelFonts, value: string, bold: boolean): TRun[] => {
  const { latin, cjk, inLatin } = fontsFor(fonts, bold);
  const runs: TRun[] = [];
  for (const c of value) {
    const font = inLatin(c) ? latin : cjk;
    const last = runs.at(-1);
    if (last && (last.font === font || /\s/u.test(c))) {
      last.text += c;
    } else {
      runs.push({ text: c, font });
    }
  }
  return runs;
};

/** Greedy word wrap as pdfme does it (word segments, over-long words broken per character), runs kept per font. */
const wrap = (fonts: TLabelFonts, value: string, bold: boolean, size: number, boxW: number): TLine[] => {
  const lines: TLine[] = [];
  for (const paragraph of value.split(/\r\n|\r|\n/)) {
    let line: TLine = { runs: [], width: 0 };
    const push = (runs: TRun[], width: number) => {
      if (line.runs.length > 0 && line.width + width > boxW) {
        lines.push(line);
        line = { runs: [], width: 0 };
      }
      line.runs.push(...runs);
      line.width += width;
    };
    for (const { segment } of words.segment(paragraph.trimEnd())) {
      const runs = scriptRuns(fonts, segment, bold);
      const width = runs.reduce((s, r) => s + widthOf(fonts, r, size), 0);
      if (width <= boxW || segment.trim() === '') {
        push(runs, width);
        continue;
      }
      for (const r of runs) {
        for (const c of r.text) {
          const piece = { text: c, font: r.font };
          push([piece], widthOf(fonts, piece, size));
        }
      }
    }
    lines.push(line);
  }
  return lines;
};

const memo = new Map<string, TLayout>();
/** Font size (shrunk to fit the box when the schema asks) and lines; the same value on many labels is laid out once. */
const layoutOf = (fonts: TLabelFonts, s: TTextSchema, value: string, bold: boolean): TLayout => {
  const key = JSON.stringify([s.fontName, s.width, s.height, s.fontSize, s.lineHeight, s.dynamicFontSize, value]);
  const hit = memo.get(key);
  if (hit) {
    return hit;
  }
  const boxW = mm2pt(s.width);
  const boxH = mm2pt(s.height);
  const lh = s.lineHeight ?? 1;
  const face = fonts.faces[bold ? LabelFonts.bold : LabelFonts.regular];
  const measure = (size: number) => {
    const lines = wrap(fonts, value, bold, size, boxW);
    const height = lineTop(face, size) * lh + (lines.length - 1) * size * lh;
    const width = Math.max(...lines.map((l) => l.width));
    return { size, lines, fits: height <= boxH && width <= boxW };
  };
  const dyn = s.dynamicFontSize;
  let size = s.fontSize ?? 13;
  let out = measure(dyn ? Math.min(Math.max(size, dyn.min), dyn.max) : size);
  while (dyn && !out.fits && out.size - SIZE_STEP >= dyn.min) {
    out = measure(out.size - SIZE_STEP);
  }
  while (dyn && out.fits && out.size + SIZE_STEP <= dyn.max) {
    const next = measure(out.size + SIZE_STEP);
    if (!next.fits) {
      break;
    }
    out = next;
  }
  size = out.size;
  if (memo.size >= MEMO_MAX) {
    memo.clear();
  }
  const layout = { size, lines: out.lines };
  memo.set(key, layout);
  return layout;
};

/** Draws a value mixing scripts run by run, each in the font that has its glyphs. */
const drawMixed = async (arg: PDFRenderProps<TTextSchema>, fonts: TLabelFonts, bold: boolean) => {
  const { value, schema, page, pdfDoc, _cache, options } = arg;
  const { size, lines } = layoutOf(fonts, schema, value, bold);
  const { width, height, position } = convertForPdfLayoutProps({ schema, pageHeight: page.getHeight() });
  const { latin, cjk } = fontsFor(fonts, bold);
  const pdfFonts = { [latin]: await embeddedFont(pdfDoc, _cache, fonts, latin) } as Record<TFontName, never>;
  pdfFonts[cjk] = (await embeddedFont(pdfDoc, _cache, fonts, cjk)) as never;
  const lh = schema.lineHeight ?? 1;
  const top = lineTop(fonts.faces[cjk], size) + ((lh - 1) * size) / 2;
  const color = hex2PrintingColor(schema.fontColor || '#000000', options.colorType);
  lines.forEach((line, row) => {
    const free = width - line.width;
    let x = position.x + (schema.alignment === 'center' ? free / 2 : schema.alignment === 'right' ? free : 0);
    const y = position.y + height - top - lh * size * row;
    for (const r of line.runs) {
      page.drawText(r.text, { x, y, size, font: pdfFonts[r.font], color, lineHeight: lh * size });
      x += widthOf(fonts, r, size);
    }
  });
};

/**
 * The text plugin labels print with. Neither font covers both scripts (Noto Sans SC lacks ł, ř, ő; Noto Sans lacks
 * Han), so each value picks its font: one script goes through pdfme's own text renderer in that font, a value mixing
 * them (警告 Ostrzeżenie: żółć) is laid out here in runs per font.
 */
export const labelText: Plugin<TTextSchema> = {
  ...(text as unknown as Plugin<TTextSchema>),
  pdf: async (arg) => {
    const fonts = await labelFonts();
    primeDocument(arg.pdfDoc, arg._cache, fonts);
    const { value, schema } = arg;
    if (!value) {
      return;
    }
    const bold = schema.fontName === LabelFonts.bold;
    const { latin, cjk, inLatin } = fontsFor(fonts, bold);
    const cjkFace = fonts.faces[cjk];
    const chars = [...value];
    if (chars.every(inLatin)) {
      return text.pdf({ ...arg, schema: { ...schema, fontName: latin } } as never);
    }
    if (chars.every((c) => /\s/u.test(c) || cjkFace.hasGlyphForCodePoint(c.codePointAt(0)!))) {
      return text.pdf({ ...arg, schema: { ...schema, fontName: cjk } } as never);
    }
    return drawMixed(arg, fonts, bold);
  },
};
