import { Button, Layout, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { adminToken } from './admin-http';
import { logoutAdmin, useAdminMeQuery } from './api';
import { AuditTab } from './audit-tab';
import { CouponsTab } from './coupons-tab';
import { NoticesTab } from './notices-tab';
import { OrdersTab } from './orders-tab';
import { RevenueTab } from './revenue-tab';
import { TenantsTab } from './tenants-tab';

/** /admin: the operator console (tenants, orders and refunds, coupon batches, revenue, notices, the audit log). */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const me = useAdminMeQuery();
  const [tab, setTab] = useState('tenants');
  const [bossFilter, setBossFilter] = useState<{ bossId: number; phone: string | null } | null>(null);

  if (!adminToken.get() || me.isError) {
    return <Navigate to="/admin/login" replace />;
  }
  const logout = async () => {
    await logoutAdmin();
    navigate('/admin/login', { replace: true });
  };
  return (
    <Layout className="ksa-admin" style={{ minHeight: '100vh' }}>
      <Layout.Header
        className="ksa-admin-header"
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', background: '#1f2329' }}
      >
        <Typography.Title level={4} style={{ color: '#fff', margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Space>
          <Typography.Text style={{ color: '#fff' }} data-testid="admin-me">
            {me.data?.phone ?? ''}
          </Typography.Text>
          <Button size="small" onClick={logout} data-testid="admin-logout">
            {t('logout')}
          </Button>
        </Space>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={[
            {
              key: 'tenants',
              label: t('tabs.tenants'),
              children: (
                <TenantsTab
                  onOrders={(bossId, phone) => {
                    setBossFilter({ bossId, phone });
                    setTab('orders');
                  }}
                />
              ),
            },
            {
              key: 'orders',
              label: t('tabs.orders'),
              children: <OrdersTab boss={bossFilter} onClearBoss={() => setBossFilter(null)} />,
            },
            { key: 'coupons', label: t('tabs.coupons'), children: <CouponsTab /> },
            { key: 'revenue', label: t('tabs.revenue'), children: <RevenueTab /> },
            { key: 'notices', label: t('tabs.notices'), children: <NoticesTab /> },
            { key: 'audit', label: t('tabs.audit'), children: <AuditTab /> },
          ]}
        />
      </Layout.Content>
    </Layout>
  );
}
