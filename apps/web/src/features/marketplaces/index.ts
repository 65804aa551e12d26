export { marketplaceKeys } from './api';
export { MarketplaceModals } from './marketplace-modals';
export { openRebind, type TTemuBindTab, useMarketplaceUi } from './marketplace-store';
export type { TBoundShop, TRebindNotice, TSheinShop, TTemuAccount } from './types';
export { useShopRebind } from './use-shop-rebind';
