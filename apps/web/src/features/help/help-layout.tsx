import { Breadcrumb, Layout, Menu, type MenuProps } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { AppHeader } from '../header';
import { AppFooter } from '../layout';
import { VisitorBanner } from '../visitor';
import { HELP_BASE, HelpGroups, HelpPages } from './help-pages';

/** Spec §2 help section: left menu grouped by topic, breadcrumb above the article. */
export function HelpLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = HelpPages.find((p) => pathname === `${HELP_BASE}/${p.path}`);

  const items: MenuProps['items'] = HelpGroups.map((g) => ({
    type: 'group',
    key: g,
    label: t(`help.groups.${g}`),
    children: HelpPages.filter((p) => p.group === g).map((p) => ({ key: p.path, label: t(`pages.${p.pageKey}.name`) })),
  }));
  const handleClick: MenuProps['onClick'] = ({ key }) => {
    const page = HelpPages.find((p) => p.path === key);
    if (page?.newTab) {
      window.open(`${HELP_BASE}/${page.path}`, '_blank', 'noopener');
      return;
    }
    void navigate(`${HELP_BASE}/${key}`);
  };

  return (
    <Layout className="ksa-app" data-layout="help">
      <AppHeader />
      <VisitorBanner />
      <div className="ksa-body">
        <aside className="ksa-help-menu">
          <div className="ksa-help-menu-title">{t('help.title')}</div>
          <Menu mode="inline" items={items} selectedKeys={current ? [current.path] : []} onClick={handleClick} />
        </aside>
        <main className="ksa-content">
          <Breadcrumb
            className="ksa-breadcrumb"
            items={[
              { title: <Link to="/home">{t('menu.home')}</Link> },
              { title: <Link to={`${HELP_BASE}/guide`}>{t('help.title')}</Link> },
              ...(current
                ? [{ title: t(`help.groups.${current.group}`) }, { title: t(`pages.${current.pageKey}.name`) }]
                : []),
            ]}
          />
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <AppFooter />
    </Layout>
  );
}

export default HelpLayout;
