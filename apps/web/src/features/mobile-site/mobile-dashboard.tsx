import { Alert, Card, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { addDays, bjToday } from '../../lib/days';
import { formatCount, formatMoney } from '../../lib/format';
import { usePermission } from '../session';
import { type TDayRange, useExpiringShops, useMobileFigures } from './api';

type TFigures = ReturnType<typeof useMobileFigures>;

function RangeCard({ title, figures, canSeeProfit }: { title: string; figures: TFigures; canSeeProfit: boolean }) {
  const { t } = useTranslation('mobileSite');
  const { sales, volume, profit } = figures;
  const profitCents = profit.data?.current.profitCents;
  return (
    <Card size="small" title={title} className="ksa-mdash-card">
      {sales.isPending || volume.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : sales.isError || volume.isError ? (
        <Typography.Text type="danger">{t('dash.loadFailed')}</Typography.Text>
      ) : (
        <dl className="ksa-mdash-figures">
          <div>
            <dt>{t('dash.sales')}</dt>
            <dd data-testid="mdash-sales">{formatMoney(sales.data.value, sales.data.currency ?? 'CNY')}</dd>
          </div>
          <div>
            <dt>{t('dash.units')}</dt>
            <dd>{formatCount(volume.data.value)}</dd>
          </div>
          <div>
            <dt>{t('dash.profit')}</dt>
            <dd>
              {!canSeeProfit
                ? t('dash.noProfitPermission')
                : profit.isPending
                  ? '…'
                  : profitCents === undefined || profit.data?.costCoverage === 0
                    ? t('dash.noCost')
                    : formatMoney(profitCents, profit.data?.currency ?? 'CNY')}
            </dd>
          </div>
        </dl>
      )}
    </Card>
  );
}

/** /mobileHome for a signed-in BOSS, 店长 or 财务: today and the last 7 days, per shop, and expiry warnings. */
export function MobileDashboard({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation('mobileSite');
  const can = usePermission();
  const canSeeProfit = can('lookCost');
  const today = bjToday(now);
  const todayRange: TDayRange = { startTime: today, endTime: today };
  const weekRange: TDayRange = { startTime: addDays(today, -7), endTime: addDays(today, -1) };
  const day = useMobileFigures(todayRange, canSeeProfit);
  const week = useMobileFigures(weekRange, canSeeProfit);
  const expiring = useExpiringShops(today);

  const weekByShop = new Map((week.shops.data ?? []).map((s) => [s.mallId, s]));
  const rows = (day.shops.data ?? []).map((s) => ({ ...s, week: weekByShop.get(s.mallId) }));
  for (const s of week.shops.data ?? []) {
    if (!rows.some((r) => r.mallId === s.mallId)) {
      rows.push({ ...s, units: 0, salesCents: 0, week: s });
    }
  }
  return (
    <section className="ksa-mdash" data-testid="mobile-dashboard">
      <Typography.Title level={3} className="ksa-mdash-title">
        {t('dash.title')}
      </Typography.Title>
      {(expiring.data?.shops ?? []).map((s) => (
        <Alert
          key={s.mallId}
          type={s.state === 'expired' ? 'error' : 'warning'}
          showIcon
          className="ksa-mdash-expiry"
          message={t(s.state === 'expired' ? 'dash.expired' : 'dash.expiring', {
            shop: s.mallName,
            day: s.expireDate ?? '',
          })}
        />
      ))}
      <RangeCard title={t('dash.today')} figures={day} canSeeProfit={canSeeProfit} />
      <RangeCard title={t('dash.week')} figures={week} canSeeProfit={canSeeProfit} />
      <Card size="small" title={t('dash.perShop')} className="ksa-mdash-card">
        <Table
          size="small"
          rowKey="mallId"
          pagination={false}
          loading={day.shops.isPending || week.shops.isPending}
          dataSource={rows}
          locale={{ emptyText: t('dash.noShops') }}
          columns={[
            { title: t('dash.shop'), dataIndex: 'mallName', ellipsis: true },
            {
              title: t('dash.today'),
              dataIndex: 'salesCents',
              align: 'right',
              render: (v: number, r) => formatMoney(v, r.currency),
            },
            {
              title: t('dash.week'),
              key: 'week',
              align: 'right',
              render: (_: unknown, r) => formatMoney(r.week?.salesCents ?? 0, r.week?.currency ?? r.currency),
            },
          ]}
        />
      </Card>
      <Typography.Paragraph type="secondary" className="ksa-mdash-hint">
        {t('dash.desktopHint')}
      </Typography.Paragraph>
    </section>
  );
}
