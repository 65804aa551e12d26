import type { ZNoticePageSchema, ZReviewRankingSchema, ZSoldOutPerformSchema } from '@ksa/contract';
import { Alert, Card, Rate, Segmented, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiCall } from '../../lib/api-call';
import { type TDashScope, useDash, useDashPaths } from './api';
import type { TRange } from './date-range';
import { ExportButton } from './export-button';
import { allPages, exportExcel } from './export-excel';
import { count, dateTime, money, moneyCell } from './format';

type TScopeProps = { scope: TDashScope | null };
type TRangeProps = TScopeProps & { range: TRange };

/** Shops of the selection that are expired (left out of the figures) or expire within 24 h. */
export function RestrictAlert({ scope }: TScopeProps) {
  const { t } = useTranslation('dashboard');
  const q = useDash(useDashPaths().restrict, scope);
  const shops = q.data?.shops ?? [];
  if (!shops.length) {
    return null;
  }
  const expired = shops.filter((s) => s.state === 'expired').map((s) => s.mallName);
  const expiring = shops.filter((s) => s.state === 'expiring').map((s) => s.mallName);
  return (
    <Alert
      type={expired.length ? 'warning' : 'info'}
      showIcon
      data-testid="restrict-alert"
      message={[
        expired.length ? t('signals.expired', { shops: expired.join('、') }) : '',
        expiring.length ? t('signals.expiring', { shops: expiring.join('、') }) : '',
      ]
        .filter(Boolean)
        .join(' ')}
    />
  );
}

const Figures = ({ items }: { items: [string, string, string][] }) => (
  <div className="ksa-mini-figures">
    {items.map(([id, label, value]) => (
      <div key={id}>
        <span>{label}</span>
        <b data-testid={id}>{value}</b>
      </div>
    ))}
  </div>
);

/** Products that sell out within 7 days at last week's rate, and products in stock. */
export function StockRiskCard({ scope }: TScopeProps) {
  const { t } = useTranslation('dashboard');
  const q = useDash(useDashPaths().inRisk, scope);
  const d = q.data;
  const cols = [
    { title: t('ranking.product'), value: (r: NonNullable<typeof d>['list'][number]) => r.productName },
    { title: t('signals.stock'), value: (r: NonNullable<typeof d>['list'][number]) => r.stock },
    { title: t('signals.daily'), value: (r: NonNullable<typeof d>['list'][number]) => r.dailyUnits },
    { title: t('signals.daysLeft'), value: (r: NonNullable<typeof d>['list'][number]) => r.daysLeft },
  ];
  return (
    <Card
      size="small"
      title={t('signals.riskTitle')}
      data-testid="risk-card"
      extra={d && <ExportButton testId="export-risk" run={() => exportExcel(t('signals.riskTitle'), cols, d.list)} />}
    >
      {d && (
        <Figures
          items={[
            ['risk-count', t('signals.inRisk'), count(d.inRisk)],
            ['risk-in-stock', t('signals.inStock'), count(d.inStock)],
          ]}
        />
      )}
      <Table
        size="small"
        rowKey={(r) => `${r.mallId}-${r.skcId}`}
        pagination={false}
        loading={!d}
        dataSource={d?.list ?? []}
        scroll={{ y: 200 }}
        columns={[
          { title: t('ranking.product'), dataIndex: 'productName', ellipsis: true },
          { title: t('signals.stock'), dataIndex: 'stock', width: 70, render: count },
          { title: t('signals.daily'), dataIndex: 'dailyUnits', width: 70 },
          {
            title: t('signals.daysLeft'),
            dataIndex: 'daysLeft',
            width: 80,
            render: (v: number) => <Tag color={v < 3 ? 'red' : 'orange'}>{v}</Tag>,
          },
        ]}
      />
    </Card>
  );
}

/** Sold-out SKUs and what they would sell in the next 7 days at their 30-day rate. */
export function SoldOutCard({ scope }: TScopeProps) {
  const { t } = useTranslation('dashboard');
  const paths = useDashPaths();
  const [page, setPage] = useState(1);
  const sum = useDash(paths.soldOut, scope);
  const list = useDash(paths.soldOutList, scope, { pageIndex: page });
  type TRow = z.infer<typeof ZSoldOutPerformSchema>['list'][number];
  const cols = [
    { title: t('ranking.product'), value: (r: TRow) => r.productName },
    { title: 'SKU', value: (r: TRow) => `${r.skuId} ${r.className}` },
    { title: t('signals.daily'), value: (r: TRow) => r.dailyUnits },
    { title: t('signals.lostUnits'), value: (r: TRow) => r.lostUnits },
    { title: t('signals.lostSales'), value: (r: TRow) => r.lostSalesCents / 100 },
  ];
  return (
    <Card
      size="small"
      title={t('signals.soldOutTitle')}
      data-testid="soldout-card"
      extra={
        <ExportButton
          testId="export-soldout"
          run={async () =>
            exportExcel(
              t('signals.soldOutTitle'),
              cols,
              await allPages((p) => apiCall(paths.soldOutList!, { ...scope, pageIndex: p }, { silent: true })),
            )
          }
        />
      }
    >
      {sum.data && (
        <Figures
          items={[
            ['soldout-skus', t('signals.soldOutSkus'), count(sum.data.soldOutSkus)],
            ['soldout-units', t('signals.lostUnits'), count(sum.data.lostUnits)],
            ['soldout-sales', t('signals.lostSales'), money(sum.data.lostSalesCents, sum.data.currency)],
          ]}
        />
      )}
      <Table
        size="small"
        rowKey={(r) => `${r.mallId}-${r.skuId}`}
        loading={!list.data}
        dataSource={list.data?.list ?? []}
        pagination={{ current: page, pageSize: 10, total: list.data?.total ?? 0, onChange: setPage, size: 'small' }}
        columns={[
          { title: t('ranking.product'), dataIndex: 'productName', ellipsis: true },
          { title: 'SKU', dataIndex: 'className', width: 90, ellipsis: true },
          { title: t('signals.lostUnits'), dataIndex: 'lostUnits', width: 80, render: count },
          { title: t('signals.lostSales'), dataIndex: 'lostSalesCents', width: 110, render: moneyCell },
        ]}
      />
    </Card>
  );
}

/** Activities joined (not ended), running today, products enrolled and activity stock left. */
export function ActivitiesCard({ scope }: TScopeProps) {
  const { t } = useTranslation('dashboard');
  const q = useDash(useDashPaths().activities, scope);
  const d = q.data;
  return (
    <Card size="small" title={t('signals.activitiesTitle')} loading={!d} data-testid="activities-card">
      {d && (
        <Figures
          items={[
            ['act-joined', t('signals.joined'), count(d.joinedActivities)],
            ['act-ongoing', t('signals.ongoing'), count(d.ongoingActivities)],
            ['act-products', t('signals.joinedProducts'), count(d.joinedQuantityNum)],
            ['act-stock', t('signals.activityStock'), `${count(d.remainingStock)} / ${count(d.activityStock)}`],
          ]}
        />
      )}
    </Card>
  );
}

/** Shop statistics (§3) and the range's new products. */
export function StatisticsCard({ scope, range }: TRangeProps) {
  const { t } = useTranslation('dashboard');
  const paths = useDashPaths();
  const stats = useDash(paths.statistics, scope);
  const added = useDash(paths.added, scope, range);
  const fresh = useDash(paths.newSold, scope, range);
  const sold = useDash(paths.sold, scope, range);
  const lately = useDash(paths.lately, scope);
  const s = stats.data;
  return (
    <Card size="small" title={t('signals.statsTitle')} loading={!s} data-testid="stats-card">
      {s && (
        <Figures
          items={[
            ['stats-goods', t('signals.goods'), count(s.quantityOfGoods)],
            ['stats-specs', t('signals.specs'), count(s.specificationTotal)],
            ['stats-first-order', t('signals.firstOrder'), count(s.createdFirstOrderNum)],
            ['stats-no-order', t('signals.noOrder'), count(s.noCreatedFirstOrderNum)],
            ['stats-refunds', t('signals.refunds'), count(s.refundInfoNum)],
            // The marketplace's own count; '—' for a scope none of whose shops reports it (Shein), never 0.
            [
              'stats-price-declaring',
              t('signals.priceDeclaring'),
              s.priceDeclaring === null ? '—' : count(s.priceDeclaring),
            ],
            ['stats-added', t('signals.added'), added.data ? count(added.data.skcCount) : '—'],
            [
              'stats-new-sold',
              t('signals.newSold'),
              fresh.data ? `${count(fresh.data.sold)} / ${count(fresh.data.created)}` : '—',
            ],
            [
              'stats-sold',
              t('signals.soldProducts'),
              sold.data ? `${count(sold.data.skcCount)} / ${count(sold.data.skuCount)}` : '—',
            ],
            [
              'stats-today',
              t('signals.todaySales'),
              lately.data ? money(lately.data.today.salesCents, lately.data.currency) : '—',
            ],
            [
              'stats-yesterday',
              t('signals.yesterdaySales'),
              // 昨日销售额 is all of yesterday, as the chart shows it (the same-minute part is the KPI's comparison).
              lately.data ? money(lately.data.yesterdayFull.salesCents, lately.data.currency) : '—',
            ],
          ]}
        />
      )}
    </Card>
  );
}

/** Products by reviews in the range. */
export function ReviewRankingCard({ scope, range }: TRangeProps) {
  const { t } = useTranslation('dashboard');
  const q = useDash(useDashPaths().reviews, scope, range);
  type TRow = z.infer<typeof ZReviewRankingSchema>[number];
  const cols = [
    { title: t('ranking.product'), value: (r: TRow) => r.productName },
    { title: t('signals.reviews'), value: (r: TRow) => r.reviews },
    { title: t('signals.avgStars'), value: (r: TRow) => r.avgStars },
    { title: t('signals.badReviews'), value: (r: TRow) => r.badReviews },
  ];
  return (
    <Card
      size="small"
      title={t('signals.reviewsTitle')}
      data-testid="reviews-card"
      extra={
        q.data && (
          <ExportButton
            testId="export-reviews"
            run={() => exportExcel(t('signals.reviewsTitle'), cols, q.data ?? [])}
          />
        )
      }
    >
      <Table
        size="small"
        rowKey={(r) => `${r.mallId}-${r.skcId}`}
        pagination={false}
        loading={!q.data}
        dataSource={q.data ?? []}
        scroll={{ y: 240 }}
        columns={[
          { title: t('ranking.product'), dataIndex: 'productName', ellipsis: true },
          { title: t('signals.reviews'), dataIndex: 'reviews', width: 70 },
          {
            title: t('signals.avgStars'),
            dataIndex: 'avgStars',
            width: 140,
            render: (v: number) => <Rate disabled allowHalf value={Math.round(v * 2) / 2} style={{ fontSize: 12 }} />,
          },
          { title: t('signals.badReviews'), dataIndex: 'badReviews', width: 70 },
        ]}
      />
    </Card>
  );
}

/** On/off-shelf messages and Temu's messages and rules, 10 a page. */
export function NoticesCard({ scope }: TScopeProps) {
  const { t } = useTranslation('dashboard');
  const paths = useDashPaths();
  const [kind, setKind] = useState<'shelfMsg' | 'ruleMsg'>('shelfMsg');
  const [page, setPage] = useState(1);
  const q = useDash(paths[kind], scope, { pageIndex: page });
  type TRow = z.infer<typeof ZNoticePageSchema>['list'][number];
  const cols = [
    { title: t('signals.noticeAt'), value: (r: TRow) => dateTime(r.at) },
    { title: t('signals.noticeKind'), value: (r: TRow) => t(`signals.kind.${r.kind}`) },
    { title: t('signals.noticeTitle'), value: (r: TRow) => r.title },
    { title: t('signals.noticeBody'), value: (r: TRow) => r.body },
  ];
  return (
    <Card
      size="small"
      data-testid="notices-card"
      title={
        <Segmented
          size="small"
          value={kind}
          data-testid="notices-kind"
          onChange={(v) => {
            setKind(v as typeof kind);
            setPage(1);
          }}
          options={[
            { value: 'shelfMsg', label: t('signals.shelfMsg') },
            { value: 'ruleMsg', label: t('signals.ruleMsg') },
          ]}
        />
      }
      extra={
        <ExportButton
          testId="export-notices"
          run={async () =>
            exportExcel(
              t(`signals.${kind}`),
              cols,
              await allPages((p) => apiCall(paths[kind]!, { ...scope, pageIndex: p }, { silent: true })),
            )
          }
        />
      }
    >
      <Table
        size="small"
        rowKey={(r) => `${r.mallId}-${r.noticeId}`}
        loading={!q.data}
        dataSource={q.data?.list ?? []}
        pagination={{ current: page, pageSize: 10, total: q.data?.total ?? 0, onChange: setPage, size: 'small' }}
        columns={[
          {
            title: t('signals.noticeAt'),
            dataIndex: 'at',
            width: 150,
            render: dateTime,
          },
          {
            title: t('signals.noticeKind'),
            dataIndex: 'kind',
            width: 90,
            render: (k: TRow['kind']) => <Tag>{t(`signals.kind.${k}`)}</Tag>,
          },
          { title: t('signals.noticeTitle'), dataIndex: 'title', ellipsis: true },
        ]}
      />
    </Card>
  );
}
