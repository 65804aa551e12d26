import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { AppHeader } from '../header';
import { AppFooter } from './app-footer';

/** Landing, company and agreement pages: the same header and footer, no shop panel. */
export function PublicLayout() {
  return (
    <Layout className="ksa-app">
      <AppHeader />
      <main className="ksa-content ksa-content-public">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </Layout>
  );
}

export default PublicLayout;
