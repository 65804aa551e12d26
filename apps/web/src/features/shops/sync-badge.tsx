import { LoadingOutlined } from '@ant-design/icons';
import type { TShopSyncStatus } from '@ksa/contract';
import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { syncBadge } from './shop-groups';

type TProps = { shopId: number; status: TShopSyncStatus | undefined; onRebind: () => void };

/** 同步中 / 数据更新于 HH:mm / 同步失败 (error in a tooltip) / 需重新登录 with a rebind link. */
export function SyncBadge({ shopId, status, onRebind }: TProps) {
  const { t } = useTranslation('marketplaces');
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
        <span className="shop-sync shop-sync-running" data-testid={tid} data-status="syncing">
          <LoadingOutlined /> {t('sync.running')}
        </span>
      );
    case 'updated':
      return (
        <span className="shop-sync" data-testid={tid} data-status="ok">
          {t('sync.updatedAt', { time: badge.time })}
        </span>
      );
    case 'failed':
      return (
        <Tooltip title={badge.error || t('sync.failed')}>
          <Tag color="error" className="shop-sync-tag" data-testid={tid} data-status="error">
            {t('sync.failed')}
          </Tag>
        </Tooltip>
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
