import type { TAdminAuditRow } from '@ksa/contract';
import { Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditQuery } from './api';
import { bjTime } from './format';

const json = (v: Record<string, unknown> | null) =>
  v ? (
    <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {JSON.stringify(v)}
    </Typography.Text>
  ) : (
    '—'
  );

/** Every admin action: who, what, on what, when, before and after. */
export function AuditTab() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const q = useAuditQuery(page);
  return (
    <Table<TAdminAuditRow>
      rowKey="id"
      size="small"
      data-testid="audit-table"
      loading={q.isLoading}
      dataSource={q.data?.list ?? []}
      pagination={{ current: page, pageSize: 20, total: q.data?.total ?? 0, onChange: setPage }}
      columns={[
        { title: t('audit.at'), dataIndex: 'at', render: bjTime, width: 170 },
        { title: t('audit.actor'), dataIndex: 'actor', width: 120 },
        {
          title: t('audit.action'),
          dataIndex: 'action',
          width: 140,
          render: (a: string) => t(`actions.${a}`, { defaultValue: a }),
        },
        { title: t('audit.target'), dataIndex: 'target', width: 200 },
        { title: t('audit.before'), dataIndex: 'before', render: json },
        { title: t('audit.after'), dataIndex: 'after', render: json },
      ]}
    />
  );
}
