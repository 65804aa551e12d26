import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBeijingDate } from '../../lib/beijing-time';
import { msgOf, msgText } from '../../lib/error-text';
import { openRenewal } from '../billing';
import { useVisitorGuard } from '../visitor';
import { StaffCalls, type TDistributeShop, useStaffAction } from './api';
import { shopDistinctions } from './shop-label';

type TProps = {
  rows: TDistributeShop[];
  loading: boolean;
  onEdit: (phone: string) => void;
};

type TRowMode = { shopId: number; mode: 'delete' | 'edit' } | null;

/** The Beijing calendar day, as the renewal modal and the marketplaces count days. */
const day = (iso: string | null) => formatBeijingDate(iso);

/**
 * One platform's shops with their managers. 取消管理员 / 编辑权限 switch a row into delete or edit
 * mode (mutually exclusive): the phone tags then carry a delete or an edit icon. A shop without a
 * manager has nothing to cancel or edit: both stay neutral and disabled, the reason on hover. Shops
 * are named as the seller knows them, never by our database id.
 */
export function ManagerTable({ rows, loading, onEdit }: TProps) {
  const { t } = useTranslation('staff');
  const [rowMode, setRowMode] = useState<TRowMode>(null);
  const remove = useStaffAction(StaffCalls.removeManager);
  const { guard } = useVisitorGuard();
  const now = Date.now();

  const distinct = shopDistinctions(rows, (semi) => t(semi ? 'info.semi' : 'info.full'));
  const modeOf = (r: TDistributeShop) => (r.managers.length && rowMode?.shopId === r.mallId ? rowMode.mode : null);

  const toggle = (row: TDistributeShop, mode: 'delete' | 'edit') => {
    setRowMode((m) => (m?.shopId === row.mallId && m.mode === mode ? null : { shopId: row.mallId, mode }));
  };

  return (
    <Table<TDistributeShop>
      rowKey="mallId"
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={rows.length > 10 ? { pageSize: 10 } : false}
      scroll={{ y: 500 }}
      columns={[
        { title: t('table.accountPhone'), dataIndex: 'accountPhone', width: 140, render: (v) => v ?? '—' },
        {
          title: t('table.shopName'),
          key: 'name',
          render: (_, r) => (
            <span data-testid={`staff-shop-name-${r.mallId}`}>
              {r.mallName}
              {distinct.get(r.mallId) && (
                <Typography.Text type="secondary"> · {distinct.get(r.mallId)}</Typography.Text>
              )}
            </span>
          ),
        },
        {
          title: t('table.assigned'),
          key: 'phones',
          render: (_, r) =>
            r.managers.length ? (
              <Space size={[4, 4]} wrap>
                {r.managers.map((m) => {
                  const mode = modeOf(r);
                  return (
                    <Tag key={m.phone} data-testid={`staff-tag-${r.mallId}-${m.phone}`}>
                      {m.phone}
                      {mode === 'delete' && (
                        <Popconfirm
                          title={t('table.removeConfirm', { phone: m.phone })}
                          onConfirm={() => void remove.run({ phone: m.phone, shopIdStr: String(r.mallId) }, '删除成功')}
                        >
                          <DeleteOutlined
                            className="ksa-staff-tag-icon"
                            data-testid={`staff-remove-${r.mallId}-${m.phone}`}
                          />
                        </Popconfirm>
                      )}
                      {mode === 'edit' && (
                        <EditOutlined
                          className="ksa-staff-tag-icon"
                          data-testid={`staff-edit-${r.mallId}-${m.phone}`}
                          onClick={() => onEdit(m.phone)}
                        />
                      )}
                    </Tag>
                  );
                })}
              </Space>
            ) : (
              <Typography.Text type="secondary">{t('table.none')}</Typography.Text>
            ),
        },
        {
          title: t('table.expireDate'),
          dataIndex: 'expireDate',
          width: 130,
          render: (v: string | null) =>
            v && Date.parse(v) <= now ? <Typography.Text type="danger">{t('table.expired')}</Typography.Text> : day(v),
        },
        {
          title: t('table.actions'),
          key: 'ops',
          width: 250,
          render: (_, r) => {
            const mode = modeOf(r);
            const none = r.managers.length === 0;
            const why = none ? msgText(msgOf('NO_DATA_MANAGER')) : undefined;
            return (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => guard(() => openRenewal([r.mallId]))}
                  data-testid={`staff-row-renew-${r.mallId}`}
                >
                  {t('table.renew')}
                </Button>
                <Tooltip title={why}>
                  <Button
                    type="link"
                    size="small"
                    danger={!none}
                    disabled={none}
                    onClick={() => toggle(r, 'delete')}
                    data-testid={`staff-row-delete-${r.mallId}`}
                  >
                    {mode === 'delete' ? t('table.done') : t('table.removeManager')}
                  </Button>
                </Tooltip>
                <Tooltip title={why}>
                  <Button
                    type="link"
                    size="small"
                    disabled={none}
                    onClick={() => toggle(r, 'edit')}
                    data-testid={`staff-row-edit-${r.mallId}`}
                  >
                    {mode === 'edit' ? t('table.done') : t('table.editPermission')}
                  </Button>
                </Tooltip>
              </Space>
            );
          },
        },
      ]}
    />
  );
}
