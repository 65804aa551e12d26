import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { mayMakeCalls } from '../../app/page-access';
import { queryClient } from '../../app/query-client';
import { useRouteMeta } from '../../app/use-route-meta';
import { PageLoading } from '../../components/page-loading';
import { ExpiryWarningModal } from '../expiry';
import { AppHeader } from '../header';
import { useMarketplaceUi, useShopRebind } from '../marketplaces';
import { useViewerRole } from '../session';
import { prefetchShopShell, SelectionLoading, ShopPanel, ShopTabsBar } from '../shops';
import { ShopInfoCard } from '../staff';
import { VisitorBanner, VisitorPreviewModal } from '../visitor';
import { AppFooter } from './app-footer';
import { RoleGate } from './role-gate';

/** Called by the first-page preload (routes/pages.ts) once this module is there: the panel's data starts now. */
export const prefetchLayoutData = () => prefetchShopShell(queryClient);

const openTemuBind = () => useMarketplaceUi.getState().openTemuBind();

/**
 * The console: header, visitor banner, side shop panel (unless the page is full width or the role may not list
 * shops), footer. A page whose calls the role may not make shows the no-access screen; /home, where everyone lands,
 * leads such a role to its own first page instead.
 */
export function MainLayout() {
  const meta = useRouteMeta();
  const role = useViewerRole();
  const withShops = !meta?.fullWidth && mayMakeCalls(['shopList'], role);
  const rebind = useShopRebind();
  return (
    <Layout className="ksa-app">
      <AppHeader />
      <VisitorBanner />
      <div className="ksa-body">
        {withShops && <ShopPanel onBind={openTemuBind} onRebind={rebind} InfoCard={ShopInfoCard} />}
        <main className="ksa-content">
          {withShops && <ShopTabsBar />}
          {withShops && <SelectionLoading />}
          <RoleGate>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RoleGate>
        </main>
      </div>
      <AppFooter />
      <VisitorPreviewModal />
      <ExpiryWarningModal />
    </Layout>
  );
}

export default MainLayout;
