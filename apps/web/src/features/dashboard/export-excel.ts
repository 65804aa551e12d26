import i18next from 'i18next';
import { exportXlsx, type TXlsxColumn } from '../../lib/export-xlsx';

export type TExportColumn<T> = TXlsxColumn<T>;

/** A table card's export: the file and its sheet carry the table's title, amounts their currency. */
export const exportExcel = <T>(title: string, columns: TExportColumn<T>[], rows: T[]) =>
  exportXlsx(title, columns, rows, { currencyTitle: i18next.t('dashboard:money.column') });

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
