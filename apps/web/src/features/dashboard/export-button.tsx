import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The 导出 button of a table card: builds the rows (perhaps fetching every page), then the .xlsx. */
export function ExportButton({ run, testId }: { run: () => Promise<void>; testId: string }) {
  const { t } = useTranslation('dashboard');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      data-testid={testId}
      onClick={async () => {
        setBusy(true);
        try {
          await run();
        } catch {
          message.error(t('export.failed'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('export.button')}
    </Button>
  );
}
