export { visibleShopIds, visibleShops } from '../shops/shops.routes.js';
