import { MobileOutlined } from '@ant-design/icons';
import { SuccessMsg } from '@ksa/contract';
import { Button, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBeijingDate } from '../../lib/beijing-time';
import { msgOf, msgText } from '../../lib/error-text';
import { useNotices } from '../notices';
import { StaffCalls, type TShipper, useDistributeQuery, useShippersQuery, useStaffAction } from './api';
import { ShipperForm, type TShipperEditing } from './shipper-form';
import { ShipperShopsModal } from './shipper-shops-modal';

type TEditing = TShipperEditing | null;

/**
 * 仓库发货员分配: add, cancel and change password; a manager's phone is refused by the server. With no
 * shipper there is nothing to cancel or change: both stay neutral and disabled, the reason on hover.
 */
export function ShipperPanel() {
  const { t } = useTranslation('staff');
  const list = useShippersQuery(true);
  const shopList = useDistributeQuery(true);
  const shops = shopList.data ?? [];
  const shopName = new Map(shops.map((s) => [s.mallId, s.mallName]));
  const [editing, setEditing] = useState<TEditing>(null);
  const [assigning, setAssigning] = useState<TShipper | null>(null);
  const [picked, setMode] = useState<'cancel' | 'password' | null>(null);
  const remove = useStaffAction(StaffCalls.removeShipper);
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
        <Typography.Text type="secondary">{t('shippers.hintApp')}</Typography.Text>
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
          {
            title: t('shippers.shops'),
            key: 'shops',
            render: (_: unknown, r: TShipper) => (
              <Space size={[4, 4]} wrap data-testid={`shipper-shops-${r.username}`}>
                {r.shopIds.length === 0 && <Typography.Text type="warning">{t('shippers.noShopsYet')}</Typography.Text>}
                {r.shopIds.map((id) => (
                  <Tag key={id}>{shopName.get(id) ?? id}</Tag>
                ))}
                <Button
                  type="link"
                  size="small"
                  onClick={() => setAssigning(r)}
                  data-testid={`shipper-assign-${r.username}`}
                >
                  {t('shippers.assign')}
                </Button>
              </Space>
            ),
          },
          // Beijing time: an evening addition in UTC is already the next day for the seller.
          { title: t('shippers.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatBeijingDate(v) },
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
      {editing && <ShipperForm editing={editing} shops={shops} onClose={() => setEditing(null)} />}
      {assigning && <ShipperShopsModal shipper={assigning} shops={shops} onClose={() => setAssigning(null)} />}
    </div>
  );
}
