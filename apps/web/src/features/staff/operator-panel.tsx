import { SuccessMsg } from '@ksa/contract';
import { Button, Popconfirm, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffCalls, type TOperator, useEntitiesQuery, useOperatorsQuery, useStaffAction } from './api';
import { OperatorForm } from './operator-form';

/** 运营分配: operators with their main-account entities and shops. */
export function OperatorPanel() {
  const { t } = useTranslation('staff');
  const list = useOperatorsQuery(true);
  const entities = useEntitiesQuery(true);
  const [editing, setEditing] = useState<TOperator | 'new' | null>(null);
  const remove = useStaffAction(StaffCalls.removeOperator);
  const label = useMemo(() => new Map((entities.data ?? []).map((e) => [e.value, e.label])), [entities.data]);
  return (
    <div data-testid="operator-panel">
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="operator-add">
          {t('operators.add')}
        </Button>
      </Space>
      <Table<TOperator>
        rowKey="worker_id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ y: 500 }}
        columns={[
          { title: t('operators.account'), dataIndex: 'account' },
          {
            title: t('operators.entity'),
            dataIndex: 'entity',
            render: (ids: number[]) => ids.flatMap((id) => label.get(id) ?? []).join('、'),
          },
          { title: t('operators.shops'), dataIndex: 'shop_id', render: (ids: number[]) => ids.length },
          {
            title: t('table.actions'),
            key: 'op',
            render: (_, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(r)}>
                  {t('operators.edit')}
                </Button>
                <Popconfirm
                  title={t('operators.removeConfirm')}
                  onConfirm={() => void remove.run({ workId: r.worker_id }, SuccessMsg.DELETE_OK)}
                >
                  <Button type="link" danger size="small">
                    {t('operators.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <OperatorForm
          operator={editing === 'new' ? null : editing}
          entityOptions={entities.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
