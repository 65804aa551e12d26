import i18next from 'i18next';
import { exportXlsx, type TXlsxColumn } from '../../lib/export-xlsx';

export type TExportColumn<T> = TXlsxColumn<T>;

/**
 * Writes rows to an .xlsx file named after the table's title and downloads it; the sheet carries the same title
 * (in the UI language, never an internal name).
 */
export const exportExcel = async <T>(title: string, given: TExportColumn<T>[], rows: T[]) => {
  // Rows that carry amounts carry their currency: the file says it in a column of its own.
  const currencyOf = (r: T) => (r as { currency?: unknown }).currency;
  const columns: TExportColumn<T>[] = rows.some((r) => typeof currencyOf(r) === 'string')
    ? [...given, { title: i18next.t('dashboard:money.column'), value: (r) => currencyOf(r) as string }]
    : given;
  await exportXlsx(title, title, columns, rows);
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
