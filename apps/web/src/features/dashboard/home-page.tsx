import { Card, DatePicker, Empty, Radio, Segmented, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingShownAt } from '../../lib/boot-shell';
import { formatCount, formatMoneyShort } from '../../lib/format';
import { usePermission, useUserInfoQuery } from '../session';
import { NoFiguresNotice, RefreshShopButton, SyncFailedNotice, useShopWithoutFigures } from '../shops';
import { DashPathsContext, dashPathsFor, type TPlatform, useDash } from './api';
import { CurrencyBar } from './currency-bar';
import {
  bjToday,
  chartRangeOf,
  clampRange,
  floorDay,
  isDisabledDay,
  msToRefresh,
  rangeOf,
  type TDateType,
  type TRange,
} from './date-range';
import { BreakdownCards, CreatedProductsCard, DeliveryCard, ReturnsCard } from './detail-cards';
import { NoPermission } from './kpi-card';
import { KpiRow } from './kpi-row';
import { TrendChart } from './line-chart';
import { PluginTrafficCard } from './plugin-traffic-card';
import { RankingCards } from './ranking-cards';
import {
  ActivitiesCard,
  NoticesCard,
  RestrictAlert,
  ReviewRankingCard,
  SoldOutCard,
  StatisticsCard,
  StockRiskCard,
} from './signal-cards';
import { useDashScope, useMinLoading } from './use-dash-scope';
import './dashboard.css';

type TMetric = 'sales' | 'volume' | 'profit';

/**
 * Home opens with a loading state of at least 500 ms (spec §2/§5), so figures never flash in piecemeal; on a hard
 * load it counts from index.html's spinner, which the seller has been looking at since before the app mounted.
 */
const HOME_MIN_LOADING_MS = 500;

/** /home: sales, volume, profit, stock and rankings for the selected scope and range (data-and-tools §2, §4). */
export default function HomePage() {
  const { t, i18n } = useTranslation('dashboard');
  const can = usePermission();
  const user = useUserInfoQuery();
  const [today, setToday] = useState(() => bjToday(new Date()));
  const [dateType, setDateType] = useState<TDateType>('today');
  const [custom, setCustom] = useState<TRange | undefined>();
  const [metric, setMetric] = useState<TMetric>('sales');
  const [picked, setPicked] = useState<TPlatform | null>(null);
  const [own, setOwn] = useState(false);
  const { scope: selected, empty, fixedPlatform, platforms } = useDashScope();
  const scope = useMemo(
    () => (selected && own ? { ...selected, currency: 'own' as const } : selected),
    [selected, own],
  );
  // One shop: 刷新数据 for it, and a failed sync said above its figures (none at all if it never succeeded).
  const oneShopId = fixedPlatform && selected?.shopId !== undefined ? selected.shopId : undefined;
  const isWithoutFigures = useShopWithoutFigures(oneShopId);
  const platform: TPlatform =
    fixedPlatform ?? (picked && platforms.includes(picked) ? picked : (platforms[0] ?? 'temu'));
  // One data source: the marketplaces report sales once per SKU and day, so an 'orders' / 'stocks'
  // switch would change no number (README: deviations). /api/stock stays served for the spec's callers.
  const paths = useMemo(() => dashPathsFor(platform, 'orders'), [platform]);

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

  const floor = floorDay(today, user.data?.registerTime, user.data?.dataSince);
  const range = clampRange(rangeOf(dateType, today, custom), floor);
  // 今日's trend is the fixed sales window for any scope; the other ranges stay within the registration floor.
  const chartRange =
    dateType === 'today'
      ? chartRangeOf(dateType, range, today)
      : clampRange(chartRangeOf(dateType, range, today), floor);
  const chartDays = (Date.parse(chartRange.endTime) - Date.parse(chartRange.startTime)) / 86_400_000 + 1;
  const bucket = chartDays > 62 ? 'month' : 'day';
  const lookCost = can('lookCost');
  const chartPath = metric === 'sales' ? paths.chartSales : metric === 'volume' ? paths.chartVolume : paths.chartProfit;
  const chart = useDash(chartPath, metric === 'profit' && !lookCost ? null : scope, {
    ...chartRange,
    lineType: bucket,
  });
  // Axis labels and tooltips in the display language and the figures' currency; a new language redraws.
  const lng = i18n.language;
  const chartCurrency = chart.data?.currency ?? undefined;
  const format = useMemo(
    () =>
      metric === 'volume'
        ? (v: number) => formatCount(v, lng)
        : (v: number) => formatMoneyShort(v, chartCurrency ?? 'CNY', lng),
    [metric, lng, chartCurrency],
  );
  const loading = useMinLoading(
    Boolean(chart.data) || (metric === 'profit' && !lookCost),
    HOME_MIN_LOADING_MS,
    undefined,
    loadingShownAt,
  );
  // The cards below the chart mount once the top of the page has its data: the figures a seller looks at
  // first paint sooner, and the ten tables below do not compete with them for the first render.
  const [below, setBelow] = useState(false);
  const topReady = Boolean(chart.data) || (metric === 'profit' && !lookCost);
  useEffect(() => {
    if (topReady && !below) {
      const id = setTimeout(() => setBelow(true), 0);
      return () => clearTimeout(id);
    }
  }, [topReady, below]);

  if (empty) {
    return (
      <Card className="ksa-dash-empty" data-testid="dash-empty">
        <Empty description={t(empty)} />
      </Card>
    );
  }
  if (oneShopId !== undefined && isWithoutFigures) {
    // Never synced: no figure is known, so none is shown (not ¥0.00, not ↓100 %).
    return (
      <div className="ksa-dash" data-testid="home-dashboard" data-sync-failed="true">
        <NoFiguresNotice shopIds={[oneShopId]} testId="dash-no-data" />
      </div>
    );
  }
  const temu = platform === 'temu';
  return (
    <DashPathsContext.Provider value={paths}>
      <Spin spinning={loading} size="large" delay={0} data-testid="home-loading">
        <div className="ksa-dash" data-testid="home-dashboard" data-platform={platform} data-loading={loading}>
          <div className="ksa-dash-bar">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('title')}
            </Typography.Title>
            {!fixedPlatform && platforms.length > 1 && (
              <Segmented
                value={platform}
                onChange={(v) => setPicked(v as TPlatform)}
                data-testid="dash-platform"
                options={platforms.map((p) => ({ value: p, label: p === 'temu' ? 'TEMU' : 'SHEIN' }))}
              />
            )}
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
                disabledDate={(d) => isDisabledDay(d.format('YYYY-MM-DD'), today, floor)}
                onChange={(v) =>
                  v?.[0] &&
                  v[1] &&
                  setCustom({ startTime: v[0].format('YYYY-MM-DD'), endTime: v[1].format('YYYY-MM-DD') })
                }
              />
            )}
            <Typography.Text type="secondary" data-testid="date-range-text">
              {range.startTime === range.endTime ? range.startTime : `${range.startTime} ~ ${range.endTime}`}
            </Typography.Text>
            {oneShopId !== undefined && <RefreshShopButton shopId={oneShopId} />}
          </div>
          {oneShopId !== undefined && <SyncFailedNotice shopId={oneShopId} />}
          <CurrencyBar scope={scope} range={range} own={own} onOwn={setOwn} />

          <RestrictAlert scope={scope} />
          <KpiRow scope={scope} range={range} />

          <Card
            size="small"
            title={chartCurrency && metric !== 'volume' ? `${t('chart.title')}（${chartCurrency}）` : t('chart.title')}
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

          {below && temu && <PluginTrafficCard scope={scope} range={range} />}
          {below && temu && (
            <div className="ksa-rankings">
              <CreatedProductsCard scope={scope} />
              <DeliveryCard scope={scope} />
            </div>
          )}
          {below && <BreakdownCards scope={scope} range={range} />}
          {below && <RankingCards scope={scope} range={range} />}
          {below && temu && (
            <>
              <div className="ksa-rankings">
                <StockRiskCard scope={scope} />
                <SoldOutCard scope={scope} />
              </div>
              <div className="ksa-rankings">
                <StatisticsCard scope={scope} range={range} />
                <ActivitiesCard scope={scope} />
              </div>
              <div className="ksa-rankings">
                <ReviewRankingCard scope={scope} range={range} />
                <NoticesCard scope={scope} />
              </div>
            </>
          )}
          {below && <ReturnsCard scope={scope} range={range} />}
        </div>
      </Spin>
    </DashPathsContext.Provider>
  );
}
