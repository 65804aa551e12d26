import { Limits, type TRenewalOrder } from '@ksa/contract';
import { Button, Card, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBeijingDateTime } from '../../lib/beijing-time';
import { useSession } from '../../stores/session';
import { useOrdersQuery } from './api';
import { printReceipt, receiptHtml } from './receipt';
import { bjDay } from './renewal-rules';
import { openRenewal } from './renewal-store';

const STATE_COLOR: Record<TRenewalOrder['state'], string> = {
  created: 'processing',
  paid: 'warning',
  applied: 'success',
  closed: 'default',
  refunded: 'purple',
};

const time = (iso: string | null) => formatBeijingDateTime(iso);

/** The BOSS's renewal orders (续费订单), newest first, with a printable receipt per paid order. */
export function OrdersPage() {
  const { t } = useTranslation('billing');
  const isBoss = useSession((s) => s.isBoss && !s.isVisitor);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(Limits.pageSize);
  const orders = useOrdersQuery(page, size);

  if (!isBoss) {
    return (
      <Card>
        <Typography.Text type="secondary">{t('askBoss')}</Typography.Text>
      </Card>
    );
  }
  return (
    <Card
      title={t('orders.title')}
      extra={
        <Button type="primary" onClick={() => openRenewal()}>
          {t('orders.renew')}
        </Button>
      }
    >
      <Table<TRenewalOrder>
        rowKey="orderNo"
        size="small"
        loading={orders.isLoading}
        dataSource={orders.data?.list ?? []}
        data-testid="orders-table"
        pagination={{
          current: page,
          pageSize: size,
          total: orders.data?.total ?? 0,
          onChange: (p, s) => {
            setPage(p);
            setSize(s);
          },
        }}
        columns={[
          { title: t('orders.orderNo'), dataIndex: 'orderNo', width: 230 },
          {
            title: t('shops'),
            key: 'shops',
            render: (_, o) => o.shops.map((s) => s.mallName).join('、'),
          },
          { title: t('months'), dataIndex: 'month', width: 70 },
          { title: t('orders.amount'), dataIndex: 'totalPrice', width: 100, render: (v: string) => `¥${v}` },
          {
            title: t('payType'),
            dataIndex: 'payType',
            width: 90,
            render: (v: number) => (v === 2 ? t('wechat') : t('alipay')),
          },
          {
            title: t('orders.state'),
            dataIndex: 'state',
            width: 90,
            render: (v: TRenewalOrder['state']) => <Tag color={STATE_COLOR[v]}>{t(`state.${v}`)}</Tag>,
          },
          { title: t('orders.createdAt'), dataIndex: 'createdAt', width: 170, render: time },
          {
            title: t('newExpiry'),
            key: 'after',
            width: 110,
            render: (_, o) => {
              const last = o.shops.map((s) => s.expireAfter).find(Boolean);
              return last ? bjDay(new Date(last)) : '—';
            },
          },
          {
            title: '',
            key: 'receipt',
            width: 80,
            render: (_, o) =>
              o.state === 'applied' ? (
                <Button type="link" size="small" onClick={() => printReceipt(receiptHtml(o, t, ''))}>
                  {t('orders.receipt')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}

export default OrdersPage;
