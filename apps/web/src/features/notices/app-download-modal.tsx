import { AndroidOutlined, AppleOutlined } from '@ant-design/icons';
import { Flex, Modal, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotices } from './notice-store';

/** Spec §2 modals: app download with Android and iOS codes. */
export function AppDownloadModal() {
  const { t } = useTranslation();
  const isOpen = useNotices((s) => s.isAppDownloadOpen);
  const close = () => useNotices.getState().setAppDownloadOpen(false);
  return (
    <Modal open={isOpen} onCancel={close} footer={null} centered width={460} title={t('appDownload.title')}>
      <Flex justify="space-around" style={{ padding: '12px 0' }}>
        <Flex vertical align="center" gap={8}>
          <QRCode value={`${window.location.origin}/downloadAndroidPage`} size={128} />
          <Typography.Text strong>
            <AndroidOutlined /> {t('appDownload.android')}
          </Typography.Text>
          <Link to="/downloadAndroidPage" target="_blank" onClick={close}>
            {t('appDownload.androidLink')}
          </Link>
        </Flex>
        <Flex vertical align="center" gap={8}>
          <QRCode value={`${window.location.origin}/downloadIOSPage`} size={128} />
          <Typography.Text strong>
            <AppleOutlined /> {t('appDownload.ios')}
          </Typography.Text>
          <Typography.Text type="secondary">{t('appDownload.iosPending')}</Typography.Text>
        </Flex>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 0 }}>
        {t('appDownload.hint')}
      </Typography.Paragraph>
    </Modal>
  );
}
