import { lazy } from 'react';

/** Every page and layout is its own chunk (route-level code splitting). */
const mainLayout = () => import('../features/layout/main-layout');
export const MainLayout = lazy(mainLayout);
export const PublicLayout = lazy(() => import('../features/layout/public-layout'));
export const MobileLayout = lazy(() => import('../features/layout/mobile-layout'));
export const HelpLayout = lazy(() => import('../features/help/help-layout'));

// The dashboard (and ECharts with it) loads only when /home opens: the landing page stays light.
const homePage = () => import('../features/dashboard/home-page');
export const HomePage = lazy(homePage);
export const ProductsPage = lazy(() => import('../features/products/products-page'));
export const ActivityChartPage = lazy(() => import('../features/activity-chart/activity-chart-page'));
export const NotFoundPage = lazy(() => import('../components/not-found-page'));
export const LandingPage = lazy(() => import('../features/landing/landing-route'));
export const DownloadAndroidPage = lazy(() => import('../features/download/download-android-page'));
export const DownloadIosPage = lazy(() => import('../features/download/download-ios-page'));
export const AgreementPage = lazy(() => import('../features/legal').then((m) => ({ default: m.AgreementPage })));
export const PrivacyPage = lazy(() => import('../features/legal').then((m) => ({ default: m.PrivacyPage })));
export const HelpArticlePage = lazy(() =>
  import('../features/help/help-article-page').then((m) => ({ default: m.HelpArticlePage })),
);
const company = () => import('../features/company');
export const AboutUsPage = lazy(() => company().then((m) => ({ default: m.AboutUsPage })));
export const BriefIntroductionPage = lazy(() => company().then((m) => ({ default: m.BriefIntroductionPage })));
export const LicencePage = lazy(() => company().then((m) => ({ default: m.LicencePage })));
export const ContactUsPage = lazy(() => company().then((m) => ({ default: m.ContactUsPage })));
export const SoftwareIntroPage = lazy(() => company().then((m) => ({ default: m.SoftwareIntroPage })));
export const PaySuccessPage = lazy(() => import('../features/payment/pay-success-page'));
export const RenewalOrdersPage = lazy(() => import('../features/billing/orders-page'));
// The operator console: its own login and token, no seller layout.
export const AdminLoginPage = lazy(() => import('../features/admin/admin-login-page'));
export const AdminPage = lazy(() => import('../features/admin/admin-page'));
// Built by the auth engineer; it default-exports the page from this file.
export const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const news = () => import('../features/news');
export const NewsInformationPage = lazy(() => news().then((m) => ({ default: m.NewsInformationPage })));
export const NewsDetailPage = lazy(() => news().then((m) => ({ default: m.NewsDetailPage })));
export const ConsultPage = lazy(() => news().then((m) => ({ default: m.ConsultPage })));
export const ArticleDetailsPage = lazy(() => news().then((m) => ({ default: m.ArticleDetailsPage })));
export const MobileNewsListPage = lazy(() => news().then((m) => ({ default: m.MobileNewsListPage })));
export const MobileNewsDetailsPage = lazy(() => news().then((m) => ({ default: m.MobileNewsDetailsPage })));
export const MobileHomePage = lazy(() =>
  import('../features/mobile-site').then((m) => ({ default: m.MobileHomePage })),
);

/**
 * The console's front door (/home, and / which leads there): its layout and page start downloading and
 * evaluating with the app, while the session is still being checked, instead of after it. lazy() calls the
 * same import, so nothing loads twice.
 */
export const preloadFirstPage = (path: string) => {
  if (path === '/home' || path === '/') {
    void mainLayout().then((m) => m.prefetchLayoutData());
    void homePage();
  }
};
