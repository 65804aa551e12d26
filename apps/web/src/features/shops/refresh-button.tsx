import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRefreshShop } from './use-refresh-shop';

/** 刷新数据 for the selected shop (the dashboard's bar); all shops or a group have no single shop to refresh. */
export function RefreshShopButton({ shopId }: { shopId: number }) {
  const { t } = useTranslation('marketplaces');
  const refresh = useRefreshShop();
  return (
    <Button
      size="small"
      icon={<ReloadOutlined />}
      loading={refresh.isPending}
      onClick={() => refresh.run(shopId)}
      data-testid="shop-refresh"
    >
      {t('sync.refresh')}
    </Button>
  );
}
