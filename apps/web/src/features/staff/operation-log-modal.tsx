import { ApiRoutes, type ZOperationLogSchema } from '@ksa/contract';
import { useQuery } from '@tanstack/react-query';
import { Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiCall } from '../../lib/api-call';
import { formatBeijingDateTime } from '../../lib/beijing-time';
import { staffKeys } from './api';
import { opLogText } from './op-log-text';
import { useStaffUi } from './staff-store';

type TLog = z.infer<typeof ZOperationLogSchema>;
const PAGE = 10;

/** The BOSS's operation log: who did what to which shop, when (staff, shops, groups, bindings). */
export function OperationLogModal() {
  const { t, i18n } = useTranslation('staff');
  const isOpen = useStaffUi((s) => s.isLogOpen);
  const setOpen = useStaffUi((s) => s.setLogOpen);
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: [...staffKeys.all, 'log', page],
    queryFn: () => apiCall(ApiRoutes.operationLog, { pageIndex: page, pageSize: PAGE }, { silent: true }),
    enabled: isOpen,
  });
  if (!isOpen) {
    return null;
  }
  return (
    <Modal open title={t('log.title')} width={900} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
      <Table
        data-testid="operation-log"
        rowKey={(r) => `${r.at}-${r.detail}`}
        size="middle"
        loading={log.isLoading}
        dataSource={log.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: log.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          {
            title: t('log.at'),
            dataIndex: 'at',
            width: 180,
            render: (v: string) => formatBeijingDateTime(v),
          },
          { title: t('log.operator'), dataIndex: 'operator', width: 140 },
          {
            title: t('log.detail'),
            dataIndex: 'text',
            render: (line: TLog['list'][number]['text']) => opLogText(line, i18n.language),
          },
          { title: t('log.shop'), dataIndex: 'shopName', width: 180 },
        ]}
      />
    </Modal>
  );
}
