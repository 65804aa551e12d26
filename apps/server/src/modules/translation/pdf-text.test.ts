import { PDFDocument, StandardFonts } from '@pdfme/pdf-lib';
import { describe, expect, it } from 'vitest';
import { readPdfText } from './pdf-text.js';

const nativeStringify = JSON.stringify;
const nativePush = Array.prototype.push;

describe('PDF text', () => {
  it('reads a manual’s words and page count, and leaves the server’s native built-ins in place', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText('Instruction manual: keep away from children', { x: 50, y: 700, font, size: 14 });
    doc.addPage().drawText('Page two', { x: 50, y: 700, font, size: 14 });
    const got = await readPdfText(await doc.save());
    expect(got?.pageCount).toBe(2);
    expect(got?.text).toContain('Instruction manual: keep away from children');
    // pdf.js's legacy build carries core-js, which would swap these for slower JavaScript versions.
    expect(JSON.stringify).toBe(nativeStringify);
    expect(Array.prototype.push).toBe(nativePush);
    expect(String(JSON.stringify)).toContain('[native code]');
    // A second PDF loads nothing new.
    expect((await readPdfText(await doc.save()))?.pageCount).toBe(2);
    expect(JSON.stringify).toBe(nativeStringify);
  });

  it('answers null for bytes that are not a PDF', async () => {
    expect(await readPdfText(new TextEncoder().encode('not a pdf'))).toBeNull();
  });
});
