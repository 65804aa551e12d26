import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LabelFonts } from '@ksa/contract';
import type { Font } from '@pdfme/common';
import type { PDFDocument, PDFFont } from '@pdfme/pdf-lib';
import * as fontkit from 'fontkit';
import { memoiseFontLayout } from './font-layout-memo.js';

const require = createRequire(import.meta.url);
/** The font packages export no file paths: their fonts/ folder sits beside dist/ (the package entry). */
const fontFilePath = (pkg: string, file: string) => join(dirname(require.resolve(pkg)), '..', 'fonts', file);
const fontFile = (pkg: string, file: string) => readFile(fontFilePath(pkg, file));

/** The CJK font files on disk, by label font name: the PDF embeds them and the browser's designer loads them. */
export const labelFontPaths = () => ({
  [LabelFonts.regular]: fontFilePath('@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf'),
  [LabelFonts.bold]: fontFilePath('@embedpdf/fonts-sc', 'NotoSansHans-Bold.otf'),
});

/** Latin for the EU languages (Noto Sans: Latin Extended, Greek) and CJK (Noto Sans SC); pdfme embeds subsets. */
export const LatinFonts = { regular: 'NotoSans', bold: 'NotoSans-Bold' } as const;
type TFontName = (typeof LatinFonts)[keyof typeof LatinFonts] | (typeof LabelFonts)[keyof typeof LabelFonts];

export type TLabelFonts = {
  /** pdfme's font option (the bytes each PDF embeds a subset of). */
  font: Font;
  /** The fontkit face of each font, parsed once per worker. */
  faces: Record<TFontName, fontkit.Font>;
  /** Hands pdf-lib the parsed face for bytes it already knows, so a print does not parse 17 MB of fonts again. */
  kit: { create: (bytes: Uint8Array, postscriptName?: string) => fontkit.Font };
};

let loaded: Promise<TLabelFonts> | null = null;

/** Reads and parses the four fonts once per worker thread; every print after the first reuses them. */
export const loadLabelFonts = (): Promise<TLabelFonts> => {
  loaded ??= Promise.all([
    fontFile('@embedpdf/fonts-latin', 'NotoSans-Regular.ttf'),
    fontFile('@embedpdf/fonts-latin', 'NotoSans-Bold.ttf'),
    readFile(labelFontPaths()[LabelFonts.regular]),
    readFile(labelFontPaths()[LabelFonts.bold]),
  ]).then(([latin, latinBold, cjk, cjkBold]) => {
    memoiseFontLayout(latin);
    const bytes: Record<TFontName, Buffer> = {
      [LatinFonts.regular]: latin,
      [LatinFonts.bold]: latinBold,
      [LabelFonts.regular]: cjk,
      [LabelFonts.bold]: cjkBold,
    };
    const faces = Object.fromEntries(
      Object.entries(bytes).map(([name, b]) => [name, fontkit.create(b) as fontkit.Font]),
    ) as Record<TFontName, fontkit.Font>;
    const byBytes = new Map<Uint8Array, fontkit.Font>(
      Object.entries(bytes).map(([name, b]) => [b, faces[name as TFontName]]),
    );
    return {
      font: {
        [LatinFonts.regular]: { data: latin, fallback: true },
        [LatinFonts.bold]: { data: latinBold },
        [LabelFonts.regular]: { data: cjk },
        [LabelFonts.bold]: { data: cjkBold },
      },
      faces,
      kit: { create: (b, name) => byBytes.get(b) ?? (fontkit.create(Buffer.from(b), name) as fontkit.Font) },
    };
  });
  return loaded;
};

/** The parsed fonts when already loaded (text plugins run inside a print, after `loadLabelFonts`). */
let ready: TLabelFonts | null = null;
export const labelFonts = async () => {
  ready ??= await loadLabelFonts();
  return ready;
};

/*
 * pdfme keys its per-document caches by these strings (@pdfme/schemas 6.1: getFontKitFont, the text plugin's
 * embedAndGetFont). Seeding them with the worker's faces keeps pdfme from parsing each font again in every print
 * (should a pdfme upgrade rename them, prints stay correct but slower: bench/labels shows it).
 */
const FONTKIT_KEY = (name: string) => `getFontKitFont-${name}`;
const PDF_FONT_KEY = 'text-pdf-font-cache';
const PRIMED_KEY = 'ksa-label-fonts';

/** Once per PDF document: pdf-lib and pdfme get the worker's parsed faces instead of parsing the bytes again. */
export const primeDocument = (pdfDoc: PDFDocument, cache: Map<unknown, unknown>, fonts: TLabelFonts) => {
  if (cache.has(PRIMED_KEY)) {
    return;
  }
  cache.set(PRIMED_KEY, true);
  pdfDoc.registerFontkit(fonts.kit as never);
  for (const [name, face] of Object.entries(fonts.faces)) {
    cache.set(FONTKIT_KEY(name), face);
  }
};

/** The document's embedded subset of a font, shared with pdfme's text plugin (one subset per font per PDF). */
export const embeddedFont = (
  pdfDoc: PDFDocument,
  cache: Map<unknown, unknown>,
  fonts: TLabelFonts,
  name: TFontName,
) => {
  let byName = cache.get(PDF_FONT_KEY) as Record<string, Promise<PDFFont>> | undefined;
  if (!byName) {
    byName = {};
    cache.set(PDF_FONT_KEY, byName);
  }
  byName[name] ??= pdfDoc.embedFont(fonts.font[name]!.data as Uint8Array, { subset: true });
  return byName[name];
};

export type { TFontName };
