import { CustomerServiceOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { QRCode } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteConfig } from '../../app/site-config';
import { BrandLogo } from '../../components/brand-logo';
import { MarketplaceLogos } from '../../components/marketplace-logos';

const Links = [
  { to: '/contactUs', key: 'footer.contactUs' },
  { to: '/loginServiceArticle', key: 'footer.serviceTerms' },
  { to: '/loginPrivacyArticle', key: 'footer.privacy' },
  { to: '/operateRouting/softwareDownload', key: 'footer.softwareDownload' },
  { to: '/operateRouting/guide', key: 'footer.guide' },
];

/** Spec §2 footer: links, online consultation, licence badge, copyright and filing, app codes. */
export function AppFooter() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  return (
    <footer className="ksa-footer">
      <div className="ksa-footer-main">
        <div className="ksa-footer-brand">
          <BrandLogo isInverted />
          <p>{t('footer.slogan')}</p>
          <MarketplaceLogos />
        </div>
        <nav className="ksa-footer-links">
          {Links.map((l) => (
            <Link key={l.to} to={l.to}>
              {t(l.key)}
            </Link>
          ))}
          <Link to="/contactUs" className="ksa-footer-consult">
            <CustomerServiceOutlined /> {t('footer.consult')}
          </Link>
        </nav>
        <div className="ksa-footer-qr">
          <figure>
            <QRCode value={`${window.location.origin}/downloadAndroidPage`} size={84} bordered={false} bgColor="#fff" />
            <figcaption>{t('footer.androidApp')}</figcaption>
          </figure>
          <figure>
            <QRCode value={`${window.location.origin}/downloadIOSPage`} size={84} bordered={false} bgColor="#fff" />
            <figcaption>{t('footer.iosApp')}</figcaption>
          </figure>
        </div>
      </div>
      <div className="ksa-footer-legal">
        <span>
          {t('footer.copyright', { year: new Date().getFullYear(), company: site.companyName || t('brand.company') })}
        </span>
        <span>{site.icpNumber || t('footer.filingPending')}</span>
        <a href={site.licenceUrl} target="_blank" rel="noopener noreferrer" className="ksa-licence">
          <SafetyCertificateOutlined /> {t('footer.licence')}
        </a>
      </div>
    </footer>
  );
}
