import { AppstoreOutlined, EyeInvisibleOutlined, ShopOutlined } from '@ant-design/icons';
import type { TShopTab } from '@ksa/contract';
import { Badge, Button, Empty, Skeleton, Typography } from 'antd';
import { type ComponentType, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../stores/session';
import { useVisitorGuard } from '../visitor';
import { useSyncStatusQuery } from './api';
import { ShopCalls, useGroupsQuery, useShopAction, useTabMapQuery } from './api-manage';
import { GroupSection } from './group-section';
import { HiddenShopsModal } from './hidden-shops-modal';
import { ShopRenameModal } from './shop-rename-modal';
import type { TRowActions } from './shop-row';
import { ShopSection } from './shop-section';
import { useShopRefresh } from './use-shop-refresh';
import {
  ALL_SHOPS_ID,
  correctedSelection,
  groupSelectable,
  neighbourOf,
  selectionForRoute,
  useShopSelection,
} from './use-shop-selection';
import { useTabOrder } from './use-tab-order';
import './shops.css';

/**
 * Spec §2 side shop panel (240px): 店铺数据汇总 (all shops, id 100), 店铺分组, then the shown TEMU and
 * SHEIN shops split into 全托管/半托管 in the saved tab order, each with its sync state and actions;
 * 已隐藏店铺 at the bottom. Visitors see the demo tenant's shops.
 */
/**
 * What the panel shows of other features, handed in by the app shell (layout): binding is the marketplaces
 * feature's and the info card the staff feature's, and both of those read shops, so shops must not import them.
 */
export type TShopPanelSlots = {
  /** Opens the bind-a-shop flow. */
  onBind: () => void;
  /** Re-authorises one shop whose token lapsed. */
  onRebind: (shop: TShopTab) => void;
  /** The selected shop's info card. */
  InfoCard: ComponentType<{ shopId: number; onClose: () => void }>;
};

export function ShopPanel({ onBind, onRebind, InfoCard }: TShopPanelSlots) {
  const { t } = useTranslation();
  const { guard } = useVisitorGuard();
  const tabMap = useTabMapQuery();
  const groups = useGroupsQuery();
  const statuses = useSyncStatusQuery();
  const { selectedId, selectedGroupId, infoOpen, select, selectGroup, closeInfo } = useShopSelection();
  const { pathname } = useLocation();
  // Groups are the BOSS's (visitors see the demo BOSS's panel); staff get their assigned shops only.
  const isBoss = useSession((s) => s.isBoss);
  const hide = useShopAction(ShopCalls.hide, 'msg.hidden');
  const order = useTabOrder(tabMap.data);
  const [renaming, setRenaming] = useState<TShopTab | null>(null);
  const [showHidden, setShowHidden] = useState(false);
  useShopRefresh();

  const shown = useMemo(() => Object.values(order.lists).flat(), [order.lists]);
  const shownIds = useMemo(() => shown.map((s) => s.mallId), [shown]);

  // Spec §4: an invalid shop or group falls back to all shops, whenever the lists change.
  useEffect(() => {
    if (!tabMap.data) {
      return;
    }
    const fix = correctedSelection(useShopSelection.getState(), shownIds, groups.data);
    if (fix) {
      useShopSelection.setState({ ...fix, infoOpen: false });
    }
  }, [tabMap.data, shownIds, groups.data]);
  // Spec §2 route rules apply on navigation only (not when data refreshes while on the page).
  const routeApplied = useRef<string | null>(null);
  useEffect(() => {
    if (!tabMap.data || routeApplied.current === pathname) {
      return;
    }
    routeApplied.current = pathname;
    const fix = selectionForRoute(pathname, useShopSelection.getState(), shownIds);
    if (fix) {
      useShopSelection.setState({ ...fix, infoOpen: false });
    }
  }, [tabMap.data, shownIds, pathname]);
  const statusById = useMemo(() => new Map((statuses.data ?? []).map((s) => [s.shopId, s])), [statuses.data]);
  const handleBind = () => guard(onBind);
  const isAll = selectedId === ALL_SHOPS_ID && selectedGroupId === null;

  const actions: TRowActions = {
    onSelect: select,
    onRebind,
    onRename: (shop) => guard(() => setRenaming(shop)),
    onHide: (shop) =>
      void hide.run({ shopIds: String(shop.mallId) }).then((ok) => {
        if (ok && useShopSelection.getState().selectedId === shop.mallId) {
          select(neighbourOf(shownIds, shop.mallId));
        }
      }),
    onDragStart: order.onDragStart,
    canDrop: order.canDrop,
    onDrop: order.onDrop,
  };

  return (
    <aside className="ksa-shop-panel" data-testid="shop-panel">
      <div
        className={`ksa-shop-summary shop-summary${isAll ? ' ksa-shop-summary-active' : ''}`}
        data-testid="shop-summary"
        onClick={() => select(ALL_SHOPS_ID)}
      >
        <AppstoreOutlined />
        <span className="ksa-shop-summary-title">{t('shops.summary')}</span>
        <Badge count={shown.length} showZero color="#ff6a00" />
      </div>
      {tabMap.isLoading && <Skeleton active paragraph={{ rows: 4 }} style={{ padding: '12px 16px' }} />}
      {!tabMap.isLoading && shown.length === 0 && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          className="ksa-shop-empty"
          description={
            <Typography.Text type="secondary" data-testid="shop-panel-empty">
              {t(isBoss ? 'shops.empty' : 'shops.emptyStaff')}
            </Typography.Text>
          }
        >
          {/* Only the BOSS binds main accounts: staff are told who assigns their shops instead. */}
          {isBoss && (
            <Button type="primary" icon={<ShopOutlined />} onClick={handleBind} data-testid="shop-panel-bind">
              {t('shops.goBind')}
            </Button>
          )}
        </Empty>
      )}
      {shown.length > 0 && (
        <div className="ksa-shop-sections">
          {isBoss && (
            <GroupSection
              groups={groups.data ?? []}
              shops={shown}
              selectedGroupId={selectedGroupId}
              onSelect={(id) => groupSelectable(pathname) && selectGroup(id)}
            />
          )}
          {(['temu', 'shein'] as const).map((p) => (
            <ShopSection
              key={p}
              platform={p}
              lists={order.lists}
              statusById={statusById}
              selectedId={selectedGroupId === null ? selectedId : -1}
              actions={actions}
            />
          ))}
        </div>
      )}
      {infoOpen && selectedGroupId === null && selectedId !== ALL_SHOPS_ID && (
        <InfoCard shopId={selectedId} onClose={closeInfo} />
      )}
      {tabMap.data && (
        <div className="shop-hidden-entry" data-testid="hidden-shops" onClick={() => setShowHidden(true)}>
          <EyeInvisibleOutlined />
          <span>{t('shops:hidden.title')}</span>
          <span className="ksa-shop-count">{tabMap.data.closed.length}</span>
        </div>
      )}
      {renaming && <ShopRenameModal shop={renaming} onClose={() => setRenaming(null)} />}
      {showHidden && <HiddenShopsModal closed={tabMap.data?.closed ?? []} onClose={() => setShowHidden(false)} />}
    </aside>
  );
}
