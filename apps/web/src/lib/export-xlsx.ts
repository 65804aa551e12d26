/** One column of an export: its (translated) title and how a row fills it. */
export type TXlsxColumn<T> = { title: string; value: (row: T) => string | number | null | undefined };

/** Excel's rules for a sheet name: at most 31 characters, none of : \ / ? * [ ], not blank. */
export const sheetNameOf = (title: string) =>
  title
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, 31)
    .trim() || 'Sheet1';

/**
 * The .xlsx every export of the app writes: one sheet named after what it holds, in the UI language (the title of
 * the table it comes from), a bold header row, then the rows. ExcelJS loads on first export only.
 */
export const buildXlsx = async <T>(title: string, columns: TXlsxColumn<T>[], rows: T[], widths?: number[]) => {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheetNameOf(title));
  ws.addRow(columns.map((c) => c.title));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) {
    ws.addRow(columns.map((c) => c.value(r) ?? ''));
  }
  columns.forEach((c, i) => {
    ws.getColumn(i + 1).width = widths?.[i] ?? Math.max(10, Math.min(40, c.title.length * 2 + 6));
  });
  return book.xlsx.writeBuffer();
};

export type TXlsxOptions = {
  /** The sheet's name (default: the file's name). */
  sheet?: string;
  /** Column widths in characters (default: from the titles). */
  widths?: number[];
  /** Rows that carry amounts carry their currency: a column with this title says it, when any row has one. */
  currencyTitle?: string;
};

/** A currency column after the given ones when a row has a `currency` (amounts are never unlabelled). */
export const withCurrencyColumn = <T>(columns: TXlsxColumn<T>[], rows: T[], title: string): TXlsxColumn<T>[] => {
  const currencyOf = (r: T) => (r as { currency?: unknown }).currency;
  return rows.some((r) => typeof currencyOf(r) === 'string')
    ? [...columns, { title, value: (r) => currencyOf(r) as string }]
    : columns;
};

/** The app's one .xlsx download: builds the book and saves it as `<fileName>.xlsx`. */
export const exportXlsx = async <T>(fileName: string, given: TXlsxColumn<T>[], rows: T[], opts: TXlsxOptions = {}) => {
  const columns = opts.currencyTitle ? withCurrencyColumn(given, rows, opts.currencyTitle) : given;
  const buf = await buildXlsx(opts.sheet || fileName, columns, rows, opts.widths);
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
