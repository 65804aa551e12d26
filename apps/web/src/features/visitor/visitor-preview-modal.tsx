import { EyeOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { useAuthModal } from '../auth';
import { useVisitorUi } from './visitor-store';

/** Spec §2 modals: the visitor-preview notice, once per browser session, offering login/register. */
export function VisitorPreviewModal() {
  const { t } = useTranslation();
  const isVisitor = useSession((s) => s.isVisitor);
  const isSeen = useVisitorUi((s) => s.isPreviewSeen);
  const markSeen = useVisitorUi((s) => s.markPreviewSeen);
  const handleAuth = (mode: 'login' | 'register') => {
    markSeen();
    useAuthModal.getState().open(mode);
  };
  return (
    <Modal
      open={isVisitor && !isSeen}
      onCancel={markSeen}
      centered
      width={460}
      title={
        <Flex gap={8} align="center">
          <EyeOutlined style={{ color: '#ff6a00' }} />
          {t('visitor.previewTitle')}
        </Flex>
      }
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={markSeen}>{t('visitor.continuePreview')}</Button>
          <Button onClick={() => handleAuth('register')}>{t('auth.register')}</Button>
          <Button type="primary" onClick={() => handleAuth('login')}>
            {t('auth.login')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph>{t('visitor.previewBody')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('visitor.previewHint')}
      </Typography.Paragraph>
    </Modal>
  );
}
