import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../deps.js';
import type { TBroker } from '../realtime/broker.js';
import { registerAuthRoutes } from './auth/auth.routes.js';
import { registerBindPhoneRoutes } from './auth/bind-phone.routes.js';
import { registerPhoneRoutes } from './auth/phone.routes.js';
import { registerDashBatchRoute } from './dashboard/batch.routes.js';
import { registerDashboardRoutes } from './dashboard/dashboard.routes.js';
import { registerDeliveryRoutes } from './delivery/delivery.routes.js';
import type { TDashRegistry } from './dashboard/registrars.js';
import { registerSheinDashboardRoutes } from './dashboard/shein.routes.js';
import { registerHealthRoutes } from './health/health.routes.js';
import { registerMarketplaceListRoutes } from './marketplaces/lists.routes.js';
import { registerMarketplaceRoutes } from './marketplaces/marketplaces.routes.js';
import { registerOpLogRoutes } from './op-log/op-log.routes.js';
import { registerProductRoutes } from './products/products.routes.js';
import { registerRealtimeRoutes } from './realtime/realtime.routes.js';
import { registerShopGroupRoutes } from './shop-groups/shop-groups.routes.js';
import { registerShopTabRoutes } from './shop-tabs/shop-tabs.routes.js';
import { registerShopRoutes } from './shops/shops.routes.js';
import { registerStaffRoutes } from './staff/staff.routes.js';
import { registerUserRoutes } from './user/user.routes.js';
import { registerWechatRoutes } from './wechat/wechat.routes.js';

/** Every feature's routes; the access-control hooks of the enclosing scope guard all of them. */
export const registerModules = (app: FastifyInstance, deps: TDeps, broker: TBroker) => {
  registerHealthRoutes(app, deps, broker);
  registerPhoneRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerBindPhoneRoutes(app, deps);
  registerWechatRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerRealtimeRoutes(app, deps);
  registerMarketplaceRoutes(app, deps);
  registerMarketplaceListRoutes(app, deps);
  registerShopRoutes(app, deps);
  registerShopGroupRoutes(app, deps);
  registerShopTabRoutes(app, deps);
  registerOpLogRoutes(app, deps);
  registerStaffRoutes(app, deps);
  registerProductRoutes(app, deps);
  registerDeliveryRoutes(app, deps);
  // The dashboard routes fill the registry the batch call runs them from.
  const dashboards: TDashRegistry = new Map();
  registerDashboardRoutes(app, deps, dashboards);
  registerSheinDashboardRoutes(app, deps, dashboards);
  registerDashBatchRoute(app, deps, dashboards);
};
