import type { ZPeriodFigureSchema } from '@ksa/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatBeijingTime } from '../../lib/beijing-time';
import { formatTime } from '../../lib/format';
import { usePermission } from '../session';
import { type TDashScope, useDash, useDashPaths } from './api';
import type { TRange } from './date-range';
import { count, money, pct } from './format';
import { KpiCard, NoPermission } from './kpi-card';

type TFig = z.infer<typeof ZPeriodFigureSchema>;

/** Today's change compares with yesterday up to the same minute: the card says until when. */
const useCompare = () => {
  const { t } = useTranslation('dashboard');
  return (f: TFig | undefined) => {
    if (!f) {
      return undefined;
    }
    if (f.previousUntil) {
      return t('kpi.vsYesterdaySameTime', {
        time: formatBeijingTime(f.previousUntil),
      });
    }
    // Week, month and custom ranges: the spec's previous period of whole days, named by its dates.
    const span =
      f.previousFrom === f.previousTo ? f.previousFrom.slice(5) : `${f.previousFrom.slice(5)}~${f.previousTo.slice(5)}`;
    return `${t('kpi.vsPrevious')}（${span}）`;
  };
};

/**
 * A cost-based amount: without any cost it is 未填成本 (never ¥0.00); with some, the amount and how
 * much of it has a cost (units with a cost over all units: the one coverage definition).
 */
const useCosted = () => {
  const { t } = useTranslation('dashboard');
  return (amount: number | undefined, coverage: number | undefined, currency: string | undefined) => {
    if (amount === undefined || coverage === undefined) {
      return { value: null, hint: undefined };
    }
    if (coverage === 0) {
      return {
        value: <span data-testid="no-cost">{t('kpi.noCost')}</span>,
        hint: t('kpi.costCoverage', { pct: '0%' }),
      };
    }
    return {
      value: money(amount, currency),
      hint: coverage < 1 ? t('kpi.costCoverage', { pct: pct(coverage) }) : undefined,
    };
  };
};

/** The figure cards: range totals with their change, then what the platform reports besides. */
export function KpiRow({ scope, range }: { scope: TDashScope | null; range: TRange }) {
  const { t } = useTranslation('dashboard');
  const lookCost = usePermission()('lookCost');
  const paths = useDashPaths();
  const sales = useDash(paths.sales, scope, range);
  const volume = useDash(paths.volume, scope, range);
  const profit = useDash(paths.profit, lookCost ? scope : null, range);
  const stock = useDash(paths.stock, scope);
  const dead = useDash(paths.dead, scope);
  const balance = useDash(paths.balance, scope);
  const pending = useDash(paths.pending, scope);
  const costs = useDash(paths.costs, scope);
  const costIsNull = useDash(paths.costIsNull, scope);
  const last10m = useDash(lookCost ? paths.last10mProfit : paths.last10m, scope);
  const onSale = useDash(paths.onSale, scope);
  const documents = useDash(paths.documents, scope);
  const p = profit.data;
  const coverage = costs.data
    ? { has: costs.data.hasCost, no: costs.data.noCost }
    : costIsNull.data
      ? { has: costIsNull.data.total - costIsNull.data.costIsNullTotal, no: costIsNull.data.costIsNullTotal }
      : null;
  const l = last10m.data;
  const compare = useCompare();
  const costed = useCosted();
  const profitShown = costed(p?.current.profitCents, p?.costCoverage, p?.currency);
  const stockShown = costed(stock.data?.costTotal, stock.data?.costCoverage, stock.data?.currency);
  const deadShown = costed(dead.data?.totalValue, dead.data?.costCoverage, dead.data?.currency);
  return (
    <div className="ksa-kpis">
      <KpiCard
        testId="kpi-sales"
        label={t('kpi.sales')}
        loading={!sales.data}
        value={sales.data ? money(sales.data.value, sales.data.currency ?? undefined) : null}
        current={sales.data?.value}
        previous={sales.data?.previous}
        compare={compare(sales.data)}
      />
      <KpiCard
        testId="kpi-volume"
        label={t('kpi.volume')}
        loading={!volume.data}
        value={volume.data ? count(volume.data.value) : null}
        current={volume.data?.value}
        previous={volume.data?.previous}
        compare={compare(volume.data)}
      />
      <KpiCard
        testId="kpi-profit"
        label={t('kpi.profit')}
        loading={lookCost && !p}
        value={lookCost ? profitShown.value : <NoPermission />}
        current={lookCost && p && p.costCoverage > 0 ? p.current.profitCents : undefined}
        previous={lookCost && p && p.costCoverage > 0 ? p.previous.profitCents : undefined}
        hint={
          lookCost && p?.current.costCents !== undefined && p.costCoverage > 0
            ? `${t('kpi.cost')} ${money(p.current.costCents, p.currency)}${profitShown.hint ? ` · ${profitShown.hint}` : ''}`
            : lookCost
              ? profitShown.hint
              : undefined
        }
      />
      <KpiCard
        testId="kpi-coverage"
        label={t('kpi.costedSkus')}
        loading={!coverage}
        value={coverage ? `${count(coverage.has)} / ${count(coverage.has + coverage.no)}` : null}
        hint={coverage ? t('kpi.coverageHint', coverage) : undefined}
      />
      {paths.last10m && (
        <KpiCard
          testId="kpi-last10m"
          label={t('kpi.last10m')}
          loading={!l}
          value={l ? money(l.salesCents, l.currency) : null}
          hint={
            l
              ? `${t('kpi.volume')} ${count(l.units)}${lookCost && l.profitCents !== undefined ? ` · ${t('kpi.profit')} ${money(l.profitCents, l.currency)}` : ''} · ${t('kpi.asOf', { time: formatTime(l.to) })}`
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
          value={balance.data ? money(balance.data.amountCents, balance.data.currency) : null}
        />
      )}
      {paths.pending && (
        <KpiCard
          testId="kpi-pending"
          label={t('kpi.pending')}
          loading={!pending.data}
          value={pending.data ? money(pending.data.amountCents, pending.data.currency) : null}
        />
      )}
      {paths.stock && (
        <KpiCard
          testId="kpi-stock"
          label={t('kpi.stock')}
          loading={!stock.data}
          value={lookCost ? stockShown.value : <NoPermission />}
          hint={
            stock.data
              ? [t('kpi.stockUnits', { n: count(stock.data.units) }), lookCost ? stockShown.hint : undefined]
                  .filter(Boolean)
                  .join(' · ')
              : undefined
          }
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
                {lookCost && deadShown.value ? <> · {deadShown.value}</> : ''}
                {lookCost && deadShown.hint ? ` · ${deadShown.hint}` : ''}
              </span>
            ) : undefined
          }
        />
      )}
    </div>
  );
}
