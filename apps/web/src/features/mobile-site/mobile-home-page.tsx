import { AndroidOutlined, AppleOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MarketplaceLogos } from '../../components/marketplace-logos';
import { SHIPPER_APP_PATH } from '../../components/shipper-app-install';
import { useSession } from '../../stores/session';
import { useAuthModal } from '../auth';
import { NewsList } from '../news';
import { MobileDashboard } from './mobile-dashboard';
import './mobile-site.css';

const Features = ['stats', 'profit', 'staff', 'delivery'] as const;

/** Who gets the mobile dashboard: the BOSS and the shop staff who read figures (not shippers or operators). */
const useIsDashboardUser = () =>
  useSession((s) => {
    const role = s.user?.role;
    return Boolean(s.token) && !s.isVisitor && (role === 'boss' || role === 'manager' || role === 'finance');
  });

/** /mobileHome: the mobile site (what the product is, news, downloads); signed-in sellers see their figures first. */
export function MobileHomePage() {
  const { t } = useTranslation('mobileSite');
  const isDashboardUser = useIsDashboardUser();
  const isSignedOut = useSession((s) => !s.token || s.isVisitor);
  return (
    <div className="ksa-mhome" data-testid="mobile-home">
      {isDashboardUser ? (
        <MobileDashboard />
      ) : (
        <section className="ksa-mhome-hero">
          <MarketplaceLogos />
          <Typography.Title level={2} className="ksa-mhome-title">
            {t('hero.title')}
          </Typography.Title>
          <Typography.Paragraph>{t('hero.subtitle')}</Typography.Paragraph>
          {isSignedOut && (
            <Button type="primary" block size="large" onClick={() => useAuthModal.getState().open('login')}>
              {t('hero.login')}
            </Button>
          )}
        </section>
      )}
      {!isDashboardUser && (
        <section className="ksa-mhome-features">
          {Features.map((k) => (
            <Card key={k} size="small">
              <Typography.Text strong>{t(`features.${k}.title`)}</Typography.Text>
              <Typography.Paragraph type="secondary">{t(`features.${k}.desc`)}</Typography.Paragraph>
            </Card>
          ))}
        </section>
      )}
      <section>
        <div className="ksa-mhome-section-head">
          <Typography.Title level={4}>{t('newsTitle')}</Typography.Title>
          <Link to="/mobileHome/newsList">{t('more')}</Link>
        </div>
        <NewsList type="all" surface="mobile" pageSize={5} isCompact />
      </section>
      <section>
        <Typography.Title level={4}>{t('download.title')}</Typography.Title>
        <div className="ksa-mhome-downloads">
          <Link to="/downloadAndroidPage">
            <AndroidOutlined /> {t('download.android')}
          </Link>
          <Link to="/downloadIOSPage">
            <AppleOutlined /> {t('download.ios')}
          </Link>
          <a href={SHIPPER_APP_PATH}>
            <MobileOutlined /> {t('download.shipper')}
          </a>
        </div>
        <Typography.Paragraph type="secondary">{t('download.desktop')}</Typography.Paragraph>
      </section>
      <section>
        <Typography.Title level={4}>{t('company.title')}</Typography.Title>
        <Typography.Paragraph>{t('company.text')}</Typography.Paragraph>
        <Link to="/mobileHome/companyProfile">{t('company.more')}</Link>
      </section>
    </div>
  );
}

export default MobileHomePage;
