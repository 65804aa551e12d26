import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Skeleton, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changePct } from './date-range';
import { percent1 } from './format';

type TProps = {
  label: string;
  value: ReactNode;
  /** With a previous-period figure, the change is shown under the value. */
  current?: number;
  previous?: number;
  hint?: ReactNode;
  loading?: boolean;
  testId: string;
  /** What the change compares with (default 较上一周期); today says 'yesterday up to the same minute'. */
  compare?: string;
};

export function KpiCard({ label, value, current, previous, hint, loading, testId, compare }: TProps) {
  const { t } = useTranslation('dashboard');
  const pct = current !== undefined && previous !== undefined ? changePct(current, previous) : undefined;
  return (
    <Card size="small" className="ksa-kpi" data-testid={testId}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {loading ? (
        <Skeleton.Input active size="small" />
      ) : (
        <div className="ksa-kpi-value" data-testid={`${testId}-value`}>
          {value}
        </div>
      )}
      {pct !== undefined && !loading && (
        <div className="ksa-kpi-change">
          {pct === null ? (
            <Typography.Text type="secondary">{t('kpi.noPrevious')}</Typography.Text>
          ) : (
            <Typography.Text type={pct >= 0 ? 'success' : 'danger'}>
              {compare ?? t('kpi.vsPrevious')} {pct >= 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />}{' '}
              {percent1(Math.abs(pct) / 100)}
            </Typography.Text>
          )}
        </div>
      )}
      {hint && <div className="ksa-kpi-hint">{hint}</div>}
    </Card>
  );
}

/** 无权限 with 联系BOSS获取权限 on hover (cost and profit without lookCost). */
export function NoPermission() {
  const { t } = useTranslation('dashboard');
  return (
    <Tooltip title={t('askBoss')}>
      <span data-testid="no-permission">{t('noPermission')}</span>
    </Tooltip>
  );
}
