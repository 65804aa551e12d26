import { toNumeric } from '../../lib/numeric';
import { isAllowedCostDay } from './cost-date';

/** The cost sheet's columns: the export writes them and the import reads them back by header. */
export const CostSheetHeaders = {
  shopId: '店铺ID',
  skuId: 'SKU ID',
  cost: '成本价',
  effectiveFrom: '生效日期',
} as const;

/** A row to import, with its sheet row number (the server names it if it refuses the row). */
export type TCostRow = { shopId: number; skuId: string; cost: string; effectiveFrom?: string; row: number };
/** A row the import refuses: its sheet row number, why, and for a date the text found. */
export type TSheetProblem = { row: number; reason: 'shop' | 'sku' | 'cost' | 'date'; value?: string };

const text = (v: unknown): string => {
  if (v === null || v === undefined) {
    return '';
  }
  if (v instanceof Date) {
    return v.toISOString().slice(0, 10);
  }
  if (typeof v === 'object' && 'result' in (v as object)) {
    return text((v as { result: unknown }).result);
  }
  if (typeof v === 'object' && 'text' in (v as object)) {
    return String((v as { text: unknown }).text);
  }
  return String(v).trim();
};

/** Excel keeps dates as serial days since 1899-12-30; a plain number in the date column is one. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const excelSerialDay = (n: number) =>
  Number.isInteger(n) && n > 0 && n < 2_958_466
    ? new Date(EXCEL_EPOCH_MS + n * 86_400_000).toISOString().slice(0, 10)
    : '';

/** The 生效日期 cell as YYYY-MM-DD: a date cell, an Excel serial day, or text as typed. */
const dayText = (v: unknown): string => (typeof v === 'number' ? excelSerialDay(v) || String(v) : text(v));

/**
 * Reads cost rows from a sheet's values (first row = headers, found by name). Costs pass through the
 * numeric helper (2 decimals); a row with an empty cost is skipped, a malformed one reported (the
 * page then imports nothing). 生效日期 is optional: empty means today; a date must be a real day, in
 * YYYY-MM-DD or as an Excel date, and not after `today` (Beijing).
 */
export const readCostSheet = (values: unknown[][], today: string): { rows: TCostRow[]; problems: TSheetProblem[] } => {
  const [head = [], ...body] = values;
  const col = (name: string) => head.findIndex((h) => text(h) === name);
  const at = {
    shopId: col(CostSheetHeaders.shopId),
    skuId: col(CostSheetHeaders.skuId),
    cost: col(CostSheetHeaders.cost),
    effectiveFrom: col(CostSheetHeaders.effectiveFrom),
  };
  const rows: TCostRow[] = [];
  const problems: TSheetProblem[] = [];
  body.forEach((r, i) => {
    const row = i + 2;
    const costText = text(r[at.cost]);
    if (!costText) {
      return;
    }
    const shopId = Number(text(r[at.shopId]).split('-').pop());
    const skuId = text(r[at.skuId]);
    const cost = toNumeric(costText, 2);
    const effectiveFrom = at.effectiveFrom >= 0 ? dayText(r[at.effectiveFrom]) : '';
    if (!Number.isInteger(shopId) || shopId <= 0) {
      problems.push({ row, reason: 'shop' });
    } else if (!skuId) {
      problems.push({ row, reason: 'sku' });
    } else if (!/^\d+(\.\d{1,2})?$/.test(cost)) {
      problems.push({ row, reason: 'cost' });
    } else if (effectiveFrom && !isAllowedCostDay(effectiveFrom, today)) {
      problems.push({ row, reason: 'date', value: effectiveFrom });
    } else {
      rows.push({ shopId, skuId, cost, ...(effectiveFrom ? { effectiveFrom } : {}), row });
    }
  });
  return { rows, problems };
};

/** Parses an uploaded .xlsx (first sheet) into cost rows; ExcelJS loads on first use. */
export const parseCostWorkbook = async (file: ArrayBuffer, today: string) => {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file);
  const ws = book.worksheets[0];
  const values: unknown[][] = [];
  ws?.eachRow({ includeEmpty: false }, (row) => {
    // row.values is 1-based (index 0 empty).
    values.push((row.values as unknown[]).slice(1));
  });
  return readCostSheet(values, today);
};
