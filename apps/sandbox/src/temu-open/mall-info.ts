import type { TOpenHandler } from './call-context.js';

/** bg.open.accesstoken.info.get: what a pasted token is for; our connector validates tokens with it. */
export const accessTokenInfo: TOpenHandler = ({ token }) => ({
  mallId: token.mallId,
  expiredTime: token.expiredTime,
  apiScopeList: [...token.apiScopeList],
  semiUniqueId: null,
});

/** bg.mall.info.get: tells full-managed (全托管) from semi-managed (半托管) shops. */
export const mallInfo: TOpenHandler = ({ shop }) => ({
  mallId: shop.shopId,
  mallName: shop.name,
  semiManagedMall: shop.semiManaged,
  isThriftStore: false,
});
