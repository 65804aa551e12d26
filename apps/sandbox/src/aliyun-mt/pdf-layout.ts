import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  type PDFFont,
  PDFName,
  PDFRawStream,
  type PDFRef,
} from '@pdfme/pdf-lib';
import * as fontkit from 'fontkit';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { type TTarget, translateZh } from './dictionary.js';

/** One run of text as the PDF places it: baseline origin and size in PDF units, the width it takes. */
export type TTextRun = { page: number; text: string; x: number; y: number; size: number; width: number };

const require = createRequire(import.meta.url);
let cjkFont: Promise<Buffer> | null = null;
/** Noto Sans SC covers the translations' Latin letters and any Chinese the dictionary leaves. */
export const fontBytes = () => {
  cjkFont ??= readFile(join(dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts', 'NotoSansHans-Regular.otf'));
  return cjkFont;
};

/** Every text run with its position (pdf.js, no rendering), pages counted from 0. */
export const readTextRuns = async (bytes: Uint8Array): Promise<{ runs: TTextRun[]; pages: number }> => {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const runs: TTextRun[] = [];
  try {
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) {
          continue;
        }
        const [a, b, , , x, y] = item.transform as number[];
        runs.push({
          page: n - 1,
          text: item.str,
          x: x ?? 0,
          y: y ?? 0,
          size: Math.hypot(a ?? 0, b ?? 0),
          width: item.width,
        });
      }
    }
    return { runs, pages: pdf.numPages };
  } finally {
    await pdf.destroy();
  }
};

/**
 * Removes the text objects (BT … ET) from a page's content streams and keeps everything else — lines, boxes,
 * pictures — where it was. Text inside form XObjects is left (the sandbox's documented limit).
 */
const stripPageText = (doc: PDFDocument, pageIndex: number) => {
  const node = doc.getPage(pageIndex).node;
  const contents = node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  for (const ref of refs) {
    const stream = doc.context.lookup(ref as PDFRef);
    if (!(stream instanceof PDFRawStream)) {
      continue;
    }
    const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    const kept = ops.replace(/(^|[\s\]>)])BT[\s\S]*?[\s\]>)]ET(?=\s|$)/g, '$1');
    doc.context.assign(ref as PDFRef, doc.context.flateStream(Buffer.from(kept, 'latin1')));
  }
};

/** The size a translation is drawn at: the original's, smaller only where it would run past the room it has. */
const fitSize = (font: PDFFont, text: string, run: TTextRun, pageWidth: number) => {
  const room = Math.max(run.width, pageWidth - run.x - 24);
  const width = font.widthOfTextAtSize(text, run.size);
  return width > room ? Math.max(4, (run.size * room) / width) : run.size;
};

/**
 * Document translation keeping the layout: every text run is replaced by its translation at the same
 * baseline, same size (shrunk only to fit the page), and all other page content stays as it was.
 */
export const translatePdf = async (bytes: Uint8Array, to: TTarget): Promise<{ pdf: Uint8Array; pages: number }> => {
  const { runs, pages } = await readTextRuns(bytes);
  const doc = await PDFDocument.load(bytes);
  doc.registerFontkit(fontkit as never);
  const font = await doc.embedFont(await fontBytes(), { subset: true });
  for (let i = 0; i < doc.getPageCount(); i++) {
    stripPageText(doc, i);
  }
  for (const run of runs) {
    const page = doc.getPage(run.page);
    const text = /[\u3400-\u9fff]/.test(run.text) ? translateZh(run.text, to) : run.text;
    page.drawText(text, { x: run.x, y: run.y, size: fitSize(font, text, run, page.getWidth()), font });
  }
  return { pdf: await doc.save(), pages };
};
