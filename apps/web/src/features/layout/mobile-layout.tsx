import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { PageLoading } from '../../components/page-loading';

/** The mobile site and the mobile-friendly agreements: one narrow column, thumb-sized links. */
export function MobileLayout() {
  const { t } = useTranslation();
  return (
    <div className="ksa-mobile-shell">
      <header className="ksa-mobile-bar">
        <Link to="/mobileHome" className="ksa-logo">
          <BrandMark />
        </Link>
        <nav>
          <Link to="/mobileHome/newsList">{t('pages.news.name')}</Link>
          <Link to="/mobileHome/companyProfile">{t('pages.briefIntroduction.name')}</Link>
        </nav>
      </header>
      <main className="ksa-mobile-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="ksa-mobile-footer">
        {t('footer.copyright', { year: new Date().getFullYear(), company: t('brand.company') })}
      </footer>
    </div>
  );
}

export default MobileLayout;
