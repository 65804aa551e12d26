import type {
  ZCostCoverageSchema,
  ZDeadStockSchema,
  ZLineChartSchema,
  ZMoneySchema,
  ZPeriodFigureSchema,
  ZProductRankingSchema,
  ZProfitFigureSchema,
  ZShopRankingSchema,
  ZStockValueSchema,
} from '@ksa/contract';
import { Card, DatePicker, Empty, Radio, Segmented, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { usePermission } from '../session/use-permission';
import { useGroupsQuery, useTabMapQuery } from '../shops/api-manage';
import { ALL_SHOPS_ID, useShopSelection } from '../shops/use-shop-selection';
import { DashPaths, type TDashScope, useDash } from './api';
import { bjToday, chartRangeOf, isDisabledDay, msToRefresh, rangeOf, type TDateType, type TRange } from './date-range';
import { BreakdownCards, CreatedProductsCard, DeliveryCard, ReturnsCard } from './detail-cards';
import { count, yuan, yuanShort } from './format';
import { KpiCard, NoPermission } from './kpi-card';
import { TrendChart } from './line-chart';
import './dashboard.css';

type TFig = z.infer<typeof ZPeriodFigureSchema>;
type TMetric = 'sales' | 'volume' | 'profit';

/** The selection as a dashboard scope: all shops (100), one shop, or a group's shops. */
const useDashScope = (): { scope: TDashScope | null; empty: 'noShops' | 'emptyGroup' | null } => {
  const { selectedId, selectedGroupId } = useShopSelection();
  const tabMap = useTabMapQuery();
  const groups = useGroupsQuery();
  if (!tabMap.data) {
    return { scope: null, empty: null };
  }
  if (!tabMap.data.shown.length && !tabMap.data.closed.length) {
    return { scope: null, empty: 'noShops' };
  }
  if (selectedGroupId !== null) {
    const g = groups.data?.find((x) => x.groupId === selectedGroupId);
    return g?.shopIds.length
      ? { scope: { shopIds: g.shopIds.join(',') }, empty: null }
      : { scope: null, empty: 'emptyGroup' };
  }
  return { scope: { shopId: selectedId ?? ALL_SHOPS_ID }, empty: null };
};

/** /home: sales, volume, profit, stock and rankings for the selected scope and range (data-and-tools §2, §4). */
export default function HomePage() {
  const { t } = useTranslation('dashboard');
  const can = usePermission();
  const [today, setToday] = useState(() => bjToday(new Date()));
  const [dateType, setDateType] = useState<TDateType>('today');
  const [custom, setCustom] = useState<TRange | undefined>();
  const [metric, setMetric] = useState<TMetric>('sales');
  const { scope, empty } = useDashScope();

  // The range refreshes 3 s after midnight.
  useEffect(() => {
    let id: ReturnType<typeof setTimeout>;
    const schedule = () => {
      id = setTimeout(() => {
        setToday(bjToday(new Date()));
        schedule();
      }, msToRefresh(new Date()));
    };
    schedule();
    return () => clearTimeout(id);
  }, []);

  const range = rangeOf(dateType, today, custom);
  const chartRange = chartRangeOf(dateType, range, today);
  const chartDays = (Date.parse(chartRange.endTime) - Date.parse(chartRange.startTime)) / 86_400_000 + 1;
  const bucket = chartDays > 62 ? 'month' : 'day';
  const lookCost = can('lookCost');

  const sales = useDash<TFig>(DashPaths.sales, scope, range);
  const volume = useDash<TFig>(DashPaths.volume, scope, range);
  const profit = useDash<z.infer<typeof ZProfitFigureSchema>>(DashPaths.profit, lookCost ? scope : null, range);
  const chartPath =
    metric === 'sales' ? DashPaths.chartSales : metric === 'volume' ? DashPaths.chartVolume : DashPaths.chartProfit;
  const chart = useDash<z.infer<typeof ZLineChartSchema>>(chartPath, metric === 'profit' && !lookCost ? null : scope, {
    ...chartRange,
    lineType: bucket,
  });
  const products = useDash<z.infer<typeof ZProductRankingSchema>>(DashPaths.products, scope, range);
  const shops = useDash<z.infer<typeof ZShopRankingSchema>>(DashPaths.shops, scope, range);
  const stock = useDash<z.infer<typeof ZStockValueSchema>>(DashPaths.stock, scope);
  const dead = useDash<z.infer<typeof ZDeadStockSchema>>(DashPaths.dead, scope);
  const balance = useDash<z.infer<typeof ZMoneySchema>>(DashPaths.balance, scope);
  const pending = useDash<z.infer<typeof ZMoneySchema>>(DashPaths.pending, scope);
  const costs = useDash<z.infer<typeof ZCostCoverageSchema>>(DashPaths.costs, scope);

  const format = useMemo(() => (metric === 'volume' ? count : yuanShort), [metric]);

  if (empty) {
    return (
      <Card className="ksa-dash-empty" data-testid="dash-empty">
        <Empty description={t(empty)} />
      </Card>
    );
  }
  const p = profit.data;
  return (
    <div className="ksa-dash" data-testid="home-dashboard">
      <div className="ksa-dash-bar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Radio.Group
          value={dateType}
          onChange={(e) => setDateType(e.target.value)}
          optionType="button"
          buttonStyle="solid"
          data-testid="date-type"
          options={(['today', 'week', 'month', 'custom'] as const).map((k) => ({
            value: k,
            label: t(`dateType.${k}`),
          }))}
        />
        {dateType === 'custom' && (
          <DatePicker.RangePicker
            data-testid="date-custom"
            value={custom ? [dayjs(custom.startTime), dayjs(custom.endTime)] : null}
            disabledDate={(d) => isDisabledDay(d.format('YYYY-MM-DD'), today)}
            onChange={(v) =>
              v?.[0] && v[1] && setCustom({ startTime: v[0].format('YYYY-MM-DD'), endTime: v[1].format('YYYY-MM-DD') })
            }
          />
        )}
        <Typography.Text type="secondary" data-testid="date-range-text">
          {range.startTime === range.endTime ? range.startTime : `${range.startTime} ~ ${range.endTime}`}
        </Typography.Text>
      </div>

      <div className="ksa-kpis">
        <KpiCard
          testId="kpi-sales"
          label={t('kpi.sales')}
          loading={!sales.data}
          value={sales.data ? yuan(sales.data.value) : null}
          current={sales.data?.value}
          previous={sales.data?.previous}
        />
        <KpiCard
          testId="kpi-volume"
          label={t('kpi.volume')}
          loading={!volume.data}
          value={volume.data ? count(volume.data.value) : null}
          current={volume.data?.value}
          previous={volume.data?.previous}
        />
        <KpiCard
          testId="kpi-profit"
          label={t('kpi.profit')}
          loading={lookCost && !p}
          value={
            lookCost ? p?.current.profitCents !== undefined ? yuan(p.current.profitCents) : null : <NoPermission />
          }
          current={lookCost ? p?.current.profitCents : undefined}
          previous={lookCost ? p?.previous.profitCents : undefined}
          hint={
            lookCost && p?.current.costCents !== undefined
              ? `${t('kpi.cost')} ${yuan(p.current.costCents)} · ${t('kpi.coverage')} ${Math.round(p.costCoverage * 100)}%`
              : undefined
          }
        />
        <KpiCard
          testId="kpi-coverage"
          label={t('kpi.coverage')}
          loading={!costs.data}
          value={
            costs.data
              ? `${Math.round(((costs.data.hasCost || 0) / Math.max(1, costs.data.hasCost + costs.data.noCost)) * 100)}%`
              : null
          }
          hint={costs.data ? t('kpi.coverageHint', { has: costs.data.hasCost, no: costs.data.noCost }) : undefined}
        />
        <KpiCard
          testId="kpi-balance"
          label={t('kpi.balance')}
          loading={!balance.data}
          value={balance.data ? yuan(balance.data.amountCents) : null}
        />
        <KpiCard
          testId="kpi-pending"
          label={t('kpi.pending')}
          loading={!pending.data}
          value={pending.data ? yuan(pending.data.amountCents) : null}
        />
        <KpiCard
          testId="kpi-stock"
          label={t('kpi.stock')}
          loading={!stock.data}
          value={lookCost ? stock.data?.costTotal !== undefined ? yuan(stock.data.costTotal) : null : <NoPermission />}
          hint={stock.data ? t('kpi.stockUnits', { n: count(stock.data.units) }) : undefined}
        />
        <KpiCard
          testId="kpi-dead"
          label={t('kpi.dead')}
          loading={!dead.data}
          value={dead.data ? count(dead.data.totaNum) : null}
          hint={
            dead.data ? (
              <span>
                {t('kpi.deadHint')}
                {lookCost && dead.data.totalValue !== undefined ? ` · ${yuan(dead.data.totalValue)}` : ''}
              </span>
            ) : undefined
          }
        />
      </div>

      <Card
        size="small"
        title={t('chart.title')}
        extra={
          <Segmented
            value={metric}
            onChange={(v) => setMetric(v as TMetric)}
            data-testid="chart-metric"
            options={(['sales', 'volume', 'profit'] as const).map((m) => ({ value: m, label: t(`chart.${m}`) }))}
          />
        }
      >
        {metric === 'profit' && !lookCost ? (
          <div className="ksa-chart-locked">
            <NoPermission />
          </div>
        ) : (
          <TrendChart points={chart.data?.points ?? []} format={format} />
        )}
      </Card>

      <div className="ksa-rankings">
        <CreatedProductsCard scope={scope} />
        <DeliveryCard scope={scope} />
      </div>
      <BreakdownCards scope={scope} range={range} />

      <div className="ksa-rankings">
        <Card size="small" title={t('ranking.products')}>
          <Table
            size="small"
            rowKey={(r) => `${r.mallId}-${r.skcId}`}
            pagination={false}
            loading={!products.data}
            dataSource={products.data ?? []}
            data-testid="ranking-products"
            columns={[
              { title: t('ranking.rank'), key: 'i', width: 56, render: (_, __, i) => i + 1 },
              { title: t('ranking.product'), dataIndex: 'productName', ellipsis: true },
              { title: t('ranking.units'), dataIndex: 'units', width: 80, render: count },
              { title: t('ranking.sales'), dataIndex: 'salesCents', width: 120, render: yuan },
            ]}
          />
        </Card>
        <Card size="small" title={t('ranking.shops')}>
          <Table
            size="small"
            rowKey="mallId"
            pagination={false}
            loading={!shops.data}
            dataSource={shops.data ?? []}
            data-testid="ranking-shops"
            columns={[
              { title: t('ranking.rank'), key: 'i', width: 56, render: (_, __, i) => i + 1 },
              { title: t('ranking.shop'), dataIndex: 'mallName', ellipsis: true },
              { title: t('ranking.units'), dataIndex: 'units', width: 80, render: count },
              { title: t('ranking.sales'), dataIndex: 'salesCents', width: 120, render: yuan },
            ]}
          />
        </Card>
      </div>
      <ReturnsCard scope={scope} range={range} />
    </div>
  );
}
