import type { PDFRenderProps, Plugin, Schema } from '@pdfme/common';
import { barcodes } from '@pdfme/schemas';
import bwipjs from 'bwip-js/node';

type TBarcodeSchema = Schema & { barColor?: string; backgroundColor?: string; includetext?: boolean };
type TRaw = { sbs?: number[]; pixs?: number[]; pixx?: number; pixy?: number };
type TBcid = 'code128' | 'ean13' | 'qrcode';

const PT_PER_MM = 72 / 25.4;
/** Quiet zones in modules (ISO/IEC 15417: 10X for Code 128; EAN-13 11X left, 7X right; QR 4 modules). */
const QUIET: Record<TBcid, [number, number]> = { code128: [10, 10], ean13: [11, 7], qrcode: [4, 4] };

const hex = (pdfLib: PDFRenderProps<Schema>['pdfLib'], c: string | undefined, fallback: string) => {
  const v = /^#[0-9a-fA-F]{6}$/.test(c ?? '') ? c! : fallback;
  return pdfLib.rgb(
    Number.parseInt(v.slice(1, 3), 16) / 255,
    Number.parseInt(v.slice(3, 5), 16) / 255,
    Number.parseInt(v.slice(5, 7), 16) / 255,
  );
};

type TRect = [number, number, number, number];
/** All bars as one filled path of `re` operators: the smallest content stream and the fewest pdf-lib objects. */
const fillRects = (arg: PDFRenderProps<TBarcodeSchema>, rects: TRect[], colour: ReturnType<typeof hex>) => {
  const { pdfLib, page } = arg;
  const r3 = (n: number) => Math.round(n * 1000) / 1000;
  page.pushOperators(
    pdfLib.pushGraphicsState(),
    pdfLib.setFillingColor(colour),
    ...rects.map(([x, y, w, h]) => pdfLib.rectangle(r3(x), r3(y), r3(w), r3(h))),
    pdfLib.fill(),
    pdfLib.popGraphicsState(),
  );
};

const encode = (bcid: TBcid, text: string): TRaw | null => {
  try {
    return (bwipjs as unknown as { raw: (o: object) => TRaw[] }).raw({ bcid, text })[0] ?? null;
  } catch {
    // A value the symbology cannot carry (pdfme's own plugin also skips it); the print service checks values first.
    return null;
  }
};

/**
 * Barcodes drawn as vector rectangles instead of pdfme's bwip-js PNG: scannable at any printer resolution, and a
 * 500-label PDF takes well under a second for them rather than ~45 ms and ~15 kB per distinct barcode image.
 */
const vectorPdf = (bcid: TBcid) => async (arg: PDFRenderProps<TBarcodeSchema>) => {
  const { value, schema, page, pdfDoc, pdfLib, _cache } = arg;
  if (!value) {
    return;
  }
  const cacheKey = `ksa:${bcid}:${value}`;
  const raw = (_cache.get(cacheKey) as TRaw | null | undefined) ?? encode(bcid, value);
  _cache.set(cacheKey, raw);
  if (!raw) {
    return;
  }
  const w = schema.width * PT_PER_MM;
  const h = schema.height * PT_PER_MM;
  const x0 = schema.position.x * PT_PER_MM;
  const top = page.getHeight() - schema.position.y * PT_PER_MM;
  const bar = hex(pdfLib, schema.barColor, '#000000');
  page.drawRectangle({ x: x0, y: top - h, width: w, height: h, color: hex(pdfLib, schema.backgroundColor, '#ffffff') });
  const [ql, qr] = QUIET[bcid];
  if (raw.pixs && raw.pixx && raw.pixy) {
    const n = raw.pixx + ql + qr;
    const m = Math.min(w, h) / n;
    const ox = x0 + (w - m * n) / 2 + ql * m;
    const oy = top - (h - m * n) / 2 - ql * m;
    const rects: TRect[] = [];
    for (let r = 0; r < raw.pixy; r++) {
      for (let c = 0; c < raw.pixx; c++) {
        if (!raw.pixs[r * raw.pixx + c]) {
          continue;
        }
        let run = 1;
        while (c + run < raw.pixx && raw.pixs[r * raw.pixx + c + run]) {
          run++;
        }
        rects.push([ox + c * m, oy - (r + 1) * m, run * m, m]);
        c += run - 1;
      }
    }
    fillRects(arg, rects, bar);
    return;
  }
  const sbs = raw.sbs ?? [];
  const modules = sbs.reduce((a, b) => a + b, 0) + ql + qr;
  const mw = w / modules;
  const textH = schema.includetext === false ? 0 : Math.min(h * 0.25, mw * 12);
  const barH = h - textH;
  let x = x0 + ql * mw;
  const rects: TRect[] = [];
  sbs.forEach((width, i) => {
    if (i % 2 === 0) {
      rects.push([x, top - barH, width * mw, barH]);
    }
    x += width * mw;
  });
  fillRects(arg, rects, bar);
  if (textH > 0) {
    let font = _cache.get('ksa:helvetica') as Awaited<ReturnType<typeof pdfDoc.embedFont>> | undefined;
    if (!font) {
      font = await pdfDoc.embedFont(pdfLib.StandardFonts.Helvetica);
      _cache.set('ksa:helvetica', font);
    }
    const size = textH * 0.8;
    const tw = font.widthOfTextAtSize(value, size);
    page.drawText(value, { x: x0 + (w - tw) / 2, y: top - h + textH * 0.15, size, font, color: bar });
  }
};

/** pdfme's barcode plugins (designer panels unchanged) with the vector PDF renderer. */
export const vectorBarcodes = {
  code128: { ...barcodes.code128, pdf: vectorPdf('code128') },
  ean13: { ...barcodes.ean13, pdf: vectorPdf('ean13') },
  qrcode: { ...barcodes.qrcode, pdf: vectorPdf('qrcode') },
} as Record<TBcid, Plugin<TBarcodeSchema>>;
