import { MobileOutlined } from '@ant-design/icons';
import { SuccessMsg } from '@ksa/contract';
import { Button, Form, Input, Modal, Popconfirm, Space, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgOf, msgText } from '../../lib/error-text';
import { useNotices } from '../notices';
import { StaffPaths, type TShipper, useShippersQuery, useStaffAction } from './api';
import { assignPasswordError, assignPhoneError, staffCodeError } from './rules';
import { StaffCodeField } from './staff-code-field';

type TEditing = { kind: 'add' } | { kind: 'password'; phone: string } | null;

/**
 * 仓库发货员分配: add, cancel and change password; a manager's phone is refused by the server. With no
 * shipper there is nothing to cancel or change: both stay neutral and disabled, the reason on hover.
 */
export function ShipperPanel() {
  const { t } = useTranslation('staff');
  const list = useShippersQuery(true);
  const [editing, setEditing] = useState<TEditing>(null);
  const [picked, setMode] = useState<'cancel' | 'password' | null>(null);
  const remove = useStaffAction(StaffPaths.removeShipper);
  const rows = list.data ?? [];
  const none = rows.length === 0;
  const mode = none ? null : picked;
  const why = none ? msgText(msgOf('NO_DATA_SHIPPER')) : undefined;

  const toggle = (m: 'cancel' | 'password') => setMode((x) => (x === m ? null : m));

  return (
    <div data-testid="shipper-panel">
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing({ kind: 'add' })} data-testid="shipper-add">
          {t('shippers.add')}
        </Button>
        <Tooltip title={why}>
          <Button
            danger={mode === 'cancel'}
            disabled={none}
            onClick={() => toggle('cancel')}
            data-testid="shipper-cancel-mode"
          >
            {t('shippers.cancel')}
          </Button>
        </Tooltip>
        <Tooltip title={why}>
          <Button
            type={mode === 'password' ? 'primary' : 'default'}
            ghost={mode === 'password'}
            disabled={none}
            onClick={() => toggle('password')}
            data-testid="shipper-password-mode"
          >
            {t('shippers.changePassword')}
          </Button>
        </Tooltip>
        <Button
          icon={<MobileOutlined />}
          onClick={() => useNotices.getState().setAppDownloadOpen(true)}
          data-testid="shipper-app-download"
        >
          {t('mobileApp:staff.download')}
        </Button>
        <Typography.Text type="secondary">{t('shippers.hint')}</Typography.Text>
      </Space>
      <Table<TShipper>
        rowKey="username"
        size="middle"
        loading={list.isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 500 }}
        columns={[
          { title: t('shippers.phone'), dataIndex: 'username' },
          { title: t('shippers.createdAt'), dataIndex: 'createdAt', render: (v: string) => v.slice(0, 10) },
          ...(mode
            ? [
                {
                  title: t('table.actions'),
                  key: 'op',
                  render: (_: unknown, r: TShipper) =>
                    mode === 'cancel' ? (
                      <Popconfirm
                        title={t('shippers.cancelConfirm')}
                        onConfirm={() => void remove.run({ phone: r.username }, SuccessMsg.DELETE_OK)}
                      >
                        <Button type="link" danger size="small" data-testid={`shipper-remove-${r.username}`}>
                          {t('shippers.cancel')}
                        </Button>
                      </Popconfirm>
                    ) : (
                      <Button
                        type="link"
                        size="small"
                        onClick={() => setEditing({ kind: 'password', phone: r.username })}
                      >
                        {t('shippers.changePassword')}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
      {editing && <ShipperForm editing={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

/**
 * 添加仓库发货员: phone and the code that reached it (their consent); they set their own password at
 * first login. 修改密码: the BOSS sets a new one for a shipper (their sessions end).
 */
function ShipperForm({ editing, onClose }: { editing: NonNullable<TEditing>; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const isAdd = editing.kind === 'add';
  const [phone, setPhone] = useState(isAdd ? '' : editing.phone);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string | null; password?: string | null; code?: string | null }>({});
  const action = useStaffAction(isAdd ? StaffPaths.addShipper : StaffPaths.shipperPassword);
  const submit = async () => {
    const e = {
      phone: assignPhoneError(phone),
      password: isAdd ? null : assignPasswordError(password, true),
      code: isAdd ? staffCodeError(code) : null,
    };
    setErrors(e);
    if (Object.values(e).some(Boolean)) {
      return;
    }
    const body = isAdd ? { phone, code } : { phone, password };
    if (await action.run(body, isAdd ? SuccessMsg.ADD_OK : SuccessMsg.MODIFY_OK)) {
      onClose();
    }
  };
  return (
    <Modal
      open
      title={isAdd ? t('shippers.add') : t('shippers.changePassword')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={action.isPending}
      okButtonProps={{ 'data-testid': 'shipper-save' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('shippers.phone')} validateStatus={errors.phone ? 'error' : undefined} help={errors.phone}>
          <Input
            value={phone}
            maxLength={11}
            disabled={!isAdd}
            onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
            data-testid="shipper-phone"
          />
        </Form.Item>
        {isAdd ? (
          <StaffCodeField
            phone={phone}
            staffRole="shipper"
            value={code}
            onChange={setCode}
            error={errors.code}
            testId="shipper"
          />
        ) : (
          <Form.Item
            label={t('shippers.newPassword')}
            validateStatus={errors.password ? 'error' : undefined}
            help={errors.password}
          >
            <Input.Password
              value={password}
              maxLength={12}
              autoComplete="new-password"
              onChange={(e) => setPassword(e.target.value)}
              data-testid="shipper-password"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
