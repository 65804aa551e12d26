import { Card } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { count, money } from '../dashboard';
import type { TProductPage, TProductRow } from './api';
import { CostSheetHeaders } from './cost-sheet';

/** The account manager summary: SKUs of the scope, its 30-day sales and SKUs without a cost today. */
export function ProductsSummary({ data: d }: { data: TProductPage | undefined }) {
  const { t } = useTranslation('products');
  return (
    <Card size="small" title={t('summary.title')} data-testid="products-summary" loading={!d}>
      {d && (
        <div className="ksa-mini-figures">
          <div>
            <span>{t('summary.skus')}</span>
            <b data-testid="summary-skus">{count(d.skuTotal ?? d.total)}</b>
          </div>
          <div>
            <span>{t('summary.sales30')}</span>
            <b data-testid="summary-sales">{money(d.salesTotal ?? 0, d.currency)}</b>
          </div>
          <div>
            <span>{t('summary.noCost')}</span>
            <b data-testid="summary-no-cost">{count(d.costIsNullTotal ?? 0)}</b>
          </div>
        </div>
      )}
    </Card>
  );
}

/**
 * The export's columns: it is also the import template (店铺ID, SKU ID, 成本价, 生效日期 read back by
 * header). 生效日期 stays empty: a cost filled in without a date applies from today.
 */
export const exportColumns = (
  t: TFunction<'products'>,
  lookCost: boolean,
  shops: Map<number, { mallName: string }>,
) => [
  { title: CostSheetHeaders.shopId, value: (r: TProductRow) => r.mallId },
  { title: t('col.shop'), value: (r: TProductRow) => shops.get(r.mallId)?.mallName ?? r.mallId },
  { title: 'SKC', value: (r: TProductRow) => r.skcId },
  { title: CostSheetHeaders.skuId, value: (r: TProductRow) => r.skuId },
  { title: t('col.name'), value: (r: TProductRow) => r.productName },
  { title: t('col.spec'), value: (r: TProductRow) => r.className },
  { title: t('col.extCode'), value: (r: TProductRow) => r.extCode },
  { title: t('col.price'), value: (r: TProductRow) => r.priceCents / 100 },
  { title: t('col.units30'), value: (r: TProductRow) => r.units30 },
  { title: t('col.sales30'), value: (r: TProductRow) => r.salesCents30 / 100 },
  ...(lookCost
    ? [
        {
          title: CostSheetHeaders.cost,
          value: (r: TProductRow) => (r.costCents === null || r.costCents === undefined ? '' : r.costCents / 100),
        },
        { title: CostSheetHeaders.effectiveFrom, value: () => '' },
      ]
    : []),
];
