import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Popconfirm, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { fetchDevices, revokeDevice } from './api';
import { useHelperLink } from './helper-link-store';

const KEY = ['devices', 'list'] as const;

/** Spec issue §4: the devices holding a helper/plugin token, each with 'sign out this device'. */
export function DevicesModal() {
  const { t } = useTranslation('helperLink');
  const open = useHelperLink((s) => s.devicesOpen);
  const client = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: fetchDevices, enabled: open });
  const revoke = useMutation({
    mutationFn: revokeDevice,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <Modal
      open={open}
      title={t('devices.title')}
      width={760}
      footer={null}
      onCancel={() => useHelperLink.getState().set({ devicesOpen: false })}
    >
      <Table
        data-testid="devices-table"
        rowKey="deviceId"
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: t('devices.empty') }}
        columns={[
          { title: t('devices.name'), dataIndex: 'name' },
          {
            title: t('devices.kind'),
            dataIndex: 'kind',
            render: (k: string) => <Tag>{t(`devices.kinds.${k}`)}</Tag>,
          },
          { title: t('devices.phone'), dataIndex: 'phone' },
          {
            title: t('devices.lastSeen'),
            dataIndex: 'lastSeenAt',
            render: (v: string | null, r) => formatDateTime(v ?? r.createdAt),
          },
          {
            title: t('devices.action'),
            render: (_: unknown, r) => (
              <Popconfirm title={t('devices.confirm')} onConfirm={() => revoke.mutate(r.deviceId)}>
                <Button size="small" danger data-testid={`revoke-${r.deviceId}`}>
                  {t('devices.signOut')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Modal>
  );
}
