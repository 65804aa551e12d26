import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildXlsx, sheetNameOf, withCurrencyColumn } from './export-xlsx';

const read = async (buf: ArrayBuffer | Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buf as ArrayBuffer);
  return book;
};

describe('every export names its sheet after the table, in the UI language', () => {
  it('writes one sheet with the title, the header row and the rows', async () => {
    const book = await read(
      await buildXlsx('商品销量排行', [{ title: '商品', value: (r: { n: string }) => r.n }], [{ n: '杯子' }]),
    );
    expect(book.worksheets.map((w) => w.name)).toEqual(['商品销量排行']);
    expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe('商品');
    expect(book.worksheets[0]!.getRow(2).getCell(1).value).toBe('杯子');
  });

  it('keeps a sheet name Excel accepts: 31 characters at most, no : \\ / ? * [ ]', () => {
    expect(sheetNameOf('Lot de coupons 12 / 2026 [copie]: *?')).toBe('Lot de coupons 12   2026  copie');
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(31);
    expect(sheetNameOf(' / ')).toBe('Sheet1');
  });
});

describe('amounts in an export carry their currency', () => {
  const cols = [{ title: '金额', value: (r: { v: number; currency?: string }) => r.v }];
  it('adds the currency column when a row has a currency', () => {
    const out = withCurrencyColumn(cols, [{ v: 1, currency: 'USD' }, { v: 2 }], '币种');
    expect(out.map((c) => c.title)).toEqual(['金额', '币种']);
    expect(out[1]!.value({ v: 1, currency: 'USD' })).toBe('USD');
  });
  it('leaves rows without amounts in a currency as they are', () => {
    expect(withCurrencyColumn(cols, [{ v: 1 }], '币种')).toBe(cols);
  });
});
