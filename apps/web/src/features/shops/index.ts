export { shopKeys, useScope, useShopListQuery } from './api';
export { useGroupsQuery, useTabMapQuery } from './api-manage';
export { prefetchShopShell } from './prefetch';
export { RefreshShopButton } from './refresh-button';
export { SelectionLoading } from './selection-loading';
export { ShopPanel } from './shop-panel';
export { ShopTabsBar } from './shop-tabs-bar';
export {
  NoFiguresNotice,
  SyncFailedNotice,
  useShopsWithoutFigures,
  useShopWithoutFigures,
} from './sync-failed-notice';
export { ALL_SHOPS_ID, useShopSelection } from './use-shop-selection';
