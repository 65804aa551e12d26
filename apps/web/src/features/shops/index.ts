export { shopKeys, useScope, useShopListQuery } from './api';
export { useGroupsQuery, useTabMapQuery } from './api-manage';
export { prefetchShopShell } from './prefetch';
export { SelectionLoading } from './selection-loading';
export { ShopPanel } from './shop-panel';
export { ShopTabsBar } from './shop-tabs-bar';
export { ALL_SHOPS_ID, useShopSelection } from './use-shop-selection';
