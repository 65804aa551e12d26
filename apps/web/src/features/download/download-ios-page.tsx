import { AppleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec §2: the iOS app is still being built; say so plainly and point to what works today. */
export function DownloadIosPage() {
  const { t } = useTranslation();
  return (
    <div className="ksa-download-page">
      <AppleOutlined className="ksa-download-icon" />
      <Typography.Title level={3}>{t('download.iosTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('download.iosDesc')}</Typography.Paragraph>
      <Link to="/downloadAndroidPage">{t('download.iosAndroidLink')}</Link>
    </div>
  );
}

export default DownloadIosPage;
