import type { TBatchCode, TCouponBatch, ZBatchCodesSchema } from '@ksa/contract';
import { Button, Card, Form, Input, InputNumber, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fetchBatchCodes, useBatchesQuery, useCreateBatchMutation } from './api';
import { adminErrorText } from './error-text';
import { exportCodesXlsx } from './export-codes';
import { bjTime, yuan } from './format';

type TBatchCodes = z.infer<typeof ZBatchCodesSchema>;

/** Coupon batches: make N codes of a value, see which were redeemed and by whom, export to Excel. */
export function CouponsTab() {
  const { t } = useTranslation('admin');
  const batches = useBatchesQuery();
  const create = useCreateBatchMutation();
  const [count, setCount] = useState<number | null>(10);
  const [value, setValue] = useState('30');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [open, setOpen] = useState<TBatchCodes | null>(null);

  const submit = async () => {
    setError('');
    try {
      setOpen(await create.mutateAsync({ count: String(count ?? ''), value, note }));
    } catch (err) {
      setError(adminErrorText(err));
    }
  };
  const show = async (batchId: number) => {
    try {
      setOpen(await fetchBatchCodes(batchId));
    } catch (err) {
      setError(adminErrorText(err));
    }
  };
  const headers = [
    t('coupons.code'),
    t('coupons.value'),
    t('coupons.redeemedBy'),
    t('coupons.redeemedAt'),
    t('coupons.usedOrder'),
    t('coupons.usedAt'),
  ];
  const exportBatch = (b: TBatchCodes) =>
    exportCodesXlsx(t('coupons.exportFile', { batch: b.batch.batchId }), headers, b.codes);

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small" title={t('coupons.create')}>
        <Form layout="inline" onFinish={submit}>
          <Form.Item label={t('coupons.count')}>
            <InputNumber data-testid="batch-count" min={1} max={1000} precision={0} value={count} onChange={setCount} />
          </Form.Item>
          <Form.Item label={t('coupons.value')}>
            <Input
              data-testid="batch-value"
              prefix="¥"
              style={{ width: 120 }}
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          </Form.Item>
          <Form.Item label={t('coupons.note')}>
            <Input data-testid="batch-note" maxLength={100} value={note} onChange={(e) => setNote(e.target.value)} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="batch-create">
            {t('coupons.createButton')}
          </Button>
        </Form>
        {error && (
          <Typography.Text type="danger" data-testid="batch-error">
            {error}
          </Typography.Text>
        )}
      </Card>
      <Table<TCouponBatch>
        rowKey="batchId"
        size="small"
        data-testid="batches-table"
        loading={batches.isLoading}
        dataSource={batches.data ?? []}
        columns={[
          { title: t('coupons.batch'), dataIndex: 'batchId' },
          { title: t('coupons.value'), dataIndex: 'valueFen', render: yuan },
          { title: t('coupons.count'), dataIndex: 'count' },
          { title: t('coupons.redeemed'), dataIndex: 'redeemed' },
          { title: t('coupons.used'), dataIndex: 'used' },
          { title: t('coupons.note'), dataIndex: 'note' },
          { title: t('coupons.createdBy'), dataIndex: 'createdBy' },
          { title: t('coupons.createdAt'), dataIndex: 'createdAt', render: bjTime },
          {
            title: '',
            key: 'a',
            render: (_, b) => (
              <Button size="small" data-testid={`batch-open-${b.batchId}`} onClick={() => show(b.batchId)}>
                {t('coupons.view')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={open !== null}
        width={960}
        title={open ? t('coupons.batchTitle', { id: open.batch.batchId, value: yuan(open.batch.valueFen) }) : ''}
        onCancel={() => setOpen(null)}
        footer={
          open && (
            <Button type="primary" data-testid="batch-export" onClick={() => exportBatch(open)}>
              {t('coupons.export')}
            </Button>
          )
        }
        data-testid="batch-modal"
      >
        {open && (
          <Table<TBatchCode>
            rowKey="code"
            size="small"
            data-testid="batch-codes"
            pagination={{ pageSize: 10 }}
            dataSource={open.codes}
            columns={[
              {
                title: t('coupons.code'),
                dataIndex: 'code',
                render: (c: string) => <Typography.Text copyable>{c}</Typography.Text>,
              },
              {
                title: t('coupons.status'),
                key: 's',
                render: (_, c) =>
                  c.usedAt ? (
                    <Tag color="purple">{t('coupons.statusUsed')}</Tag>
                  ) : c.redeemedAt ? (
                    <Tag color="green">{t('coupons.statusRedeemed')}</Tag>
                  ) : (
                    <Tag>{t('coupons.statusFree')}</Tag>
                  ),
              },
              { title: t('coupons.redeemedBy'), dataIndex: 'redeemedByPhone', render: (v: string | null) => v ?? '—' },
              { title: t('coupons.redeemedAt'), dataIndex: 'redeemedAt', render: bjTime },
              { title: t('coupons.usedOrder'), dataIndex: 'usedOrderNo', render: (v: string | null) => v ?? '—' },
            ]}
          />
        )}
      </Modal>
    </Space>
  );
}
