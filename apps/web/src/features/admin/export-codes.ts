import { fenToYuanText, type TBatchCode } from '@ksa/contract';
import { exportXlsx } from '../../lib/export-xlsx';
import { bjTime } from './format';

/** A batch's codes as an .xlsx named for the batch, one row per code with its redemption. */
export const exportCodesXlsx = (title: string, headers: string[], codes: TBatchCode[]) =>
  exportXlsx<TBatchCode>(
    title,
    (
      [
        (c) => c.code,
        (c) => Number(fenToYuanText(c.valueFen)),
        (c) => c.redeemedByPhone ?? '',
        (c) => (c.redeemedAt ? bjTime(c.redeemedAt) : ''),
        (c) => c.usedOrderNo ?? '',
        (c) => (c.usedAt ? bjTime(c.usedAt) : ''),
      ] satisfies ((c: TBatchCode) => string | number)[]
    ).map((value, i) => ({ title: headers[i] ?? '', value })),
    codes,
    { widths: headers.map((_, i) => (i === 0 ? 20 : 18)) },
  );
