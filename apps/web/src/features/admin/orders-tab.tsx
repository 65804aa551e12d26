import { PayType, type TAdminOrder, type TAdminProviderStatus } from '@ksa/contract';
import { Button, Descriptions, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProviderStatus, useAdminOrdersQuery } from './api';
import { adminErrorText } from './error-text';
import { bjDay, bjTime, yuan } from './format';
import { RefundModal } from './refund-modal';

const STATE_COLOR: Record<TAdminOrder['state'], string> = {
  created: 'processing',
  paid: 'warning',
  applied: 'success',
  closed: 'default',
  refunded: 'purple',
};

/** Every tenant's renewal orders; the provider asked live on demand; refunds. */
export function OrdersTab({
  boss,
  onClearBoss,
}: {
  boss: { bossId: number; phone: string | null } | null;
  onClearBoss: () => void;
}) {
  const { t } = useTranslation('admin');
  const [orderNo, setOrderNo] = useState('');
  const [page, setPage] = useState(1);
  const q = useAdminOrdersQuery(boss?.bossId ?? null, orderNo, page);
  const [refunding, setRefunding] = useState<TAdminOrder | null>(null);
  const [live, setLive] = useState<TAdminProviderStatus | null>(null);
  const [liveError, setLiveError] = useState('');

  const askProvider = async (no: string) => {
    setLiveError('');
    try {
      setLive(await fetchProviderStatus(no));
      void q.refetch();
    } catch (err) {
      setLiveError(adminErrorText(err));
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Input.Search
          allowClear
          placeholder={t('orders.search')}
          style={{ width: 320 }}
          onSearch={(v) => {
            setOrderNo(v.trim());
            setPage(1);
          }}
        />
        {boss && (
          <Tag closable onClose={onClearBoss} data-testid="orders-boss-filter">
            {t('orders.ofBoss', { phone: boss.phone ?? boss.bossId })}
          </Tag>
        )}
      </Space>
      {liveError && <Typography.Text type="danger">{liveError}</Typography.Text>}
      <Table<TAdminOrder>
        rowKey="orderNo"
        size="small"
        data-testid="admin-orders-table"
        loading={q.isLoading}
        dataSource={q.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: q.data?.total ?? 0, onChange: setPage }}
        expandable={{
          rowExpandable: (r) => r.refunds.length > 0,
          expandedRowRender: (r) => (
            <Table
              rowKey="refundNo"
              size="small"
              pagination={false}
              dataSource={r.refunds}
              columns={[
                { title: t('orders.refundNo'), dataIndex: 'refundNo' },
                { title: t('orders.amount'), dataIndex: 'amountFen', render: yuan },
                { title: t('orders.reason'), dataIndex: 'reason' },
                { title: t('orders.refundState'), dataIndex: 'state', render: (s: string) => t(`refundState.${s}`) },
                { title: t('orders.createdAt'), dataIndex: 'createdAt', render: bjTime },
              ]}
            />
          ),
        }}
        columns={[
          { title: t('orders.orderNo'), dataIndex: 'orderNo' },
          { title: t('orders.boss'), dataIndex: 'bossPhone' },
          {
            title: t('orders.payType'),
            dataIndex: 'payType',
            render: (p: number) => (p === PayType.wechat ? t('wechat') : t('alipay')),
          },
          {
            title: t('orders.shops'),
            key: 'shops',
            render: (_, r) =>
              r.shops.map((s) => (
                <div key={`${s.platform}-${s.mallName}`}>
                  {s.mallName} {s.expireAfter ? `→ ${bjDay(s.expireAfter)}` : ''}
                </div>
              )),
          },
          { title: t('orders.months'), dataIndex: 'month' },
          { title: t('orders.amount'), dataIndex: 'amountFen', render: yuan },
          {
            title: t('orders.refunded'),
            key: 'refunded',
            render: (_, r) => <span data-testid={`order-refunded-${r.orderNo}`}>{yuan(r.refundedFen)}</span>,
          },
          {
            title: t('orders.state'),
            dataIndex: 'state',
            render: (s: TAdminOrder['state'], r) => (
              <Tag color={STATE_COLOR[s]} data-testid={`order-state-${r.orderNo}`}>
                {t(`state.${s}`)}
              </Tag>
            ),
          },
          { title: t('orders.createdAt'), dataIndex: 'createdAt', render: bjTime },
          {
            title: '',
            key: 'actions',
            render: (_, r) => (
              <Space>
                <Button size="small" data-testid={`order-provider-${r.orderNo}`} onClick={() => askProvider(r.orderNo)}>
                  {t('orders.askProvider')}
                </Button>
                <Button
                  size="small"
                  danger
                  data-testid={`order-refund-${r.orderNo}`}
                  disabled={!(r.state === 'applied' || r.state === 'paid') || r.refundedFen >= r.amountFen}
                  onClick={() => setRefunding(r)}
                >
                  {t('orders.refund')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {refunding && <RefundModal order={refunding} onClose={() => setRefunding(null)} />}
      <Modal
        open={live !== null}
        title={t('provider.title')}
        footer={null}
        onCancel={() => setLive(null)}
        data-testid="provider-modal"
      >
        {live && (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('provider.name')}>
              {live.provider === 'wechatpay' ? t('wechat') : t('alipay')}
            </Descriptions.Item>
            <Descriptions.Item label={t('provider.tradeState')}>
              <span data-testid="provider-trade-state">{live.tradeState}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('provider.tradeNo')}>{live.tradeNo ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('provider.amount')}>
              {live.amountFen === null ? '—' : yuan(live.amountFen)}
            </Descriptions.Item>
            {live.refunds.map((r) => (
              <Descriptions.Item key={r.refundNo} label={t('provider.refund', { no: r.refundNo })}>
                <span data-testid={`provider-refund-${r.refundNo}`}>
                  {r.state} · {yuan(r.amountFen)}
                </span>
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
      </Modal>
    </Space>
  );
}
