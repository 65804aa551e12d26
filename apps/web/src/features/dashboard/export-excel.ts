import i18next from 'i18next';

export type TExportColumn<T> = { title: string; value: (row: T) => string | number | null | undefined };

/**
 * Writes rows to an .xlsx file and downloads it. ExcelJS loads on first use only, so pages that never
 * export never fetch it.
 */
export const exportExcel = async <T>(fileName: string, sheet: string, given: TExportColumn<T>[], rows: T[]) => {
  // Rows that carry amounts carry their currency: the file says it in a column of its own.
  const currencyOf = (r: T) => (r as { currency?: unknown }).currency;
  const columns: TExportColumn<T>[] = rows.some((r) => typeof currencyOf(r) === 'string')
    ? [...given, { title: i18next.t('dashboard:money.column'), value: (r) => currencyOf(r) as string }]
    : given;
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheet.slice(0, 31));
  ws.addRow(columns.map((c) => c.title));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) {
    ws.addRow(columns.map((c) => c.value(r) ?? ''));
  }
  columns.forEach((c, i) => {
    ws.getColumn(i + 1).width = Math.max(10, Math.min(40, c.title.length * 2 + 4));
  });
  const buf = await book.xlsx.writeBuffer();
  const url = URL.createObjectURL(
    new Blob([buf], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** Every page of a paged call (10 a page), for exports of paged tables. */
export const allPages = async <T>(load: (pageIndex: number) => Promise<{ total: number; list: T[] }>, max = 200) => {
  const first = await load(1);
  const out = [...first.list];
  const pages = Math.min(max, Math.ceil(first.total / Math.max(1, first.list.length || 10)));
  for (let p = 2; p <= pages; p++) {
    out.push(...(await load(p)).list);
  }
  return out;
};
