import { SuccessMsg } from '@ksa/contract';
import { Button, Form, Input, Modal, Popconfirm, Select, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  StaffPaths,
  type TOperator,
  useEntitiesQuery,
  useOperatorsQuery,
  useShopsByEntityQuery,
  useStaffAction,
} from './api';
import {
  applySelectAll,
  assignPasswordError,
  assignPhoneError,
  matchesOption,
  operatorErrors,
  SELECT_ALL,
} from './rules';

/** 运营分配: operators with their main-account entities and shops. */
export function OperatorPanel() {
  const { t } = useTranslation('staff');
  const list = useOperatorsQuery(true);
  const entities = useEntitiesQuery(true);
  const [editing, setEditing] = useState<TOperator | 'new' | null>(null);
  const remove = useStaffAction(StaffPaths.removeOperator);
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

type TFormProps = {
  operator: TOperator | null;
  entityOptions: { value: number; label: string }[];
  onClose: () => void;
};

/** Edit operator (spec §2, §5): entities and shops multi-select with select-all (-1) and a filter. */
function OperatorForm({ operator, entityOptions, onClose }: TFormProps) {
  const { t } = useTranslation('staff');
  const [phone, setPhone] = useState(operator?.account ?? '');
  const [password, setPassword] = useState('');
  const [entity, setEntity] = useState<number[]>(operator?.entity ?? []);
  const [shops, setShops] = useState<number[]>(operator?.shop_id ?? []);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const shopOptions = useShopsByEntityQuery(entity).data ?? [];
  const save = useStaffAction(StaffPaths.saveOperator);
  const withAll = (opts: { value: number; label: string }[]) => [
    { value: SELECT_ALL, label: t('operators.selectAll') },
    ...opts,
  ];

  const submit = async () => {
    const e = {
      phone: assignPhoneError(phone),
      password: assignPasswordError(password, !operator),
      ...operatorErrors(entity, shops),
    };
    setErrors(e);
    if (Object.values(e).some(Boolean)) {
      return;
    }
    const ok = await save.run(
      { phone, password: password || undefined, entityStr: entity.join(','), shopIdStr: shops.join(',') },
      SuccessMsg.SAVED,
    );
    if (ok) {
      onClose();
    }
  };
  const field = (k: string) => ({ validateStatus: errors[k] ? ('error' as const) : undefined, help: errors[k] });
  return (
    <Modal
      open
      title={operator ? t('operators.edit') : t('operators.add')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('operators.account')} {...field('phone')}>
          <Input
            value={phone}
            maxLength={11}
            disabled={Boolean(operator)}
            onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
          />
        </Form.Item>
        <Form.Item label={t('form.password')} {...field('password')}>
          <Input.Password
            value={password}
            maxLength={12}
            autoComplete="new-password"
            placeholder={operator ? t('form.passwordSet') : t('form.passwordNew')}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('operators.entity')} {...field('entity')}>
          <Select
            mode="multiple"
            value={entity}
            placeholder={t('operators.entityPlaceholder')}
            options={withAll(entityOptions)}
            filterOption={(input, o) => (o ? matchesOption(input, o as { label: string; value: number }) : false)}
            onChange={(v: number[]) => {
              const next = applySelectAll(
                v,
                entity,
                entityOptions.map((o) => o.value),
              );
              setEntity(next);
              setShops([]);
            }}
          />
        </Form.Item>
        <Form.Item label={t('operators.shops')} {...field('shops')}>
          <Select
            mode="multiple"
            value={shops}
            placeholder={t('operators.shopPlaceholder')}
            options={withAll(shopOptions)}
            filterOption={(input, o) => (o ? matchesOption(input, o as { label: string; value: number }) : false)}
            onChange={(v: number[]) =>
              setShops(
                applySelectAll(
                  v,
                  shops,
                  shopOptions.map((o) => o.value),
                ),
              )
            }
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
