import { Alert, Button, Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSyncStatusQuery } from './api';
import { hasNoFigures, syncBadge } from './shop-groups';
import { useRefreshShop } from './use-refresh-shop';

/** The selected shop's last sync failed: whether it has figures at all (a first sync that never succeeded). */
export const useShopSyncFailure = (shopId: number | undefined) => {
  const statuses = useSyncStatusQuery();
  const s = shopId === undefined ? undefined : statuses.data?.find((x) => x.shopId === shopId);
  const badge = syncBadge(s);
  return badge?.kind === 'failed' ? { ...badge, hasData: Boolean(s?.lastSuccessAt) } : null;
};

/**
 * The shop has no figure at all: its sync failed before it ever succeeded. Every page of its figures (the dashboard,
 * the SKU list) then says 暂无数据 instead of showing ¥0.00 or ↓100 %.
 */
export const useShopWithoutFigures = (shopId: number | undefined) =>
  useShopsWithoutFigures(shopId === undefined ? undefined : [shopId]);

/** Every shop of a scope (all shops, a group) is without figures: the scope has none either. */
export const useShopsWithoutFigures = (shopIds: readonly number[] | undefined) => {
  const statuses = useSyncStatusQuery();
  if (!shopIds?.length || !statuses.data) {
    return false;
  }
  return shopIds.every((id) => hasNoFigures(statuses.data.find((x) => x.shopId === id)));
};

/** What a page of figures shows for shops without any: 同步失败 with its cause and 重试 for each, then 暂无数据. */
export function NoFiguresNotice({ shopIds, testId }: { shopIds: readonly number[]; testId: string }) {
  const { t } = useTranslation('marketplaces');
  return (
    <>
      {shopIds.map((id) => (
        <SyncFailedNotice key={id} shopId={id} />
      ))}
      <Card className="ksa-dash-empty" data-testid={testId}>
        <Empty description={t('sync.noData')} />
      </Card>
    </>
  );
}

/** 同步失败 with the cause in the UI language and 重试, above the dashboard of that shop. */
export function SyncFailedNotice({ shopId }: { shopId: number }) {
  const { t } = useTranslation('marketplaces');
  const failure = useShopSyncFailure(shopId);
  const refresh = useRefreshShop();
  if (!failure) {
    return null;
  }
  return (
    <Alert
      type="error"
      showIcon
      data-testid="sync-failed-notice"
      message={t('sync.failed')}
      description={t(`sync.cause.${failure.cause}`, { code: failure.code ?? '—' })}
      action={
        <Button
          size="small"
          danger
          loading={refresh.isPending}
          onClick={() => refresh.run(shopId)}
          data-testid="sync-retry"
        >
          {t('sync.retry')}
        </Button>
      }
    />
  );
}
