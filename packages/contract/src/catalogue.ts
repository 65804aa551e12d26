import { AccountDeletionRoutes } from './account-deletion.js';
import { AdminRoutes } from './admin.routes.js';
import { AiProductRoutes } from './ai-products.routes.js';
import { AuthRoutes } from './auth.routes.js';
import { BillingRoutes } from './billing.routes.js';
import { DashboardRoutes } from './dashboard.routes.js';
import { DeliveryRoutes } from './delivery.js';
import { DeviceRoutes } from './devices.js';
import { DownloadRoutes } from './downloads.js';
import { LabelRoutes } from './labels.routes.js';
import { ListingToolRoutes } from './listing-tools.routes.js';
import { MarketplaceRoutes } from './marketplaces.routes.js';
import { NoticeRoutes } from './notices.js';
import { ProductRoutes } from './products.routes.js';
import type { TRouteDef } from './route-def.js';
import { SelectionRoutes } from './selection.routes.js';
import { SheinDashboardRoutes } from './shein-dashboard.routes.js';
import { ShopGroupRoutes } from './shop-groups.routes.js';
import { ShopTabRoutes } from './shop-tabs.routes.js';
import { ShopTrafficRoutes } from './shop-traffic.js';
import { ShopRoutes } from './shops.routes.js';
import { SiteConfigRoutes } from './site-config.js';
import { StaffRoutes } from './staff.routes.js';
import { SystemRoutes } from './system.routes.js';

/**
 * Every feature's routes (each in its `<feature>.routes.ts`), joined. ApiRoutes (routes.ts) is this with each
 * route's row of the role table (route-roles.ts) attached.
 */
export const CatalogueRoutes = {
  ...SystemRoutes,
  ...AuthRoutes,
  ...MarketplaceRoutes,
  ...ShopGroupRoutes,
  ...ShopRoutes,
  ...ShopTabRoutes,
  ...StaffRoutes,
  ...ProductRoutes,
  ...DashboardRoutes,
  ...SheinDashboardRoutes,
  ...DeviceRoutes,
  ...ShopTrafficRoutes,
  ...AccountDeletionRoutes,
  ...SiteConfigRoutes,
  ...DownloadRoutes,
  ...NoticeRoutes,
  ...DeliveryRoutes,
  ...BillingRoutes,
  ...SelectionRoutes,
  ...ListingToolRoutes,
  ...AiProductRoutes,
  ...AdminRoutes,
  ...LabelRoutes,
} as const satisfies Record<string, TRouteDef>;
