import type { TDeliveryRow } from '@ksa/contract';
import { exportXlsx } from '../../lib/export-xlsx';

/** The current tab's rows as an .xlsx (ExcelJS loads on first export only). */
export const exportDeliveryXlsx = (
  fileName: string,
  sheetName: string,
  columns: { title: string; value: (r: TDeliveryRow) => string | number }[],
  rows: TDeliveryRow[],
) => exportXlsx(fileName, sheetName, columns, rows);
