import type { TRevenueMonth } from '@ksa/contract';
import { Segmented, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevenueQuery } from './api';
import { yuan } from './format';
import { RevenueChart } from './revenue-chart';

/** Revenue by Beijing-time month: received, refunded, net, paid orders. */
export function RevenueTab() {
  const { t } = useTranslation('admin');
  const [months, setMonths] = useState(12);
  const q = useRevenueQuery(months);
  const labels = useMemo(
    () => ({ paid: t('revenue.paid'), refunded: t('revenue.refunded'), net: t('revenue.net') }),
    [t],
  );
  const list = q.data?.months ?? [];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Segmented
        value={months}
        onChange={(v) => setMonths(Number(v))}
        options={[6, 12, 24].map((n) => ({ value: n, label: t('revenue.lastMonths', { n }) }))}
      />
      <RevenueChart months={list} labels={labels} />
      <Table<TRevenueMonth>
        rowKey="month"
        size="small"
        pagination={false}
        data-testid="revenue-table"
        dataSource={[...list].reverse()}
        columns={[
          { title: t('revenue.month'), dataIndex: 'month' },
          { title: labels.paid, dataIndex: 'paidFen', render: yuan },
          { title: labels.refunded, dataIndex: 'refundedFen', render: yuan },
          { title: labels.net, dataIndex: 'netFen', render: (v: number) => (v < 0 ? `-${yuan(-v)}` : yuan(v)) },
          { title: t('revenue.orders'), dataIndex: 'orders' },
        ]}
      />
    </Space>
  );
}
