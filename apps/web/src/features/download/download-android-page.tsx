import { AndroidOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteConfig, useMobileApp } from '../../app/site-config';
import { ShipperAppInstall } from '../../components/shipper-app-install';
import { androidDownloadUrl, BACKEND_ANDROID_DOWNLOAD } from './android-download-url';

/**
 * Opened from the app's QR code. With a published APK it starts the download by itself (Huawei and Xiaomi
 * phones go to their store), with a button if it did not. Until a native app exists it says so and offers
 * the installable shipper web app /m/ instead.
 */
export function DownloadAndroidPage() {
  const mode = useMobileApp();
  if (mode === 'loading') {
    return (
      <div className="ksa-download-page">
        <Spin />
      </div>
    );
  }
  return mode === 'native' ? <NativeDownload /> : <WebAppOffer />;
}

function NativeDownload() {
  const { t } = useTranslation();
  const link = useRef<HTMLAnchorElement>(null);
  const url = androidDownloadUrl(navigator.userAgent, SiteConfig.androidPackage);
  useEffect(() => {
    link.current?.click();
  }, []);
  return (
    <div className="ksa-download-page">
      <AndroidOutlined className="ksa-download-icon" />
      <Typography.Title level={3}>{t('download.androidTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('download.androidDesc')}</Typography.Paragraph>
      <a ref={link} href={url} download={url === BACKEND_ANDROID_DOWNLOAD ? '' : undefined}>
        <Button type="primary" size="large" icon={<DownloadOutlined />}>
          {t('download.androidButton')}
        </Button>
      </a>
      <Typography.Text type="secondary" className="ksa-download-hint">
        {t('download.androidHint')}
      </Typography.Text>
    </div>
  );
}

function WebAppOffer() {
  const { t } = useTranslation();
  return (
    <div className="ksa-download-page ksa-download-page-wide" data-testid="download-web-app">
      <AndroidOutlined className="ksa-download-icon" />
      <Typography.Title level={3}>{t('mobileApp:page.webAppTitle')}</Typography.Title>
      <ShipperAppInstall />
    </div>
  );
}

export default DownloadAndroidPage;
