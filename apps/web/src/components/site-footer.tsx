import { QRCodeSVG } from '@rc-component/qrcode';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand-mark';
import { MarketplaceLogos } from './marketplace-logos';

const Links = [
  { to: '/contactUs', key: 'footer.contactUs' },
  { to: '/loginServiceArticle', key: 'footer.serviceTerms' },
  { to: '/loginPrivacyArticle', key: 'footer.privacy' },
  { to: '/operateRouting/softwareDownload', key: 'footer.softwareDownload' },
  { to: '/operateRouting/guide', key: 'footer.guide' },
];

export type TFooterFacts = { companyName: string; icpNumber: string; licenceUrl: string };
/** How a footer link navigates: the router's Link in the app, the landing's own link in its light start. */
export type TFooterLink = (to: string, label: ReactNode, className?: string) => ReactNode;

/**
 * Spec §2 footer: links, online consultation, app codes, licence badge, copyright and filing. Plain markup (no
 * antd, no router) so the landing page's light start shows the same footer as the app.
 */
export function SiteFooter({ facts, linkAs }: { facts: TFooterFacts; linkAs: TFooterLink }) {
  const { t } = useTranslation('common');
  // The codes point at this deployment's download pages: known in the browser only (not in the prerender).
  // Drawn when the browser is idle: encoding two codes costs tens of ms that the page's figures need first.
  const [origin, setOrigin] = useState('');
  useEffect(() => {
    const draw = () => setOrigin(window.location.origin);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(draw, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(draw, 200);
    return () => window.clearTimeout(id);
  }, []);
  const codes = [
    { path: '/downloadAndroidPage', label: t('footer.androidApp') },
    { path: '/downloadIOSPage', label: t('footer.iosApp') },
  ];
  return (
    <footer className="ksa-footer">
      <div className="ksa-footer-main">
        <div className="ksa-footer-brand">
          {linkAs('/home', <BrandMark />, 'ksa-logo ksa-logo-inverted')}
          <p>{t('footer.slogan')}</p>
          <MarketplaceLogos />
        </div>
        <nav className="ksa-footer-links">
          {Links.map((l) => (
            <span key={l.key}>{linkAs(l.to, t(l.key))}</span>
          ))}
          <span>{linkAs('/contactUs', t('footer.consult'), 'ksa-footer-consult')}</span>
        </nav>
        <div className="ksa-footer-qr">
          {codes.map((c) => (
            <figure key={c.path}>
              <div className="ksa-footer-qr-code">
                {origin && <QRCodeSVG value={`${origin}${c.path}`} size={84} bgColor="#fff" fgColor="#000" />}
              </div>
              <figcaption>{c.label}</figcaption>
            </figure>
          ))}
        </div>
      </div>
      <div className="ksa-footer-legal">
        <span>
          {t('footer.copyright', { year: new Date().getFullYear(), company: facts.companyName || t('brand.company') })}
        </span>
        <span>{facts.icpNumber || t('footer.filingPending')}</span>
        <a href={facts.licenceUrl} target="_blank" rel="noopener noreferrer" className="ksa-licence">
          {t('footer.licence')}
        </a>
      </div>
    </footer>
  );
}
