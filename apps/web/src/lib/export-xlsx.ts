/** Rows as a one-sheet .xlsx download (ExcelJS loads on first export only). */
export const exportXlsx = async <T>(
  fileName: string,
  sheetName: string,
  columns: { title: string; value: (r: T) => string | number }[],
  rows: T[],
) => {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheetName);
  ws.addRow(columns.map((c) => c.title));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) {
    ws.addRow(columns.map((c) => c.value(r)));
  }
  columns.forEach((c, i) => {
    ws.getColumn(i + 1).width = Math.max(10, Math.min(40, c.title.length * 2 + 6));
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
