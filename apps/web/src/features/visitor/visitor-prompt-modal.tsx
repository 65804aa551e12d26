import { LockOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthModal } from '../auth';
import { useVisitorUi } from './visitor-store';

/** Raised by useVisitorGuard and by the HTTP client's onVisitorBlocked. */
export function VisitorPromptModal() {
  const { t } = useTranslation();
  const isOpen = useVisitorUi((s) => s.isPromptOpen);
  const close = useVisitorUi((s) => s.closePrompt);
  const openAuth = (mode: 'login' | 'register') => {
    close();
    useAuthModal.getState().open(mode);
  };
  return (
    <Modal open={isOpen} onCancel={close} footer={null} width={400} centered title={t('visitor.promptTitle')}>
      <Flex vertical align="center" gap={16} style={{ padding: '12px 0 4px' }}>
        <LockOutlined style={{ fontSize: 36, color: '#ff6a00' }} />
        <Typography.Text style={{ textAlign: 'center' }}>{t('visitor.prompt')}</Typography.Text>
        <Flex gap={12}>
          <Button type="primary" onClick={() => openAuth('login')}>
            {t('auth.login')}
          </Button>
          <Button onClick={() => openAuth('register')}>{t('auth.register')}</Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
