import type { TPluginTraffic } from '@ksa/contract';
import { Card, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type TDashScope, useDash, useDashPaths } from './api';
import type { TRange } from './date-range';
import { count, dateTime, percent1 } from './format';

type TProps = { scope: TDashScope | null; range: TRange };
type TShopRow = TPluginTraffic['shops'][number];

const rate = (v: number | null) => (v === null ? '—' : percent1(v));

/**
 * 流量 that only the seller centre shows (no open API has it): the plugin collects it in the seller's logged-in
 * tab. Marked as the plugin's, with when it was collected, and naming the shops it has no figures for.
 */
export function PluginTrafficCard({ scope, range }: TProps) {
  const { t } = useTranslation('dashboard');
  const q = useDash(useDashPaths().pluginTraffic, scope, range);
  const d = q.data;
  const figures: [keyof TPluginTraffic, string][] = [
    ['exposure', count(d?.exposure ?? 0)],
    ['clicks', count(d?.clicks ?? 0)],
    ['visitors', count(d?.visitors ?? 0)],
    ['addToCart', count(d?.addToCart ?? 0)],
    ['buyers', count(d?.buyers ?? 0)],
    ['conversion', rate(d?.conversion ?? null)],
  ];
  return (
    <Card
      size="small"
      data-testid="plugin-traffic-card"
      title={
        <span>
          {t('traffic.title')}{' '}
          <Tooltip title={t('traffic.how')}>
            <Tag color="orange" data-testid="plugin-traffic-tag">
              {t('traffic.tag')}
            </Tag>
          </Tooltip>
        </span>
      }
      extra={
        <Typography.Text type="secondary" data-testid="plugin-traffic-at">
          {d?.collectedAt ? t('traffic.collectedAt', { time: dateTime(d.collectedAt) }) : t('traffic.notCollected')}
        </Typography.Text>
      }
      loading={!d}
    >
      {d && !d.shops.length ? (
        <Typography.Paragraph type="secondary" data-testid="plugin-traffic-empty">
          {t('traffic.none')} {t('traffic.how')}
        </Typography.Paragraph>
      ) : (
        <>
          <div className="ksa-mini-figures">
            {figures.map(([key, value]) => (
              <div key={key}>
                <span>{t(`traffic.${key}`)}</span>
                <b data-testid={`plugin-traffic-${key}`}>{value}</b>
              </div>
            ))}
          </div>
          <Table<TShopRow>
            size="small"
            rowKey="mallId"
            style={{ marginTop: 12 }}
            pagination={false}
            dataSource={d?.shops ?? []}
            columns={[
              { title: t('traffic.shop'), dataIndex: 'mallName' },
              { title: t('traffic.visitors'), dataIndex: 'visitors', align: 'right', render: count },
              { title: t('traffic.buyers'), dataIndex: 'buyers', align: 'right', render: count },
              { title: t('traffic.conversion'), dataIndex: 'conversion', align: 'right', render: rate },
              { title: t('traffic.days'), dataIndex: 'days', align: 'right' },
              { title: t('traffic.at'), dataIndex: 'collectedAt', render: dateTime },
            ]}
          />
        </>
      )}
      {d && d.missing.length > 0 && (
        <Typography.Paragraph
          type="secondary"
          style={{ marginTop: 8, marginBottom: 0 }}
          data-testid="plugin-traffic-missing"
        >
          {t('traffic.missing', { shops: d.missing.map((s) => s.mallName).join('、') })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
