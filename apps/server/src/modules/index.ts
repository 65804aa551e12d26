import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../deps.js';
import type { TBroker } from '../realtime/broker.js';
import { registerAccountDeletionRoutes } from './account-deletion/account-deletion.routes.js';
import { registerAdminRoutes } from './admin/admin.routes.js';
import { registerAiProductRoutes } from './ai-products/ai-products.routes.js';
import { registerAuthRoutes } from './auth/auth.routes.js';
import { registerBindPhoneRoutes } from './auth/bind-phone.routes.js';
import { registerPhoneRoutes } from './auth/phone.routes.js';
import { registerBillingRoutes } from './billing/billing.routes.js';
import { registerBillingNotifyRoutes } from './billing/billing-notify.routes.js';
import { registerCollectionRoutes } from './collection/collection.routes.js';
import { registerDashBatchRoute } from './dashboard/batch.routes.js';
import { registerDashboardRoutes } from './dashboard/dashboard.routes.js';
import type { TDashRegistry } from './dashboard/registrars.js';
import { registerSheinDashboardRoutes } from './dashboard/shein.routes.js';
import { refreshStockSummary } from './dashboard/stock-summary.js';
import { registerDeliveryRoutes } from './delivery/delivery.routes.js';
import { syncShopDelivery } from './delivery/delivery-sync.js';
import { registerDeviceRoutes } from './devices/devices.routes.js';
import { registerDownloadRoutes } from './downloads/downloads.routes.js';
import { registerHealthRoutes } from './health/health.routes.js';
import { registerLabelRoutes } from './labels/labels.routes.js';
import { registerMarketplaceListRoutes } from './marketplaces/lists.routes.js';
import { registerMarketplaceRoutes } from './marketplaces/marketplaces.routes.js';
import { registerNoticeRoutes } from './notices/notices.routes.js';
import { registerOpLogRoutes } from './op-log/op-log.routes.js';
import { registerOssRoutes } from './oss/oss.routes.js';
import { sheinProductServices } from './products/index.js';
import { registerProductRoutes } from './products/products.routes.js';
import { registerRealtimeRoutes } from './realtime/realtime.routes.js';
import { registerSelectionRoutes } from './selection/selection.routes.js';
import { registerShopGroupRoutes } from './shop-groups/shop-groups.routes.js';
import { registerShopTabRoutes } from './shop-tabs/shop-tabs.routes.js';
import { registerShopTrafficRoutes } from './shop-traffic/shop-traffic.routes.js';
import { registerShopRoutes } from './shops/shops.routes.js';
import { registerSiteConfigRoutes } from './site-config/site-config.routes.js';
import { registerStaffRoutes } from './staff/staff.routes.js';
import { registerStaffTemuSubRoutes } from './staff/staff-temu-sub.routes.js';
import type { TSyncHooks } from './sync/sync-hooks.js';
import { registerTranslationRoutes } from './translation/translation.routes.js';
import { registerUserRoutes } from './user/user.routes.js';
import { registerWechatRoutes } from './wechat/wechat.routes.js';

/**
 * What every shop sync does besides its own streams and aggregates, in order: delivery reads the shop's stock
 * orders (their rows count in the run's total), and the dashboard refreshes its stock summary once the aggregates
 * are fresh.
 */
export const syncHooks: TSyncHooks = {
  streams: [syncShopDelivery],
  afterAggregates: [refreshStockSummary],
};

/** Every feature's routes; the access-control hooks of the enclosing scope guard all of them. */
export const registerModules = (app: FastifyInstance, deps: TDeps, broker: TBroker) => {
  registerHealthRoutes(app, deps, broker);
  registerSiteConfigRoutes(app, deps);
  registerDownloadRoutes(app, deps);
  registerNoticeRoutes(app, deps);
  registerPhoneRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerBindPhoneRoutes(app, deps);
  registerWechatRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerAccountDeletionRoutes(app, deps);
  registerRealtimeRoutes(app, deps);
  registerMarketplaceRoutes(app, deps);
  registerMarketplaceListRoutes(app, deps);
  registerShopRoutes(app, deps);
  registerShopGroupRoutes(app, deps);
  registerShopTabRoutes(app, deps);
  registerOpLogRoutes(app, deps);
  registerStaffRoutes(app, deps);
  registerStaffTemuSubRoutes(app, deps);
  registerProductRoutes(app, deps);
  registerDeviceRoutes(app, deps);
  registerCollectionRoutes(app, deps);
  registerDeliveryRoutes(app, deps);
  registerBillingRoutes(app, deps);
  registerBillingNotifyRoutes(app, deps);
  registerSelectionRoutes(app, deps);
  registerTranslationRoutes(app, deps);
  registerAiProductRoutes(app, deps);
  registerOssRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerLabelRoutes(app, deps);
  // The dashboard routes fill the registry the batch call runs them from.
  const dashboards: TDashRegistry = new Map();
  registerDashboardRoutes(app, deps, dashboards);
  registerSheinDashboardRoutes(app, deps, dashboards, sheinProductServices);
  registerShopTrafficRoutes(app, deps, dashboards);
  registerDashBatchRoute(app, deps, dashboards);
};
