import type { TAdminTenant } from '@ksa/contract';
import { Button, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantsQuery } from './api';
import { bjDay, bjTime, yuan } from './format';

/** BOSS accounts with each shop's expiry (red once expired). */
export function TenantsTab({ onOrders }: { onOrders: (bossId: number, phone: string | null) => void }) {
  const { t } = useTranslation('admin');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const q = useTenantsQuery(keyword, page);
  const now = Date.now();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.Search
        allowClear
        placeholder={t('tenants.search')}
        style={{ width: 320 }}
        data-testid="tenant-search"
        onSearch={(v) => {
          setKeyword(v.trim());
          setPage(1);
        }}
      />
      <Table<TAdminTenant>
        rowKey="bossId"
        size="small"
        data-testid="tenants-table"
        loading={q.isLoading}
        dataSource={q.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: q.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('tenants.phone'), dataIndex: 'phone' },
          { title: t('tenants.nickName'), dataIndex: 'nickName' },
          { title: t('tenants.registered'), dataIndex: 'createdAt', render: bjTime },
          {
            title: t('tenants.shops'),
            key: 'shops',
            render: (_, r) =>
              r.shops.length === 0
                ? '—'
                : r.shops.map((s) => (
                    <div key={s.shopId} data-testid={`tenant-shop-${s.shopId}`}>
                      <Tag>{s.platform.toUpperCase()}</Tag>
                      {s.name}{' '}
                      <Tag color={s.expireAt && Date.parse(s.expireAt) > now ? 'green' : 'red'}>
                        {t('tenants.expires', { day: bjDay(s.expireAt) })}
                      </Tag>
                    </div>
                  )),
          },
          { title: t('tenants.orders'), dataIndex: 'orderCount' },
          { title: t('tenants.paid'), dataIndex: 'paidFen', render: yuan },
          {
            title: '',
            key: 'actions',
            render: (_, r) => (
              <Button
                size="small"
                data-testid={`tenant-orders-${r.bossId}`}
                onClick={() => onOrders(r.bossId, r.phone)}
              >
                {t('tenants.viewOrders')}
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}
