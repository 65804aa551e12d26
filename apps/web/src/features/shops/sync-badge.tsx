import { LoadingOutlined } from '@ant-design/icons';
import type { TShopSyncStatus } from '@ksa/contract';
import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { syncBadge } from './shop-groups';
import { useRefreshShop } from './use-refresh-shop';

type TProps = { shopId: number; status: TShopSyncStatus | undefined; onRebind: () => void };

/**
 * 同步中 (a rate limit's deferral says so in a tooltip) / 数据更新于 HH:mm / 同步失败 with its cause in the UI
 * language and 重试 / 需重新登录 with a rebind link.
 */
export function SyncBadge({ shopId, status, onRebind }: TProps) {
  const { t } = useTranslation('marketplaces');
  const refresh = useRefreshShop();
  // Only a BOSS can rebind; a visitor still sees the link and gets the login prompt from guard().
  const canRebind = useSession((s) => s.isBoss);
  const badge = syncBadge(status);
  if (!badge) {
    return null;
  }
  const tid = `shop-sync-${shopId}`;
  switch (badge.kind) {
    case 'syncing':
      return (
        <Tooltip title={badge.deferred ? t('sync.cause.rateLimited') : undefined}>
          <span className="shop-sync shop-sync-running" data-testid={tid} data-status="syncing">
            <LoadingOutlined /> {t('sync.running')}
          </span>
        </Tooltip>
      );
    case 'updated':
      return (
        <span className="shop-sync" data-testid={tid} data-status="ok">
          {t('sync.updatedAt', { time: badge.time })}
        </span>
      );
    case 'failed':
      return (
        <span className="shop-sync" data-testid={tid} data-status="error">
          <Tooltip title={t(`sync.cause.${badge.cause}`, { code: badge.code ?? '—' })}>
            <Tag color="error" className="shop-sync-tag" data-testid={`${tid}-failed`}>
              {t('sync.failed')}
            </Tag>
          </Tooltip>
          <Typography.Link
            className="shop-sync-link"
            data-testid={`${tid}-retry`}
            onClick={(e) => {
              // The row selects the shop; 重试 only queues its sync again.
              e.stopPropagation();
              refresh.run(shopId);
            }}
          >
            {t('sync.retry')}
          </Typography.Link>
        </span>
      );
    case 'relogin':
      return (
        <span className="shop-sync" data-testid={tid} data-status="needs_relogin">
          <Tag color="warning" className="shop-sync-tag">
            {t('sync.needsRelogin')}
          </Tag>
          {canRebind && (
            <Typography.Link
              className="shop-sync-link"
              onClick={(e) => {
                // The row itself selects the shop; the link only opens the rebind form.
                e.stopPropagation();
                onRebind();
              }}
            >
              {t('sync.rebind')}
            </Typography.Link>
          )}
        </span>
      );
  }
}
