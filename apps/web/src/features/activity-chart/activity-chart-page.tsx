import { ApiRoutes, type ZActivityChartSchema } from '@ksa/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Spin, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiCall } from '../../lib/api-call';
import { SeriesChart, type TSeries, type TSeriesChartHandle } from '../dashboard';
import { shopKeys, useScope } from '../shops';
import './activity-chart.css';

type TRecord = z.infer<typeof ZActivityChartSchema>[number];

/** One product's chart: remaining and total activity stock of each enrolment, with show/hide all. */
function ProductChart({ records, index }: { records: TRecord[]; index: number }) {
  const { t } = useTranslation('activityChart');
  const ref = useRef<TSeriesChartHandle>(null);
  const [shown, setShown] = useState(true);
  const first = records[0]!;
  const series: TSeries[] = records.flatMap((r) => [
    {
      name: `${r.activityName} #${r.enrollId} ${t('remaining')}`,
      points: r.activityRecord.map((p) => [p.now, p.remainingActivityStock] as [string, number]),
    },
    {
      name: `${r.activityName} #${r.enrollId} ${t('total')}`,
      points: r.activityRecord.map((p) => [p.now, p.activityStock] as [string, number]),
    },
  ]);
  return (
    <Card
      size="small"
      title={`${first.productName}（${first.productId}）`}
      data-testid={`activity-product-${index}`}
      extra={
        <Button
          size="small"
          data-testid={`activity-toggle-${index}`}
          onClick={() => {
            ref.current?.setAll(!shown);
            setShown(!shown);
          }}
        >
          {shown ? t('hideAll') : t('showAll')}
        </Button>
      }
    >
      <SeriesChart ref={ref} series={series} testId={`activity-chart-${index}`} />
    </Card>
  );
}

/** /testActivityChart: the stock monitor (data-and-tools §2, §7 'Activity chart'). */
export default function ActivityChartPage() {
  const { t } = useTranslation('activityChart');
  const { enabled, scope } = useScope();
  const q = useQuery({
    queryKey: [...shopKeys.all, 'activityChart', scope],
    queryFn: () => apiCall(ApiRoutes.activityChart, {}, { json: true, silent: true }),
    enabled,
  });
  const byProduct = new Map<string, TRecord[]>();
  for (const r of q.data ?? []) {
    const key = `${r.mallId}|${r.skcId}`;
    byProduct.set(key, [...(byProduct.get(key) ?? []), r]);
  }
  return (
    <div className="ksa-activity-page" data-testid="activity-page">
      <Typography.Title level={4}>{t('title')}</Typography.Title>
      {q.isLoading || !enabled ? (
        <Spin />
      ) : byProduct.size === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <div className="ksa-activity-grid">
          {[...byProduct.values()].map((records, i) => (
            <ProductChart key={`${records[0]!.mallId}-${records[0]!.skcId}`} records={records} index={i} />
          ))}
        </div>
      )}
    </div>
  );
}
