import type {
  ZCostCoverageSchema,
  ZCostIsNullTotalSchema,
  ZDeadStockSchema,
  ZLast10mSchema,
  ZMoneySchema,
  ZOnSaleTotalSchema,
  ZPeriodFigureSchema,
  ZProductCountSchema,
  ZProfitFigureSchema,
  ZStockValueSchema,
} from '@ksa/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatTime } from '../../lib/format';
import { usePermission } from '../session';
import { type TDashScope, useDash, useDashPaths } from './api';
import type { TRange } from './date-range';
import { count, percent, yuan } from './format';
import { KpiCard, NoPermission } from './kpi-card';

type TFig = z.infer<typeof ZPeriodFigureSchema>;

/** The figure cards: range totals with their change, then what the platform reports besides. */
export function KpiRow({ scope, range }: { scope: TDashScope | null; range: TRange }) {
  const { t } = useTranslation('dashboard');
  const lookCost = usePermission()('lookCost');
  const paths = useDashPaths();
  const sales = useDash<TFig>(paths.sales, scope, range);
  const volume = useDash<TFig>(paths.volume, scope, range);
  const profit = useDash<z.infer<typeof ZProfitFigureSchema>>(paths.profit, lookCost ? scope : null, range);
  const stock = useDash<z.infer<typeof ZStockValueSchema>>(paths.stock, scope);
  const dead = useDash<z.infer<typeof ZDeadStockSchema>>(paths.dead, scope);
  const balance = useDash<z.infer<typeof ZMoneySchema>>(paths.balance, scope);
  const pending = useDash<z.infer<typeof ZMoneySchema>>(paths.pending, scope);
  const costs = useDash<z.infer<typeof ZCostCoverageSchema>>(paths.costs, scope);
  const costIsNull = useDash<z.infer<typeof ZCostIsNullTotalSchema>>(paths.costIsNull, scope);
  const last10m = useDash<z.infer<typeof ZLast10mSchema>>(lookCost ? paths.last10mProfit : paths.last10m, scope);
  const onSale = useDash<z.infer<typeof ZOnSaleTotalSchema>>(paths.onSale, scope);
  const documents = useDash<z.infer<typeof ZProductCountSchema>>(paths.documents, scope);
  const p = profit.data;
  const coverage = costs.data
    ? { has: costs.data.hasCost, no: costs.data.noCost }
    : costIsNull.data
      ? { has: costIsNull.data.total - costIsNull.data.costIsNullTotal, no: costIsNull.data.costIsNullTotal }
      : null;
  const l = last10m.data;
  return (
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
        value={lookCost ? p?.current.profitCents !== undefined ? yuan(p.current.profitCents) : null : <NoPermission />}
        current={lookCost ? p?.current.profitCents : undefined}
        previous={lookCost ? p?.previous.profitCents : undefined}
        hint={
          lookCost && p?.current.costCents !== undefined
            ? `${t('kpi.cost')} ${yuan(p.current.costCents)} · ${t('kpi.coverage')} ${percent(p.costCoverage)}`
            : undefined
        }
      />
      <KpiCard
        testId="kpi-coverage"
        label={t('kpi.coverage')}
        loading={!coverage}
        value={coverage ? percent(coverage.has / Math.max(1, coverage.has + coverage.no)) : null}
        hint={coverage ? t('kpi.coverageHint', coverage) : undefined}
      />
      {paths.last10m && (
        <KpiCard
          testId="kpi-last10m"
          label={t('kpi.last10m')}
          loading={!l}
          value={l ? yuan(l.salesCents) : null}
          hint={
            l
              ? `${t('kpi.volume')} ${count(l.units)}${lookCost && l.profitCents !== undefined ? ` · ${t('kpi.profit')} ${yuan(l.profitCents)}` : ''} · ${t('kpi.asOf', { time: formatTime(l.to) })}`
              : undefined
          }
        />
      )}
      {paths.onSale && (
        <KpiCard
          testId="kpi-on-sale"
          label={t('products.onShelf')}
          loading={!onSale.data}
          value={onSale.data ? count(onSale.data.onShelf) : null}
          hint={onSale.data ? `${t('products.total')} ${count(onSale.data.total)}` : undefined}
        />
      )}
      {paths.documents && (
        <KpiCard
          testId="kpi-documents"
          label={t('kpi.documents')}
          loading={!documents.data}
          value={documents.data ? `${count(documents.data.skcCount)} / ${count(documents.data.skuCount)}` : null}
        />
      )}
      {paths.balance && (
        <KpiCard
          testId="kpi-balance"
          label={t('kpi.balance')}
          loading={!balance.data}
          value={balance.data ? yuan(balance.data.amountCents) : null}
        />
      )}
      {paths.pending && (
        <KpiCard
          testId="kpi-pending"
          label={t('kpi.pending')}
          loading={!pending.data}
          value={pending.data ? yuan(pending.data.amountCents) : null}
        />
      )}
      {paths.stock && (
        <KpiCard
          testId="kpi-stock"
          label={t('kpi.stock')}
          loading={!stock.data}
          value={lookCost ? stock.data?.costTotal !== undefined ? yuan(stock.data.costTotal) : null : <NoPermission />}
          hint={stock.data ? t('kpi.stockUnits', { n: count(stock.data.units) }) : undefined}
        />
      )}
      {paths.dead && (
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
      )}
    </div>
  );
}
