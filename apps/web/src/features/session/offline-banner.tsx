import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The server could not be reached at start: pages still render, with a way to try again. */
export function OfflineBanner({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      banner
      showIcon
      title={t('session.offline')}
      action={
        <Button size="small" danger onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}
