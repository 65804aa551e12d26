import type { TGpsrTemplate } from '@ksa/contract';
import { App, Button, Popconfirm, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { msgOfError, msgText } from '../../lib/error-text';
import { useDeleteMutation, useGpsrQuery } from './api';
import type { TBindTarget } from './bind-modal';

/** The team's GPSR information sets: who makes the product, the EU responsible person, warnings per language. */
export function GpsrList({ onEdit, onBind }: { onEdit: (g: TGpsrTemplate) => void; onBind: (t: TBindTarget) => void }) {
  const { t } = useTranslation('labels');
  const { message } = App.useApp();
  const gpsr = useGpsrQuery();
  const remove = useDeleteMutation();
  return (
    <Table<TGpsrTemplate>
      rowKey="gpsrId"
      size="small"
      loading={gpsr.isLoading}
      dataSource={gpsr.data ?? []}
      pagination={false}
      data-testid="gpsr-list"
      columns={[
        { title: t('gpsr.name'), dataIndex: 'name' },
        { title: t('gpsr.manufacturerName'), key: 'm', render: (_, r) => r.data.manufacturer.name, ellipsis: true },
        { title: t('gpsr.euRpName'), key: 'e', render: (_, r) => r.data.euRp.name, ellipsis: true },
        {
          title: t('gpsr.langs'),
          key: 'langs',
          render: (_, r) =>
            Object.keys(r.data.texts)
              .map((l) => l.toUpperCase())
              .join(' '),
        },
        { title: t('list.skuCount'), dataIndex: 'skuCount' },
        {
          title: t('list.actions'),
          key: 'actions',
          render: (_, r) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => onEdit(r)}>
                {t('list.edit')}
              </Button>
              <Button type="link" size="small" onClick={() => onBind({ gpsrId: r.gpsrId, name: r.name })}>
                {t('list.bind')}
              </Button>
              <Popconfirm
                title={t('list.deleteConfirm', { name: r.name })}
                onConfirm={() =>
                  remove.mutateAsync({ gpsrId: r.gpsrId }).then(
                    () => message.success(t('list.deleted')),
                    (err) => message.error(msgText(msgOfError(err, 'UNKNOWN'))),
                  )
                }
              >
                <Button type="link" size="small" danger>
                  {t('list.delete')}
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
