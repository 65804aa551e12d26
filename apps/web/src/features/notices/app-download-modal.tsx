import { AndroidOutlined, AppleOutlined } from '@ant-design/icons';
import { Flex, Modal, QRCode, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMobileApp } from '../../app/site-config';
import { ShipperAppInstall, shipperAppUrl } from '../../components/shipper-app-install';
import { useNotices } from './notice-store';

/**
 * Spec §2 modals: app download. With a published Android APK: its download page and, for iPhones, the web app.
 * Without one (the default until a native app exists): the installable shipper web app /m/ and how to install it.
 */
export function AppDownloadModal() {
  const { t } = useTranslation();
  const isOpen = useNotices((s) => s.isAppDownloadOpen);
  const mode = useMobileApp();
  const close = () => useNotices.getState().setAppDownloadOpen(false);
  return (
    <Modal
      open={isOpen}
      onCancel={close}
      footer={null}
      centered
      width={mode === 'pwa' ? 620 : 460}
      title={t('appDownload.title')}
      data-testid="app-download-modal"
    >
      {mode === 'loading' && <Spin />}
      {mode === 'pwa' && <ShipperAppInstall onOpen={close} />}
      {mode === 'native' && (
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
            <QRCode value={shipperAppUrl()} size={128} />
            <Typography.Text strong>
              <AppleOutlined /> {t('appDownload.ios')}
            </Typography.Text>
            <Link to="/downloadIOSPage" target="_blank" onClick={close}>
              {t('mobileApp:modal.iosWebApp')}
            </Link>
          </Flex>
        </Flex>
      )}
      {mode === 'native' && (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: '12px 0 0' }}>
          {t('appDownload.hint')}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
