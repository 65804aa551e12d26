import type { ZReturnsPageSchema } from '@ksa/contract';
import { Card, Rate, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiCall } from '../../lib/api-call';
import { useTabMapQuery } from '../shops';
import { type TDashScope, useDash, useDashPaths } from './api';
import type { TRange } from './date-range';
import { ExportButton } from './export-button';
import { allPages, exportExcel } from './export-excel';
import { count, dateTime, moneyCell, yuanShort } from './format';

type TProps = { scope: TDashScope | null; range: TRange };

/** Products created today / this week / this month, on shelf, total. */
export function CreatedProductsCard({ scope }: { scope: TDashScope | null }) {
  const { t } = useTranslation('dashboard');
  const q = useDash(useDashPaths().created, scope);
  const d = q.data;
  return (
    <Card size="small" title={t('products.title')} loading={!d} data-testid="created-products">
      {d && (
        <div className="ksa-mini-figures">
          {(['today', 'thisWeek', 'thisMonth', 'onShelf', 'total'] as const).map((k) => (
            <div key={k}>
              <span>{t(`products.${k}`)}</span>
              <b data-testid={`created-${k}`}>{count(d[k])}</b>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}

/** Each shop's latest weekly delivery level, with stars in halves. */
export function DeliveryCard({ scope }: { scope: TDashScope | null }) {
  const { t } = useTranslation('dashboard');
  const q = useDash(useDashPaths().delivery, scope);
  const tabs = useTabMapQuery();
  const names = new Map([...(tabs.data?.shown ?? []), ...(tabs.data?.closed ?? [])].map((s) => [s.mallId, s.mallName]));
  return (
    <Card
      size="small"
      title={t('delivery.title')}
      data-testid="delivery-card"
      extra={
        <ExportButton
          testId="export-delivery"
          run={() =>
            exportExcel(
              t('delivery.title'),
              [
                { title: t('ranking.shop'), value: (r) => names.get(r.mallId) ?? '' },
                { title: t('delivery.level'), value: (r) => (r.level === 'none' ? t('delivery.none') : r.level) },
                { title: t('delivery.stars'), value: (r) => r.stars },
                { title: t('delivery.week'), value: (r) => r.weekStartDay },
              ],
              q.data ?? [],
            )
          }
        />
      }
    >
      <Table
        size="small"
        rowKey="mallId"
        pagination={false}
        loading={!q.data}
        dataSource={q.data ?? []}
        scroll={{ y: 220 }}
        columns={[
          {
            title: t('ranking.shop'),
            dataIndex: 'mallId',
            ellipsis: true,
            render: (id: number) => names.get(id) ?? '—',
          },
          {
            title: t('delivery.level'),
            dataIndex: 'level',
            width: 80,
            render: (v: string) => (
              <Tag color={v === 'S' ? 'gold' : v === 'none' ? 'default' : 'orange'}>
                {v === 'none' ? t('delivery.none') : v}
              </Tag>
            ),
          },
          {
            title: t('delivery.stars'),
            dataIndex: 'stars',
            render: (v: number) => <Rate disabled allowHalf value={v} style={{ fontSize: 14 }} />,
          },
          { title: t('delivery.week'), dataIndex: 'weekStartDay', width: 110 },
        ]}
      />
    </Card>
  );
}

/** Sales by category and by price band over the range. */
export function BreakdownCards({ scope, range }: TProps) {
  const { t } = useTranslation('dashboard');
  const paths = useDashPaths();
  const cat = useDash(paths.byCategory, scope, range);
  const price = useDash(paths.byPrice, scope, range);
  const band = (b: { fromCents: number; toCents: number | null }) =>
    b.toCents === null ? `≥ ${yuanShort(b.fromCents)}` : `${yuanShort(b.fromCents)} – ${yuanShort(b.toCents)}`;
  return (
    <div className="ksa-rankings">
      <Card
        size="small"
        title={t('breakdown.category')}
        extra={
          <ExportButton
            testId="export-category"
            run={() =>
              exportExcel(
                t('breakdown.category'),
                [
                  { title: t('breakdown.categoryCol'), value: (r) => r.category },
                  { title: t('ranking.units'), value: (r) => r.units },
                  { title: t('ranking.sales'), value: (r) => r.salesCents / 100 },
                ],
                cat.data ?? [],
              )
            }
          />
        }
      >
        <Table
          size="small"
          rowKey="category"
          pagination={false}
          loading={!cat.data}
          dataSource={cat.data ?? []}
          scroll={{ y: 260 }}
          data-testid="sales-by-category"
          columns={[
            { title: t('breakdown.categoryCol'), dataIndex: 'category', ellipsis: true },
            { title: t('ranking.units'), dataIndex: 'units', width: 90, render: count },
            { title: t('ranking.sales'), dataIndex: 'salesCents', width: 130, render: moneyCell },
          ]}
        />
      </Card>
      <Card
        size="small"
        title={t('breakdown.price')}
        extra={
          <ExportButton
            testId="export-price"
            run={() =>
              exportExcel(
                t('breakdown.price'),
                [
                  { title: t('breakdown.band'), value: (b) => band(b) },
                  { title: t('ranking.units'), value: (r) => r.units },
                  { title: t('ranking.sales'), value: (r) => r.salesCents / 100 },
                ],
                price.data ?? [],
              )
            }
          />
        }
      >
        <Table
          size="small"
          rowKey="fromCents"
          pagination={false}
          loading={!price.data}
          dataSource={price.data ?? []}
          data-testid="sales-by-price"
          columns={[
            { title: t('breakdown.band'), key: 'band', render: (_, b) => band(b) },
            { title: t('ranking.units'), dataIndex: 'units', width: 90, render: count },
            { title: t('ranking.sales'), dataIndex: 'salesCents', width: 130, render: moneyCell },
          ]}
        />
      </Card>
    </div>
  );
}

/** Return packages over the range, 10 a page. */
export function ReturnsCard({ scope, range }: TProps) {
  const { t } = useTranslation('dashboard');
  const [page, setPage] = useState(1);
  const path = useDashPaths().returns;
  const q = useDash(path, scope, { ...range, pageIndex: page });
  type TRow = z.infer<typeof ZReturnsPageSchema>['list'][number];
  const exportAll = async () =>
    exportExcel<TRow>(
      t('returns.title'),
      [
        { title: t('returns.package'), value: (r) => r.packageSn },
        { title: t('ranking.product'), value: (r) => r.productName },
        { title: t('returns.units'), value: (r) => r.units },
        { title: t('returns.amount'), value: (r) => r.amountCents / 100 },
        { title: t('returns.reason'), value: (r) => r.reason },
        { title: t('returns.at'), value: (r) => dateTime(r.outboundAt) },
      ],
      await allPages((p) => apiCall(path!, { ...scope, ...range, pageIndex: p }, { silent: true })),
    );
  if (!path) {
    return null;
  }
  return (
    <Card
      size="small"
      title={t('returns.title')}
      data-testid="returns-card"
      extra={<ExportButton testId="export-returns" run={exportAll} />}
    >
      <Table
        size="small"
        rowKey={(r) => `${r.mallId}-${r.packageSn}-${r.skcId}`}
        loading={!q.data}
        dataSource={q.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: 10,
          total: q.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('returns.package'), dataIndex: 'packageSn', width: 170 },
          { title: t('ranking.product'), dataIndex: 'productName', ellipsis: true },
          { title: t('returns.units'), dataIndex: 'units', width: 70 },
          { title: t('returns.amount'), dataIndex: 'amountCents', width: 110, render: moneyCell },
          { title: t('returns.reason'), dataIndex: 'reason', width: 140, ellipsis: true },
          {
            title: t('returns.at'),
            dataIndex: 'outboundAt',
            width: 170,
            render: dateTime,
          },
        ]}
      />
    </Card>
  );
}
