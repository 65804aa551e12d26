import { statSync } from 'node:fs';
import { LabelFonts, labelFontPath } from '@ksa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type THarness } from '../../test/harness.js';
import { labelFontPaths, loadLabelFonts } from './label-fonts.js';

describe('[LABELS] the designer gets the fonts the PDF embeds', () => {
  let h: THarness;
  beforeAll(async () => {
    h = await startHarness('pglite');
  });
  afterAll(() => h?.close());

  it('serves Noto Sans SC regular and bold, cached for a year; nothing else under /fonts/labels', async () => {
    for (const font of [LabelFonts.regular, LabelFonts.bold]) {
      const res = await h.app.inject({ method: 'GET', url: labelFontPath(font) });
      expect(res.statusCode, font).toBe(200);
      expect(res.headers['content-type']).toBe('font/otf');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.length).toBe(statSync(labelFontPaths()[font]).size);
      // The very bytes the PDF generator embeds (its fonts, loaded for a print).
      const pdfFont = (await loadLabelFonts()).font[font]!.data as Uint8Array;
      expect(Buffer.compare(res.rawPayload, Buffer.from(pdfFont))).toBe(0);
      // OpenType with CFF outlines, and it covers Chinese.
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('OTTO');
      const again = await h.app.inject({
        method: 'GET',
        url: labelFontPath(font),
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    for (const name of ['NotoSansHans-Regular.otf', '..%2F..%2Fpackage.json', 'x.otf']) {
      const res = await h.app.inject({ method: 'GET', url: `/fonts/labels/${name}` });
      expect(res.statusCode, name).toBe(404);
    }
    const faces = (await loadLabelFonts()).faces;
    expect(faces[LabelFonts.regular].hasGlyphForCodePoint('中'.codePointAt(0)!)).toBe(true);
  }, 60_000);
});
