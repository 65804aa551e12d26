import { fenToYuanText, type TBatchCode } from '@ksa/contract';
import { bjTime } from './format';

/** A batch's codes as an .xlsx (ExcelJS, loaded on first export), one row per code with its redemption. */
export const exportCodesXlsx = async (fileName: string, headers: string[], codes: TBatchCode[]) => {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('coupons');
  ws.addRow(headers);
  ws.getRow(1).font = { bold: true };
  for (const c of codes) {
    ws.addRow([
      c.code,
      Number(fenToYuanText(c.valueFen)),
      c.redeemedByPhone ?? '',
      c.redeemedAt ? bjTime(c.redeemedAt) : '',
      c.usedOrderNo ?? '',
      c.usedAt ? bjTime(c.usedAt) : '',
    ]);
  }
  headers.forEach((_, i) => {
    ws.getColumn(i + 1).width = i === 0 ? 20 : 18;
  });
  const buf = await book.xlsx.writeBuffer();
  const url = URL.createObjectURL(
    new Blob([buf], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const a = document.createElement('a');
  a.href = url;
  a.download = `${fileName}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
