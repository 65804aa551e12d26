import { AndroidOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteConfig } from '../../app/site-config';
import { androidDownloadUrl, BACKEND_ANDROID_DOWNLOAD } from './android-download-url';

/** Opened from the app's QR code: starts the download by itself, with a button if it did not. */
export function DownloadAndroidPage() {
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

export default DownloadAndroidPage;
