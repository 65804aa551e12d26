import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { useAuthModal } from '../auth';

/** The top banner a visitor sees on every console page: this is a preview with demo data. */
export function VisitorBanner() {
  const { t } = useTranslation();
  const isVisitor = useSession((s) => s.isVisitor);
  if (!isVisitor) {
    return null;
  }
  const open = useAuthModal.getState().open;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      title={t('visitor.banner')}
      action={
        <Space size={8}>
          <Button size="small" type="primary" onClick={() => open('login')}>
            {t('auth.login')}
          </Button>
          <Button size="small" onClick={() => open('register')}>
            {t('auth.register')}
          </Button>
        </Space>
      }
    />
  );
}
