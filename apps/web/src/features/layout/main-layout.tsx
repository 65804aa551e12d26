import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from '../../app/query-client';
import { useRouteMeta } from '../../app/use-route-meta';
import { PageLoading } from '../../components/page-loading';
import { ExpiryWarningModal } from '../expiry';
import { AppHeader } from '../header';
import { prefetchShopShell, SelectionLoading, ShopPanel, ShopTabsBar } from '../shops';
import { VisitorBanner, VisitorPreviewModal } from '../visitor';
import { AppFooter } from './app-footer';

/** Called by the first-page preload (routes/pages.ts) once this module is there: the panel's data starts now. */
export const prefetchLayoutData = () => prefetchShopShell(queryClient);

/** The console: header, visitor banner, side shop panel (unless the page is full width), footer. */
export function MainLayout() {
  const meta = useRouteMeta();
  return (
    <Layout className="ksa-app">
      <AppHeader />
      <VisitorBanner />
      <div className="ksa-body">
        {!meta?.fullWidth && <ShopPanel />}
        <main className="ksa-content">
          {!meta?.fullWidth && <ShopTabsBar />}
          {!meta?.fullWidth && <SelectionLoading />}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <AppFooter />
      <VisitorPreviewModal />
      <ExpiryWarningModal />
    </Layout>
  );
}

export default MainLayout;
