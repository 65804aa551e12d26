import { toNumeric } from '../../lib/numeric';

/** The cost sheet's columns: the export writes them and the import reads them back by header. */
export const CostSheetHeaders = {
  shopId: '店铺ID',
  skuId: 'SKU ID',
  cost: '成本价',
  effectiveFrom: '生效日期',
} as const;

export type TCostRow = { shopId: number; skuId: string; cost: string; effectiveFrom?: string };
export type TSheetProblem = { row: number; reason: 'shop' | 'sku' | 'cost' | 'date' };

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

/**
 * Reads cost rows from a sheet's values (first row = headers, found by name). Costs pass through the
 * numeric helper (2 decimals); a row with an empty cost is skipped, a malformed one reported.
 */
export const readCostSheet = (values: unknown[][]): { rows: TCostRow[]; problems: TSheetProblem[] } => {
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
    const effectiveFrom = at.effectiveFrom >= 0 ? text(r[at.effectiveFrom]) : '';
    if (!Number.isInteger(shopId) || shopId <= 0) {
      problems.push({ row, reason: 'shop' });
    } else if (!skuId) {
      problems.push({ row, reason: 'sku' });
    } else if (!/^\d+(\.\d{1,2})?$/.test(cost)) {
      problems.push({ row, reason: 'cost' });
    } else if (effectiveFrom && !/^\d{4}-\d{2}-\d{2}$/.test(effectiveFrom)) {
      problems.push({ row, reason: 'date' });
    } else {
      rows.push({ shopId, skuId, cost, ...(effectiveFrom ? { effectiveFrom } : {}) });
    }
  });
  return { rows, problems };
};

/** Parses an uploaded .xlsx (first sheet) into cost rows; ExcelJS loads on first use. */
export const parseCostWorkbook = async (file: ArrayBuffer) => {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file);
  const ws = book.worksheets[0];
  const values: unknown[][] = [];
  ws?.eachRow({ includeEmpty: false }, (row) => {
    // row.values is 1-based (index 0 empty).
    values.push((row.values as unknown[]).slice(1));
  });
  return readCostSheet(values);
};
