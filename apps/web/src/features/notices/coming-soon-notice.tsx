import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotices } from './notice-store';

/** Menu items whose feature arrives later open this instead of doing nothing. */
export function ComingSoonNotice() {
  const { t } = useTranslation();
  const featureKey = useNotices((s) => s.comingSoonKey);
  const close = () => useNotices.setState({ comingSoonKey: null });
  return (
    <Modal open={Boolean(featureKey)} onCancel={close} footer={null} width={380} centered>
      <Flex vertical align="center" gap={12} style={{ padding: '16px 0 4px' }}>
        <ClockCircleOutlined style={{ fontSize: 40, color: '#ff6a00' }} />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {featureKey ? t(featureKey) : ''} · {t('comingSoon.badge')}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {t('comingSoon.notice')}
        </Typography.Text>
        <Button type="primary" onClick={close}>
          {t('actions.gotIt')}
        </Button>
      </Flex>
    </Modal>
  );
}
