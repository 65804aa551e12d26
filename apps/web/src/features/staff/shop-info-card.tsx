import { CloseOutlined } from '@ant-design/icons';
import { Skeleton, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBeijingDate, formatBeijingDateTime } from '../../lib/beijing-time';
import { formatCount, formatMoney, formatPercent } from '../../lib/format';
import { usePermission } from '../session';
import { useShopInfoQuery } from './api';

const money = (cents: number, currency: string) => formatMoney(cents, currency);

/**
 * The shop info panel (clicking the selected shop toggles it): identity, expiry, sync and the last
 * 30 days. Cost and profit need lookCost: without it 无权限, with 联系BOSS获取权限 on hover. The shop is
 * named as the seller knows it (its name, the marketplace's name when renamed, platform and mode):
 * our database id means nothing to a seller and is not shown.
 */
export function ShopInfoCard({ shopId, onClose }: { shopId: number; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const can = usePermission();
  const info = useShopInfoQuery(shopId);
  const d = info.data;
  // Without any cost, cost and profit say 未填成本 (never ¥0.00); the coverage figure says how much is costed.
  const uncosted = d?.last30?.costCoverage === 0 && d.last30.units > 0;
  const noPermission = (
    <Tooltip title={t('info.askBoss')}>
      <span className="ksa-no-permission" data-testid="no-cost-permission">
        {t('info.noPermission')}
      </span>
    </Tooltip>
  );
  const figure = (label: string, value: ReactNode, testId: string) => (
    <div>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <b data-testid={testId}>{value}</b>
    </div>
  );
  return (
    <div className="ksa-shop-info" data-testid="shop-info">
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography.Text strong>{t('info.title')}</Typography.Text>
        <CloseOutlined onClick={onClose} aria-label={t('info.close')} />
      </div>
      {!d ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <div data-testid="info-name">{d.mallName}</div>
          <Typography.Text type="secondary" data-testid="info-identity">
            {d.mallNameNative && d.mallNameNative !== d.mallName && `${t('info.nativeName')}：${d.mallNameNative} · `}
            {d.platformType.toUpperCase()} · {d.isSemiManagedMall ? t('info.semi') : t('info.full')}
          </Typography.Text>
          {d.accountPhone && (
            <div>
              {t('info.account')}：{d.accountPhone}
            </div>
          )}
          <div>
            {t('info.expireDate')}：{formatBeijingDate(d.expireDate)}
          </div>
          <div>
            {t('info.lastSync')}：{formatBeijingDateTime(d.lastSuccessAt)}
          </div>
          {d.phoneStr && (
            <div>
              {t('info.managers')}：{d.phoneStr}
            </div>
          )}
          {d.last30 ? (
            <>
              <Typography.Text type="secondary">{t('info.last30')}</Typography.Text>
              <div className="ksa-shop-info-figures">
                {figure(t('info.sales'), money(d.last30.salesCents, d.last30.currency), 'info-sales')}
                {figure(t('info.units'), formatCount(d.last30.units), 'info-units')}
                {figure(
                  t('info.cost'),
                  can('lookCost') && d.last30.costCents !== undefined
                    ? uncosted
                      ? t('dashboard:kpi.noCost')
                      : money(d.last30.costCents, d.last30.currency)
                    : noPermission,
                  'info-cost',
                )}
                {figure(
                  t('info.profit'),
                  can('lookCost') && d.last30.profitCents !== undefined
                    ? uncosted
                      ? t('dashboard:kpi.noCost')
                      : money(d.last30.profitCents, d.last30.currency)
                    : noPermission,
                  'info-profit',
                )}
                {figure(t('info.coverage'), formatPercent(d.last30.costCoverage), 'info-coverage')}
              </div>
            </>
          ) : (
            <Typography.Text type="danger">{t('info.expiredHint')}</Typography.Text>
          )}
        </>
      )}
    </div>
  );
}
