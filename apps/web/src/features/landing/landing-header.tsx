import { Languages, type TLanguage } from '@ksa/contract/public';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand-mark';
import { MarketplaceLogos } from '../../components/marketplace-logos';
import { asLanguage, NativeNames } from '../../i18n/native-names';
import { LandingLink, useLandingNav } from './landing-nav';

const Sections = ['features', 'pricing', 'faq', 'news'] as const;

/** The landing's bar: logo, the page's sections, help centre, language, and the way in. */
export function LandingHeader() {
  const { t, i18n } = useTranslation('landing');
  const nav = useLandingNav();
  const current = asLanguage(i18n.language);
  return (
    <header className="ksa-lp-bar">
      <div className="ksa-lp-bar-in">
        <LandingLink to="/home" className="ksa-logo">
          <BrandMark />
        </LandingLink>
        <nav className="ksa-lp-nav" aria-label={t('common:brand.name')}>
          {Sections.map((s) => (
            <a key={s} href={`#${s}`}>
              {t(`nav.${s}`)}
            </a>
          ))}
          <a href="/operateRouting/guide" target="_blank" rel="noopener">
            {t('nav.help')}
          </a>
        </nav>
        <div className="ksa-lp-actions">
          <MarketplaceLogos />
          <select
            className="ksa-lp-lang"
            aria-label={t('nav.language')}
            value={current}
            onChange={(e) => nav.setLanguage(e.target.value as TLanguage)}
          >
            {Languages.map((l) => (
              <option key={l} value={l}>
                {NativeNames[l]}
              </option>
            ))}
          </select>
          {nav.isSignedIn ? (
            <button type="button" className="ksa-lp-btn is-primary" onClick={() => nav.go('/home')}>
              {t('nav.console')}
            </button>
          ) : (
            <>
              <button type="button" className="ksa-lp-btn is-text" onClick={() => nav.openAuth('login')}>
                {t('nav.login')}
              </button>
              <button type="button" className="ksa-lp-btn is-primary" onClick={() => nav.openAuth('register')}>
                {t('nav.register')}
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
