import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { bjToday } from '../dashboard';
import { useImportCostsMutation } from './api';
import { parseCostWorkbook } from './cost-sheet';

/**
 * The Excel cost import, all or nothing: a sheet with any bad row (shop, SKU, cost or 生效日期) is
 * listed row by row and nothing is sent; otherwise, once confirmed, every row goes in one batch (the
 * server refuses it whole if it finds a bad date, naming the row; the request layer shows that).
 */
export const useCostSheetImport = () => {
  const { t } = useTranslation('products');
  const { message, modal } = App.useApp();
  const importCosts = useImportCostsMutation();
  return async (file: File) => {
    const sheet = await parseCostWorkbook(await file.arrayBuffer(), bjToday(new Date())).catch(() => null);
    if (!sheet) {
      message.error(t('import.failed'));
      return;
    }
    const { rows, problems } = sheet;
    if (problems.length) {
      modal.error({
        title: t('import.problemsTitle', { n: problems.length }),
        content: (
          <ul className="ksa-import-problems" data-testid="import-problems">
            {problems.slice(0, 10).map((p) => (
              <li key={p.row}>{t(`import.problem.${p.reason}`, { row: p.row, value: p.value })}</li>
            ))}
            {problems.length > 10 && <li>{t('import.more', { n: problems.length - 10 })}</li>}
          </ul>
        ),
      });
      return;
    }
    if (!rows.length) {
      message.error(t('import.none'));
      return;
    }
    if (
      !(await modal.confirm({ title: t('import.confirmTitle'), content: t('import.confirm', { rows: rows.length }) }))
    ) {
      return;
    }
    const res = await importCosts.mutateAsync({ rows, source: 'sheet' });
    message.success(t('import.done', { imported: res.imported, skipped: res.skipped }));
  };
};
