import type { ZProductRankingSchema } from '@ksa/contract';
import { Card, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type TDashScope, useDash, useDashPaths } from './api';
import type { TRange } from './date-range';
import { ExportButton } from './export-button';
import { exportExcel } from './export-excel';
import { count, moneyCell } from './format';
import { SkuVolumeModal } from './sku-volume-modal';

type TRow = { units: number; salesCents: number };

/** Best-selling products and shops over the range, each exportable. */
export function RankingCards({ scope, range }: { scope: TDashScope | null; range: TRange }) {
  const { t } = useTranslation('dashboard');
  const paths = useDashPaths();
  const products = useDash(paths.products, scope, range);
  const shops = useDash(paths.shops, scope, range);
  const counts = useDash(paths.shopProducts, scope);
  const skcsOf = new Map((counts.data ?? []).map((c) => [c.mallId, c.skcCount]));
  const [opened, setOpened] = useState<z.infer<typeof ZProductRankingSchema>[number] | null>(null);
  const figures = [
    { title: t('ranking.units'), value: (r: TRow) => r.units },
    { title: t('ranking.sales'), value: (r: TRow) => r.salesCents / 100 },
  ];
  const rank = { title: t('ranking.rank'), key: 'i', width: 56, render: (_: unknown, __: unknown, i: number) => i + 1 };
  const cols = [
    { title: t('ranking.units'), dataIndex: 'units', width: 80, render: count },
    { title: t('ranking.sales'), dataIndex: 'salesCents', width: 120, render: moneyCell },
  ];
  return (
    <div className="ksa-rankings">
      <Card
        size="small"
        title={t('ranking.products')}
        extra={
          <ExportButton
            testId="export-products"
            run={() =>
              exportExcel(
                t('ranking.products'),
                [{ title: t('ranking.product'), value: (r) => r.productName }, ...figures],
                products.data ?? [],
              )
            }
          />
        }
      >
        <Table
          size="small"
          rowKey={(r) => `${r.mallId}-${r.skcId}`}
          pagination={false}
          loading={!products.data}
          dataSource={products.data ?? []}
          data-testid="ranking-products"
          onRow={(r) => ({ onClick: () => paths.bySku && setOpened(r), style: { cursor: 'pointer' } })}
          columns={[
            rank,
            {
              title: <Tooltip title={t('ranking.bySkuHint')}>{t('ranking.product')}</Tooltip>,
              dataIndex: 'productName',
              ellipsis: true,
            },
            ...cols,
          ]}
        />
        <SkuVolumeModal product={opened} range={range} onClose={() => setOpened(null)} />
      </Card>
      {paths.shops && (
        <Card
          size="small"
          title={t('ranking.shops')}
          extra={
            <ExportButton
              testId="export-shops"
              run={() =>
                exportExcel(
                  t('ranking.shops'),
                  [{ title: t('ranking.shop'), value: (r) => r.mallName }, ...figures],
                  shops.data ?? [],
                )
              }
            />
          }
        >
          <Table
            size="small"
            rowKey="mallId"
            pagination={false}
            loading={!shops.data}
            dataSource={shops.data ?? []}
            data-testid="ranking-shops"
            columns={[
              rank,
              { title: t('ranking.shop'), dataIndex: 'mallName', ellipsis: true },
              {
                title: t('ranking.skcCount'),
                key: 'skcs',
                width: 80,
                render: (_: unknown, r: { mallId: number }) => count(skcsOf.get(r.mallId) ?? 0),
              },
              ...cols,
            ]}
          />
        </Card>
      )}
    </div>
  );
}
