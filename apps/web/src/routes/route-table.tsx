import { Navigate } from 'react-router';
import { DeliveryPage } from '../features/delivery';
import { HELP_BASE, HelpPages } from '../features/help/help-pages';
import { LabelsPage } from '../features/labels';
import { ShipperApp } from '../features/shipper-app';
import { IndexEntry, LoginRedirect } from './entry-redirects';
import {
  AboutUsPage,
  ActivityChartPage,
  AgreementPage,
  BriefIntroductionPage,
  ContactUsPage,
  DownloadAndroidPage,
  DownloadIosPage,
  HelpArticlePage,
  HelpLayout,
  HomePage,
  MainLayout,
  MobileLayout,
  NotFoundPage,
  PaySuccessPage,
  PrivacyPage,
  ProductsPage,
  PublicLayout,
  RenewalOrdersPage,
  ResetPasswordPage,
  SoftwareIntroPage,
  ComingSoonPage as Soon,
} from './pages';
import type { TAppRoute } from './route-meta';

const T = 'titles.default';
const soon = (path: string, pageKey: string, meta: Partial<TAppRoute['meta']> = {}): TAppRoute => ({
  path,
  meta: { titleKey: T, ...meta },
  element: <Soon pageKey={pageKey} />,
});

/** The complete route table of spec §2 (accounts-and-shops and data-and-tools). */
export const appRoutes: TAppRoute[] = [
  { path: '/', element: <Navigate to="/index" replace state={{ from: '/' }} /> },
  { path: '/login', meta: { titleKey: T }, element: <LoginRedirect /> },
  {
    element: <PublicLayout />,
    children: [
      { path: '/index', meta: { titleKey: 'titles.index' }, element: <IndexEntry /> },
      { path: '/index/aboutUs', meta: { titleKey: T }, element: <AboutUsPage /> },
      { path: '/index/contactUs', meta: { titleKey: T }, element: <ContactUsPage /> },
      soon('/index/newsInformation', 'news'),
      { path: '/index/briefIntroduction', meta: { titleKey: T }, element: <BriefIntroductionPage /> },
      soon('/index/newsDetail/:noticeId/:noticeType', 'newsDetail'),
      { path: '/loginServiceArticle', meta: { titleKey: 'titles.legal' }, element: <AgreementPage /> },
      { path: '/loginPrivacyArticle', meta: { titleKey: 'titles.legal' }, element: <PrivacyPage /> },
      { path: '/softwareIntroductionPage', meta: { titleKey: 'titles.softwareIntro' }, element: <SoftwareIntroPage /> },
      { path: '/testActivityChart', meta: { titleKey: T }, element: <ActivityChartPage /> },
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
      soon('/mobileHome', 'mobileHome', { mobile: true }),
      soon('/mobileHome/newsList', 'news', { mobile: true }),
      soon('/mobileHome/newsDetails', 'newsDetail', { mobile: true }),
      { path: '/mobileHome/companyProfile', meta: { titleKey: T, mobile: true }, element: <BriefIntroductionPage /> },
    ],
  },
  // The shipper's installable app (manifest and service worker scoped to /m/).
  { path: '/m/*', meta: { titleKey: 'titles.default', mobile: true, ignore: true }, element: <ShipperApp /> },
  { path: '/resetpass', meta: { titleKey: 'titles.resetpass' }, element: <ResetPasswordPage /> },
  {
    path: '/downloadAndroidPage',
    meta: { titleKey: 'titles.androidDownload', mobile: true },
    element: <DownloadAndroidPage />,
  },
  { path: '/downloadIOSPage', meta: { titleKey: 'titles.iosDownload', mobile: true }, element: <DownloadIosPage /> },
  { path: '/paySuccess', meta: { titleKey: 'titles.paySuccess' }, element: <PaySuccessPage /> },
  {
    element: <MainLayout />,
    children: [
      { path: '/home', meta: { titleKey: T }, element: <HomePage /> },
      soon('/homeTest', 'homeTest'),
      soon('/shopManage', 'shopManage'),
      soon('/home/consult', 'consult', { fullWidth: true }),
      soon('/home/consult/articleDetails', 'consultArticle', { fullWidth: true }),
      { path: '/contactUs', meta: { titleKey: T, fullWidth: true }, element: <ContactUsPage /> },
      soon('/selectionToolNew', 'selectionTool', { permission: 'pageSelectionToolNew', fullWidth: true }),
      soon('/selectionTool', 'selectionTool', { permission: 'pageSelectionToolNew' }),
      { path: '/deliveryCenter', meta: { titleKey: 'titles.deliveryCenter' }, element: <DeliveryPage /> },
      // Spec §2 lists it as hidden and lazy; it holds the label and GPSR templates, reached from 物流发货.
      { path: '/canvasCompon', meta: { titleKey: 'titles.labels', fullWidth: true }, element: <LabelsPage /> },
      {
        path: '/aiProducts',
        meta: { titleKey: 'titles.aiProducts', permission: 'pageAiProducts' },
        children: [
          { index: true, element: <Soon pageKey="aiProducts" /> },
          soon('list', 'aiProducts', { titleKey: 'titles.aiProducts' }),
          soon('edit', 'aiProductsEdit', { fullWidth: true }),
        ],
      },
      soon('/editGoodsDetaila', 'aiProductsEdit'),
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
