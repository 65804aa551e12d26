import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zxing from '@zxing/library';

// The package is CommonJS: named imports do not resolve under Node's ESM loader.
const {
  BinaryBitmap,
  Code128Reader,
  DecodeHintType,
  EAN13Reader,
  GlobalHistogramBinarizer,
  NotFoundException,
  QRCodeReader,
  RGBLuminanceSource,
} = zxing;
type TFormat = 'code128' | 'ean13' | 'qrcode';
const readers = {
  code128: () => new Code128Reader(),
  ean13: () => new EAN13Reader(),
  qrcode: () => new QRCodeReader(),
};

/** A PDF read back as a person with a scanner would: its text (pdftotext) and the barcodes on its pages. */
export type TReadback = { pages: string[]; codes: string[][] };

/** Parses a binary PGM (P5), what `pdftoppm -gray` writes. */
const readPgm = (buf: Buffer) => {
  const head = buf.toString('latin1', 0, 64).split(/\s+/);
  const [w, h, max] = [Number(head[1]), Number(head[2]), Number(head[3])];
  const headerLen = buf.indexOf(`${max}`, buf.indexOf(`${h}`, 3)) + `${max}`.length + 1;
  return { w, h, data: new Uint8ClampedArray(buf.subarray(headerLen, headerLen + w * h)) };
};

/** Every barcode on a greyscale page: decode, white out the found symbol's rows band, repeat. */
const decodeAll = (img: { w: number; h: number; data: Uint8ClampedArray }, formats: TFormat[]): string[] => {
  const hints = new Map([[DecodeHintType.TRY_HARDER, true]]);
  const found: string[] = [];
  const data = new Uint8ClampedArray(img.data);
  const tryAll = (bitmap: InstanceType<typeof BinaryBitmap>) => {
    for (const f of formats) {
      try {
        return readers[f]().decode(bitmap, hints);
      } catch (e) {
        if (
          !(e instanceof NotFoundException) &&
          !(e instanceof zxing.FormatException) &&
          !(e instanceof zxing.ChecksumException)
        ) {
          throw e;
        }
      }
    }
    throw new NotFoundException();
  };
  for (let i = 0; i < 100; i++) {
    try {
      const r = tryAll(new BinaryBitmap(new GlobalHistogramBinarizer(new RGBLuminanceSource(data, img.w, img.h))));
      found.push(r.getText());
      // White the symbol out (a 1D result is points on one row: take its width as the height to clear).
      const xs = r.getResultPoints().map((p) => p.getX());
      const ys = r.getResultPoints().map((p) => p.getY());
      const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      const padY = y1 - y0 < 5 ? Math.max(40, (x1 - x0) * 0.5) : (y1 - y0) * 0.3;
      const padX = Math.max(20, (x1 - x0) * 0.15);
      for (let y = Math.max(0, Math.floor(y0 - padY)); y < Math.min(img.h, Math.ceil(y1 + padY)); y++) {
        data.fill(
          255,
          y * img.w + Math.max(0, Math.floor(x0 - padX)),
          y * img.w + Math.min(img.w, Math.ceil(x1 + padX)),
        );
      }
    } catch (e) {
      if (e instanceof NotFoundException) {
        break;
      }
      throw e;
    }
  }
  return found;
};

export const readBack = (pdf: Uint8Array, formats: TFormat[] = ['code128', 'ean13', 'qrcode']): TReadback => {
  const dir = mkdtempSync(join(tmpdir(), 'labels-'));
  try {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    execFileSync('pdftoppm', ['-gray', '-r', '150', file, join(dir, 'p')]);
    const images = readdirSync(dir)
      .filter((f) => f.endsWith('.pgm'))
      .sort();
    const codes = images.map((f) => decodeAll(readPgm(readFileSync(join(dir, f))), formats));
    return { pages: text.split('\f').slice(0, images.length), codes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
