import { AppleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ShipperAppInstall } from '../../components/shipper-app-install';

/** Spec §2: the iOS app is still being built; say so plainly and offer the installable web app /m/ meanwhile. */
export function DownloadIosPage() {
  const { t } = useTranslation();
  return (
    <div className="ksa-download-page ksa-download-page-wide" data-testid="download-web-app">
      <AppleOutlined className="ksa-download-icon" />
      <Typography.Title level={3}>{t('download.iosTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('mobileApp:page.iosDesc')}</Typography.Paragraph>
      <ShipperAppInstall />
    </div>
  );
}

export default DownloadIosPage;
