import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LabelFonts } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import { loadLabelFonts } from './label-fonts.js';
import { renderLabels } from './label-pdf.js';
import { readBack } from './label-readback.fixture.js';
import { scriptRuns } from './label-text.js';
import { BuiltInTemplates } from './labels-builtin.js';

const gpsr = BuiltInTemplates.find((b) => b.kind === 'gpsr')!.layout;
const sku = BuiltInTemplates.find((b) => b.kind === 'sku')!.layout;
const squash = (s: string) => s.replace(/\s+/g, '');
const fontsOf = (pdf: Uint8Array) => {
  const file = join(mkdtempSync(join(tmpdir(), 'ksa-fonts-')), 'l.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdffonts', [file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((l) =>
      l
        .split(/\s+/)[0]!
        .replace(/^[A-Z]{6}\+/, '')
        .replace(/-\d+$/, ''),
    );
};

describe('[LABELS] text in two scripts', () => {
  it('prints a value mixing Chinese with Polish and Czech letters with every character readable', async () => {
    const warnings = '警告 Ostrzeżenie: żółć, ŁÓDŹ; 注意 Upozornění: řeřicha, ůĚ（小心）';
    const pdf = await renderLabels([
      {
        layout: gpsr,
        pages: [
          {
            values: { 'gpsr.warnings': warnings, 'gpsr.manufacturerName': '深圳市示例 Łukasz sp. z o.o.' },
            lang: 'pl',
          },
        ],
        sheet: 'label',
      },
    ]);
    const text = squash(readBack(pdf, []).pages.join(''));
    expect(text).toContain(squash(warnings));
    expect(text).toContain(squash('深圳市示例 Łukasz sp. z o.o.'));
    // The Latin runs are in Noto Sans, the Han runs in Noto Sans SC: each embedded once.
    expect(fontsOf(pdf).sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansHans-Regular']);
  });

  it('keeps a long mixed value inside its box by wrapping and shrinking, without losing letters', async () => {
    const name = `儿童保温杯 Kubek termiczny dla dzieci – żółty, źdźbło; ${'饮水杯 Láhev '.repeat(6)}`.trim();
    const pdf = await renderLabels([
      { layout: sku, pages: [{ values: { name, skuCode: 'KSA-1' }, lang: null }], sheet: 'label' },
    ]);
    const page = readBack(pdf, ['code128']);
    expect(squash(page.pages[0]!)).toContain(squash(name));
    expect(page.codes[0]).toEqual(['KSA-1']);
  });

  it('sends characters Noto Sans lacks to Noto Sans SC and keeps spaces with the run they follow', async () => {
    const fonts = await loadLabelFonts();
    expect(scriptRuns(fonts, '警告 Ostrzeżenie：żółć', false)).toEqual([
      { text: '警告 ', font: LabelFonts.regular },
      { text: 'Ostrzeżenie', font: 'NotoSans' },
      { text: '：', font: LabelFonts.regular },
      { text: 'żółć', font: 'NotoSans' },
    ]);
  });

  it('parses each font once per worker: later prints hand pdf-lib the faces already parsed', async () => {
    const fonts = await loadLabelFonts();
    const faces = new Set(Object.values(fonts.faces));
    const create = fonts.kit.create;
    const made: unknown[] = [];
    fonts.kit.create = (b, n) => {
      const f = create(b, n);
      made.push(f);
      return f;
    };
    try {
      await renderLabels([
        { layout: sku, pages: [{ values: { name: '杯 Łódź', skuCode: 'A-1' }, lang: null }], sheet: 'label' },
      ]);
    } finally {
      fonts.kit.create = create;
    }
    expect(made.length).toBeGreaterThan(0);
    expect(made.every((f) => faces.has(f as never))).toBe(true);
  });
});
