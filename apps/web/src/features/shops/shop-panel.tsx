import { AppstoreOutlined, ShopOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketplaceUi, useShopRebind } from '../marketplaces';
import { useVisitorGuard } from '../visitor/use-visitor-guard';
import { useShopListQuery, useSyncStatusQuery } from './api';
import { groupShops } from './shop-groups';
import { ShopSection } from './shop-section';
import { useShopRefresh } from './use-shop-refresh';
import { ALL_SHOPS_ID, useShopSelection } from './use-shop-selection';
import './shops.css';

/**
 * Spec §2 side shop panel (240px): 店铺数据汇总 (selects all shops, id 100), then TEMU and SHEIN
 * shops split into 全托管/半托管, each with its sync state. Visitors see the demo tenant's shops.
 */
export function ShopPanel() {
  const { t } = useTranslation();
  const { guard } = useVisitorGuard();
  const shops = useShopListQuery();
  const statuses = useSyncStatusQuery();
  const { selectedId, select } = useShopSelection();
  const rebind = useShopRebind();
  useShopRefresh();

  const list = useMemo(() => (shops.data ?? []).filter((s) => s.mallId !== ALL_SHOPS_ID), [shops.data]);
  const sections = useMemo(() => groupShops(list), [list]);
  const statusById = useMemo(() => new Map((statuses.data ?? []).map((s) => [s.shopId, s])), [statuses.data]);
  const handleBind = () => guard(() => useMarketplaceUi.getState().openTemuBind());
  const isAll = selectedId === ALL_SHOPS_ID;

  return (
    <aside className="ksa-shop-panel" data-testid="shop-panel">
      <div
        className={`ksa-shop-summary shop-summary${isAll ? ' ksa-shop-summary-active' : ''}`}
        data-testid="shop-summary"
        onClick={() => select(ALL_SHOPS_ID)}
      >
        <AppstoreOutlined />
        <span className="ksa-shop-summary-title">{t('shops.summary')}</span>
        <Badge count={list.length} showZero color="#ff6a00" />
      </div>
      {shops.isLoading && <Skeleton active paragraph={{ rows: 4 }} style={{ padding: '12px 16px' }} />}
      {!shops.isLoading && list.length === 0 && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          className="ksa-shop-empty"
          description={<Typography.Text type="secondary">{t('shops.empty')}</Typography.Text>}
        >
          <Button type="primary" icon={<ShopOutlined />} onClick={handleBind} data-testid="shop-panel-bind">
            {t('shops.goBind')}
          </Button>
        </Empty>
      )}
      {list.length > 0 && (
        <div className="ksa-shop-sections">
          {sections.map((s) => (
            <ShopSection
              key={s.platform}
              section={s}
              statusById={statusById}
              selectedId={selectedId}
              onSelect={select}
              onRebind={rebind}
            />
          ))}
        </div>
      )}
    </aside>
  );
}
