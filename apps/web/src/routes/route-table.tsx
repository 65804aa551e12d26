import { Navigate } from 'react-router';
import { AiProductsEditPage, AiProductsListPage } from '../features/ai-products';
import { DeliveryPage } from '../features/delivery';
import { HELP_BASE, HelpPages } from '../features/help/help-pages';
import { LabelsPage } from '../features/labels';
import { SelectionPage } from '../features/selection';
import { ShipperApp } from '../features/shipper-app';
import { IndexEntry, LoginRedirect } from './entry-redirects';
import {
  AboutUsPage,
  ActivityChartPage,
  AdminLoginPage,
  AdminPage,
  AgreementPage,
  ArticleDetailsPage,
  BriefIntroductionPage,
  ConsultPage,
  ContactUsPage,
  DownloadAndroidPage,
  DownloadIosPage,
  HelpArticlePage,
  HelpLayout,
  HomePage,
  LicencePage,
  MainLayout,
  MobileHomePage,
  MobileLayout,
  MobileNewsDetailsPage,
  MobileNewsListPage,
  NewsDetailPage,
  NewsInformationPage,
  NotFoundPage,
  PaySuccessPage,
  PrivacyPage,
  ProductsPage,
  PublicLayout,
  RenewalOrdersPage,
  ResetPasswordPage,
  SoftwareIntroPage,
} from './pages';
import type { TAppRoute } from './route-meta';

/** The complete route table of spec §2 (accounts-and-shops and data-and-tools). */
export const appRoutes: TAppRoute[] = [
  { path: '/', element: <Navigate to="/index" replace state={{ from: '/' }} /> },
  { path: '/login', meta: { titleKey: 'titles.login' }, element: <LoginRedirect /> },
  // The landing page brings its own header and footer (it also starts without the app: features/landing).
  { path: '/index', meta: { titleKey: 'titles.index' }, element: <IndexEntry /> },
  {
    element: <PublicLayout />,
    children: [
      { path: '/index/aboutUs', meta: { titleKey: 'titles.aboutUs' }, element: <AboutUsPage /> },
      { path: '/index/contactUs', meta: { titleKey: 'titles.contactUs' }, element: <ContactUsPage /> },
      { path: '/index/newsInformation', meta: { titleKey: 'titles.news' }, element: <NewsInformationPage /> },
      { path: '/license', meta: { titleKey: 'titles.licence' }, element: <LicencePage /> },
      {
        path: '/index/briefIntroduction',
        meta: { titleKey: 'titles.briefIntroduction' },
        element: <BriefIntroductionPage />,
      },
      {
        path: '/index/newsDetail/:noticeId/:noticeType',
        meta: { titleKey: 'titles.newsDetail' },
        element: <NewsDetailPage />,
      },
      { path: '/loginServiceArticle', meta: { titleKey: 'titles.legal' }, element: <AgreementPage /> },
      { path: '/loginPrivacyArticle', meta: { titleKey: 'titles.legal' }, element: <PrivacyPage /> },
      { path: '/softwareIntroductionPage', meta: { titleKey: 'titles.softwareIntro' }, element: <SoftwareIntroPage /> },
      { path: '/testActivityChart', meta: { titleKey: 'titles.activityChart' }, element: <ActivityChartPage /> },
    ],
  },
  {
    element: <MobileLayout />,
    children: [
      {
        path: '/privacyPolicy',
        meta: { titleKey: 'titles.legal', mobile: true, ignore: true },
        element: <PrivacyPage />,
      },
      {
        path: '/userAgreement',
        meta: { titleKey: 'titles.legal', mobile: true, ignore: true },
        element: <AgreementPage />,
      },
      { path: '/mobileHome', meta: { titleKey: 'titles.mobileHome', mobile: true }, element: <MobileHomePage /> },
      {
        path: '/mobileHome/newsList',
        meta: { titleKey: 'titles.news', mobile: true },
        element: <MobileNewsListPage />,
      },
      {
        path: '/mobileHome/newsDetails',
        meta: { titleKey: 'titles.newsDetail', mobile: true },
        element: <MobileNewsDetailsPage />,
      },
      {
        path: '/mobileHome/companyProfile',
        meta: { titleKey: 'titles.briefIntroduction', mobile: true },
        element: <BriefIntroductionPage />,
      },
    ],
  },
  // The shipper's installable app (manifest and service worker scoped to /m/).
  { path: '/m/*', meta: { titleKey: 'titles.default', mobile: true, ignore: true }, element: <ShipperApp /> },
  // Reachable on a phone too (a seller who forgot the password on the phone); the real-token rule leaves it alone.
  {
    path: '/resetpass',
    meta: { titleKey: 'titles.resetpass', mobile: true, ignore: true, noPrompts: true },
    element: <ResetPasswordPage />,
  },
  {
    path: '/downloadAndroidPage',
    meta: { titleKey: 'titles.androidDownload', mobile: true, noPrompts: true },
    element: <DownloadAndroidPage />,
  },
  {
    path: '/downloadIOSPage',
    meta: { titleKey: 'titles.iosDownload', mobile: true, noPrompts: true },
    element: <DownloadIosPage />,
  },
  { path: '/paySuccess', meta: { titleKey: 'titles.paySuccess', noPrompts: true }, element: <PaySuccessPage /> },
  { path: '/admin/login', meta: { titleKey: 'titles.admin' }, element: <AdminLoginPage /> },
  { path: '/admin', meta: { titleKey: 'titles.admin' }, element: <AdminPage /> },
  {
    element: <MainLayout />,
    children: [
      { path: '/home', meta: { titleKey: 'titles.home' }, element: <HomePage /> },
      // Spec: present, content not shown. /homeTest was the sales summary's preview, and shops are managed from the
      // side shop panel of /home (rename, hide and restore, groups, order), so both lead there.
      { path: '/homeTest', meta: { titleKey: 'titles.home' }, element: <Navigate to="/home" replace /> },
      { path: '/shopManage', meta: { titleKey: 'titles.home' }, element: <Navigate to="/home" replace /> },
      { path: '/home/consult', meta: { titleKey: 'titles.consult', fullWidth: true }, element: <ConsultPage /> },
      {
        path: '/home/consult/articleDetails',
        meta: { titleKey: 'titles.consultArticle', fullWidth: true },
        element: <ArticleDetailsPage />,
      },
      { path: '/contactUs', meta: { titleKey: 'titles.contactUs', fullWidth: true }, element: <ContactUsPage /> },
      {
        path: '/selectionToolNew',
        meta: { titleKey: 'titles.selectionTool', permission: 'pageSelectionToolNew', fullWidth: true },
        element: <SelectionPage />,
      },
      {
        path: '/selectionTool',
        meta: { titleKey: 'titles.selectionTool', permission: 'pageSelectionToolNew' },
        element: <SelectionPage />,
      },
      { path: '/deliveryCenter', meta: { titleKey: 'titles.deliveryCenter' }, element: <DeliveryPage /> },
      // Spec §2 lists it as hidden and lazy; it holds the label and GPSR templates, reached from 物流发货.
      { path: '/canvasCompon', meta: { titleKey: 'titles.labels', fullWidth: true }, element: <LabelsPage /> },
      {
        path: '/aiProducts',
        meta: { titleKey: 'titles.aiProducts', permission: 'pageAiProducts' },
        children: [
          { index: true, element: <AiProductsListPage /> },
          { path: 'list', meta: { titleKey: 'titles.aiProducts' }, element: <AiProductsListPage /> },
          { path: 'edit', meta: { titleKey: 'titles.aiProducts', fullWidth: true }, element: <AiProductsEditPage /> },
        ],
      },
      {
        path: '/editGoodsDetaila',
        meta: { titleKey: 'titles.aiProducts', permission: 'pageAiProducts', fullWidth: true },
        element: <AiProductsEditPage />,
      },
      { path: '/account/manager', meta: { titleKey: 'titles.accountManager' }, element: <ProductsPage /> },
      { path: '/renewalOrders', meta: { titleKey: 'titles.renewalOrders' }, element: <RenewalOrdersPage /> },
    ],
  },
  {
    path: HELP_BASE,
    meta: { titleKey: 'titles.help', requiresToken: true },
    element: <HelpLayout />,
    children: [
      { index: true, element: <Navigate to="guide" replace /> },
      ...HelpPages.map((p) => ({
        path: p.path,
        meta: { titleKey: 'titles.help', ...(p.isPublic ? { requiresToken: false } : {}) },
        element: <HelpArticlePage pageKey={p.pageKey} />,
      })),
    ],
  },
  { path: '*', meta: { titleKey: 'titles.notFound', mobile: true, ignore: true }, element: <NotFoundPage /> },
];
